import type { Address } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { addressLengthIssues } from './address-lengths.ts';
import { isDomestic } from './domestic.ts';

/** O-5-29..36: the checkout address form messages, verbatim. */
export const CHECKOUT_ADDRESS_MESSAGES = {
  address1Required: 'Address line 1 must be provided.',
  cityRequired: 'City must be provided.',
  nameRequired: 'Name must be provided.',
  nameTooShort: 'Name must be at least 2 characters.',
  companyTooShort: 'Company must be at least 2 characters.',
  stateRequired: 'State must be provided.',
  zipRequired: 'Zip must be provided.',
} as const;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Issues of the checkout (shipping) address form; empty when valid. State and zip are required only for domestic
 * addresses (O-5-37, docs/decisions/address-messages.md): abroad, the carrier-specific needs are checked when
 * a shipping method is chosen (shipping/dhl-country-rules.ts).
 */
export function validateCheckoutAddress(address: Address | null | undefined): Issue[] {
  const a = address ?? {};
  const m = CHECKOUT_ADDRESS_MESSAGES;
  const issues: Issue[] = [];
  const name = text(a.name);
  if (name === '') issues.push({ path: 'name', message: m.nameRequired, code: 'required' });
  else if ([...name].length < 2) issues.push({ path: 'name', message: m.nameTooShort, code: 'too_short' });
  const company = text(a.company);
  if (company !== '' && [...company].length < 2) {
    issues.push({ path: 'company', message: m.companyTooShort, code: 'too_short' });
  }
  if (text(a.address1) === '')
    issues.push({ path: 'address1', message: m.address1Required, code: 'required' });
  if (text(a.city) === '') issues.push({ path: 'city', message: m.cityRequired, code: 'required' });
  if (isDomestic(a.country)) {
    if (text(a.state) === '') issues.push({ path: 'state', message: m.stateRequired, code: 'required' });
    if (text(a.zip) === '') issues.push({ path: 'zip', message: m.zipRequired, code: 'required' });
  }
  return [...issues, ...addressLengthIssues(a)];
}
