/**
 * O-5-50: a 10-digit US (NANP) phone number. People type it many ways, so formatting characters
 * (spaces, dots, dashes, parentheses) and a leading +1 / 1 country code are accepted and ignored.
 */
const FORMATTING = /[\s().-]/g;

/** The 10 national digits of a US phone number, or null when it is not one. */
export function usPhoneDigits(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(FORMATTING, '');
  const match = /^(?:\+?1)?(\d{10})$/.exec(compact);
  return match?.[1] ?? null;
}

/** True for a 10-digit US phone number in any common formatting. */
export function isUsPhone(phone: string | null | undefined): boolean {
  return usPhoneDigits(phone) !== null;
}
