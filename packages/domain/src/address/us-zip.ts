import { isDomestic } from './domestic.ts';
import { padUsZip } from './normalise-address.ts';

/** O-5-49: a US ZIP is 5 digits, optionally followed by the 4-digit add-on (with or without the hyphen). */
export const US_ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/** The message for a domestic zip that is not a US ZIP (form and server check say the same). */
export const US_ZIP_FORMAT_MESSAGE =
  'A US zip code has 5 digits, optionally followed by 4 more (12345-6789).';

/** True for "12345", "12345-6789" or "123456789" (surrounding space ignored). */
export function isUsZip(zip: string | null | undefined): boolean {
  return US_ZIP_PATTERN.test((zip ?? '').trim());
}

/** What the address form does with a zip as typed (docs/decisions/short-us-zip.md). */
export type ZipCheck =
  | { kind: 'ok' }
  /** A short all-digit zip (Excel drops leading zeros): offer the padded one; the user accepts or edits. */
  | { kind: 'suggest'; zip: string; message: string }
  | { kind: 'invalid'; message: string };

/**
 * O-5-49 / O-5-65 as a form rule: a domestic address's zip must be a US ZIP. A short all-digit zip is never
 * padded silently: it becomes a suggestion the user accepts ("2134" -> "02134"); anything else that is not a
 * US ZIP is an error. An empty zip is left to the required-field rule; abroad any postal code goes.
 */
export function checkUsZip(country: string | null | undefined, zip: string | null | undefined): ZipCheck {
  const raw = (zip ?? '').trim();
  if (raw === '' || !isDomestic(country) || isUsZip(raw)) return { kind: 'ok' };
  // Only a clearly short zip ("2134", "601-1234"): "945381" is a typo, not "00094-5381".
  const padded = /^\d{1,4}(?:-\d{4})?$/.test(raw) ? padUsZip(raw) : raw;
  if (padded !== raw && isUsZip(padded)) {
    return { kind: 'suggest', zip: padded, message: `${US_ZIP_FORMAT_MESSAGE} Did you mean ${padded}?` };
  }
  return { kind: 'invalid', message: US_ZIP_FORMAT_MESSAGE };
}
