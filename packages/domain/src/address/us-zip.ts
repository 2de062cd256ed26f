/** O-5-49: a US ZIP is 5 digits, optionally followed by the 4-digit add-on (with or without the hyphen). */
export const US_ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/** True for "12345", "12345-6789" or "123456789" (surrounding space ignored). */
export function isUsZip(zip: string | null | undefined): boolean {
  return US_ZIP_PATTERN.test((zip ?? '').trim());
}
