import type { Address } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { addressLengthIssues } from './address-lengths.ts';
import { isValidCountry } from './countries.ts';
import { isDomestic } from './domestic.ts';
import { isUsPhone } from './us-phone.ts';
import { isValidUsState } from './us-states.ts';
import { isUsZip } from './us-zip.ts';

/**
 * O-5-38..48: the company address form messages. Fixed ones are the spec's text verbatim (typo "an valid" kept);
 * the three the spec only describes quote the value (docs/decisions/address-messages.md).
 */
export const COMPANY_ADDRESS_MESSAGES = {
  address1Required: 'Address line 1 is a required field.',
  cityRequired: 'City is a required field.',
  stateRequired: 'State is a required field.',
  countryRequired: 'Country is a required field.',
  zipRequired: 'US zip code/postal code is a required field.',
  phoneRequired: 'Phone number is a required field.',
  zipInvalid: 'US zip code/postal code must be a 5 digit number.',
  invalidAddress: 'Please provide an valid address.',
  countryInvalid: (country: string) => `"${country}" is not a valid country.`,
  stateInvalid: (state: string) => `"${state}" is not a valid state.`,
  phoneInvalid: (phone: string) => `"${phone}" is not a valid phone number.`,
} as const;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** A phone abroad: 7 to 15 digits (the E.164 maximum) with an optional + and common separators. */
const INTERNATIONAL_PHONE = /^\+?\d{7,15}$/;

/** True when the phone fits the address: 10-digit US format at home (O-5-50), E.164-sized abroad. */
export function isValidPhoneFor(phone: string, country: string | null | undefined): boolean {
  if (isDomestic(country)) return isUsPhone(phone);
  return INTERNATIONAL_PHONE.test(phone.replace(/[\s().-]/g, ''));
}

/**
 * Issues of the company (billing) address form; empty when valid. State and zip are checked only for domestic
 * addresses (O-5-51/52). A wholly empty address gets the single generic message (O-5-48).
 */
export function validateCompanyAddress(address: Address | null | undefined): Issue[] {
  const m = COMPANY_ADDRESS_MESSAGES;
  const a = address ?? {};
  const fields = [a.name, a.company, a.address1, a.address2, a.city, a.state, a.zip, a.country, a.phone];
  if (fields.every((f) => text(f) === '')) {
    return [{ path: '', message: m.invalidAddress, code: 'invalid_address' }];
  }
  const issues: Issue[] = [];
  const add = (path: string, message: string, code: string) => issues.push({ path, message, code });
  const [address1, city, state, country, zip, phone] = [
    a.address1,
    a.city,
    a.state,
    a.country,
    a.zip,
    a.phone,
  ].map(text) as [string, string, string, string, string, string];
  const domestic = isDomestic(country);

  if (address1 === '') add('address1', m.address1Required, 'required');
  if (city === '') add('city', m.cityRequired, 'required');
  if (domestic) {
    if (state === '') add('state', m.stateRequired, 'required');
    else if (!isValidUsState(state)) add('state', m.stateInvalid(state), 'invalid_state');
  }
  if (country === '') add('country', m.countryRequired, 'required');
  else if (!isValidCountry(country)) add('country', m.countryInvalid(country), 'invalid_country');
  if (domestic) {
    if (zip === '') add('zip', m.zipRequired, 'required');
    else if (!isUsZip(zip)) add('zip', m.zipInvalid, 'invalid_zip');
  }
  if (phone === '') add('phone', m.phoneRequired, 'required');
  else if (!isValidPhoneFor(phone, country)) add('phone', m.phoneInvalid(phone), 'invalid_phone');
  return [...issues, ...addressLengthIssues(a)];
}
