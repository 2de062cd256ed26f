import type { Address } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';

/** O-5-53..59: maximum lengths of address fields (what carriers' label formats accept). */
export const ADDRESS_MAX_LENGTHS = {
  name: 40,
  address1: 40,
  address2: 40,
  city: 30,
  state: 40,
  zip: 10,
  company: 35,
} as const;

export type LengthLimitedField = keyof typeof ADDRESS_MAX_LENGTHS;

/** The field names used in address messages. */
export const ADDRESS_FIELD_LABELS: Record<LengthLimitedField, string> = {
  name: 'Name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  company: 'Company',
};

/** O-5-60: the message for an over-long field (the form also sets maxLength, see docs/decisions/address-messages.md). */
export function tooLongMessage(field: LengthLimitedField): string {
  return `${ADDRESS_FIELD_LABELS[field]} must be at most ${ADDRESS_MAX_LENGTHS[field]} characters.`;
}

/** Issues for every field longer than its maximum, measured after trimming. */
export function addressLengthIssues(address: Address): Issue[] {
  const issues: Issue[] = [];
  for (const field of Object.keys(ADDRESS_MAX_LENGTHS) as LengthLimitedField[]) {
    // Count user-perceived characters (code points), not UTF-16 units, so "Müller" is 6 long.
    const length = [...(address[field] ?? '').trim()].length;
    if (length > ADDRESS_MAX_LENGTHS[field]) {
      issues.push({ path: field, message: tooLongMessage(field), code: 'too_long' });
    }
  }
  return issues;
}
