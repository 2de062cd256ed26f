import { addressIssueMessage } from '../address/address-validation.ts';
import { isSuggestionDifferent } from '../address/address-validation.ts';
import { isValidCountry } from '../address/countries.ts';
import { isDomestic } from '../address/domestic.ts';
import { normaliseText, padUsZip } from '../address/normalise-address.ts';
import { isPoBoxLine } from '../address/po-box.ts';
import { US_STATES } from '../address/us-states.ts';
import { isUsZip, US_ZIP_FORMAT_MESSAGE } from '../address/us-zip.ts';
import { validateCheckoutAddress } from '../address/validate-checkout-address.ts';
import type { Address } from '../entities/entities.ts';

/** Where a US ZIP code is: its primary city and state code. */
export interface ZipPlace {
  city: string;
  state: string;
}

/** US ZIP reference data (injected: the server reads a kept npm data package, tests pass a small table). */
export interface ZipReference {
  byZip(zip5: string): ZipPlace | null;
  /** True when `city` names a place of `state` in the reference data. */
  hasCity(city: string, state: string): boolean;
}

export interface AddressIssue {
  type: string;
  message: string;
}

/** O-7-14 answer: the suggested correction (only when it differs case-insensitively) and issues. */
export interface AddressCheck {
  address?: Address;
  issues?: AddressIssue[];
}

/** The PO box message: carriers like UPS and DHL do not deliver to PO boxes (O-5-66/67). */
export const PO_BOX_MESSAGE = 'We cannot ship to a PO box. Please enter a street address.';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  normaliseText(a) === normaliseText(b);

/** A state written as a code or a full name ("california") -> its code, else null. */
export function usStateCode(state: string | null | undefined): string | null {
  const s = normaliseText(state);
  if (s === '') return null;
  if (Object.hasOwn(US_STATES, s)) return s;
  for (const [code, name] of Object.entries(US_STATES)) {
    if (normaliseText(String(name)) === s) return code;
  }
  return null;
}

/**
 * O-5-61..71 / O-7-14 (docs/decisions/address-suggestions.md): checks an address against the form rules, the
 * PO box rule and, for US addresses, the ZIP reference. A ZIP/state/city disagreement becomes a suggestion when
 * one field is clearly the odd one out (city matches the ZIP but the state does not -> suggest the ZIP's state;
 * an unknown city -> suggest the ZIP's city; a missing city or state -> fill it in); otherwise it is an issue,
 * never a silent change. The suggestion is offered only when it differs from the input ignoring case.
 */
export function checkAddress(input: Address, ref: ZipReference): AddressCheck {
  const issues: AddressIssue[] = validateCheckoutAddress(input).map((i) => ({
    type: i.path,
    message: i.message,
  }));
  const fix: Partial<Address> = {};
  if (isPoBoxLine(input.address1)) issues.push({ type: 'address1', message: PO_BOX_MESSAGE });
  if (isPoBoxLine(input.address2)) issues.push({ type: 'address2', message: PO_BOX_MESSAGE });

  const country = normaliseText(input.country) || 'US';
  if (!isValidCountry(country)) {
    issues.push({ type: 'country', message: 'The country is not a valid ISO country code.' });
  } else if (!isDomestic(country)) {
    issues.push({ type: 'country', message: addressIssueMessage('country') });
  } else if (country === 'US') {
    const rawZip = (input.zip ?? '').trim();
    const zip = padUsZip(rawZip);
    if (zip !== rawZip && isUsZip(zip)) fix.zip = zip;
    if (rawZip !== '' && !isUsZip(zip)) {
      issues.push({ type: 'zip', message: US_ZIP_FORMAT_MESSAGE });
    } else if (rawZip !== '') {
      checkZip(input, zip.slice(0, 5), ref, fix, issues);
    }
  }

  const out: AddressCheck = {};
  const suggestion: Address = { ...input, ...fix };
  if (Object.keys(fix).length > 0 && isSuggestionDifferent(input, suggestion)) out.address = suggestion;
  if (issues.length > 0) out.issues = dedupe(issues);
  return out;
}

function checkZip(
  input: Address,
  zip5: string,
  ref: ZipReference,
  fix: Partial<Address>,
  issues: AddressIssue[],
) {
  const place = ref.byZip(zip5);
  if (!place) {
    issues.push({ type: 'zip', message: 'We do not know this zip code. Please check it.' });
    return;
  }
  const city = (input.city ?? '').trim();
  const givenState = (input.state ?? '').trim();
  const stateCode = usStateCode(givenState);
  if (givenState === '') fix.state = place.state;
  else if (stateCode === place.state) {
    if (stateCode !== givenState) fix.state = stateCode; // "California" -> "CA"
  } else if (city === '' || same(city, place.city)) {
    fix.state = place.state; // the city agrees with the zip: the state is the odd one out
  } else if (stateCode && ref.hasCity(city, stateCode)) {
    issues.push({ type: 'zip', message: addressIssueMessage('zip') }); // city and state agree: the zip is off
  } else {
    issues.push({ type: 'state', message: addressIssueMessage('state') });
    return;
  }
  const state = fix.state ?? stateCode ?? place.state;
  if (city === '') fix.city = place.city;
  else if (!same(city, place.city) && state === place.state) {
    // A known city of that state may be an acceptable alternate name or another zip's city: say so, do not
    // rewrite it. An unknown name is most likely a typo of the zip's city: suggest it.
    if (ref.hasCity(city, state)) issues.push({ type: 'city', message: addressIssueMessage('city') });
    else fix.city = place.city;
  }
}

function dedupe(issues: AddressIssue[]): AddressIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.type}\u0000${i.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
