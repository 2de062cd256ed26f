import type { Address } from '../entities/entities.ts';
import { ADDRESS_FIELDS } from './address-fields.ts';
import { COMPANY_ADDRESS_MESSAGES } from './validate-company-address.ts';

/** The address fields the validation service may correct: every field (address-fields.ts). */
export { ADDRESS_FIELDS };

const comparable = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * O-5-68/69: true when the service's corrected address differs from the input in any field, ignoring case and
 * surrounding space (null, undefined and '' are all "empty"). A field the suggestion leaves out (undefined) was
 * not corrected, so it is not compared.
 */
export function isSuggestionDifferent(input: Address, suggestion: Address): boolean {
  return ADDRESS_FIELDS.some(
    (field) => suggestion[field] !== undefined && comparable(input[field]) !== comparable(suggestion[field]),
  );
}

/** O-5-70: what the validation service may report, by type (docs/decisions/address-validation-issues.md). */
export const ADDRESS_ISSUE_MESSAGES = {
  address1: 'We could not find this street address. Please check address line 1.',
  address2: 'The apartment, suite or unit number is missing or not recognised. Please check address line 2.',
  city: 'The city does not match the zip code.',
  state: 'The state does not match the zip code.',
  zip: 'The zip code does not match the address.',
  country: 'We cannot validate addresses in this country.',
  ambiguous: 'This address matches more than one location. Please add more detail.',
  undeliverable: COMPANY_ADDRESS_MESSAGES.invalidAddress,
} as const;
export type AddressIssueType = keyof typeof ADDRESS_ISSUE_MESSAGES;

/** O-5-70: the message shown for an issue type; unknown types get the generic "Please provide an valid address." */
export function addressIssueMessage(type: string | null | undefined): string {
  const key = (type ?? '').trim().toLowerCase();
  return Object.hasOwn(ADDRESS_ISSUE_MESSAGES, key)
    ? ADDRESS_ISSUE_MESSAGES[key as AddressIssueType]
    : COMPANY_ADDRESS_MESSAGES.invalidAddress;
}

/** The address validation call's answer (O-7): a suggested correction or issues with type and message. */
export interface AddressValidationResponse {
  address?: Address | null;
  issues?: { type?: string | null; message?: string | null }[] | null;
}

/** What the form shows after validation: a suggestion to accept (or null) and de-duplicated messages. */
export interface AddressValidationOutcome {
  suggestion: Address | null;
  messages: string[];
}

/** O-5-68..70: reads the service's answer for the address the user typed. */
export function readAddressValidation(
  input: Address,
  response: AddressValidationResponse,
): AddressValidationOutcome {
  const corrected = response.address ?? null;
  const suggestion =
    corrected && isSuggestionDifferent(input, corrected)
      ? // Keep what the service did not return (name, phone ...) from the input.
        { ...input, ...Object.fromEntries(Object.entries(corrected).filter(([, v]) => v !== undefined)) }
      : null;
  const messages = [...new Set((response.issues ?? []).map((i) => addressIssueMessage(i.type)))];
  return { suggestion, messages };
}
