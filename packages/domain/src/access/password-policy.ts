import { isPredictablePassword } from './predictable-password.ts';

/**
 * The password a person may choose (OWASP ASVS 4.0.3 V2.1): at least 12 characters once runs of white space
 * count as one (2.1.1), any printable Unicode allowed (2.1.4), not only white space, not the account's own e-mail
 * or its local part, not a common or breached password (2.1.7; the list is reference data passed in, so this
 * file stays pure and the browser never downloads it), and not a pattern (predictable-password.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer inputs are refused before hashing (ASVS 2.1.2 allows at most 128; the schema keeps 200). */
export const PASSWORD_MAX_LENGTH = 200;
/** Local parts shorter than this are too generic to forbid inside a password ("bob" in "bobsleigh ride"). */
const MIN_LOCAL_PART = 4;

export type PasswordIssueCode = 'blank' | 'too_short' | 'contains_email' | 'common' | 'predictable';

export interface PasswordIssue {
  code: PasswordIssueCode;
  message: string;
}

export const PASSWORD_MESSAGES: Record<PasswordIssueCode, string> = {
  blank: 'Password cannot be only spaces.',
  too_short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  contains_email: 'Password must not contain your email address.',
  common: 'This password is too common: it appears in lists of leaked passwords. Choose another one.',
  predictable:
    'This password is too easy to guess: one character repeated or keys in a row. Choose another one.',
};

/** Characters counted as ASVS counts them: code points, a run of white space as one. */
export const passwordLength = (password: string): number => [...password.replace(/\s+/gu, ' ')].length;

/**
 * The first reason `password` cannot be used by the account `email`, or null when it is acceptable.
 * `isCommon` answers for a lower-cased candidate (the password, and the password without white space).
 */
export function passwordIssue(
  password: string,
  account: { email: string; isCommon: (lowerCased: string) => boolean },
): PasswordIssue | null {
  const issue = (code: PasswordIssueCode): PasswordIssue => ({ code, message: PASSWORD_MESSAGES[code] });
  if (password.trim().length === 0) return issue('blank');
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return issue('too_short');
  const lower = password.toLowerCase();
  const squeezed = lower.replace(/\s+/gu, '');
  const email = account.email.trim().toLowerCase();
  const local = email.slice(0, Math.max(0, email.lastIndexOf('@')));
  const holds = (part: string) => part.length > 0 && (lower.includes(part) || squeezed.includes(part));
  if (holds(email) || (local.length >= MIN_LOCAL_PART && holds(local))) return issue('contains_email');
  if (account.isCommon(lower) || account.isCommon(squeezed) || account.isCommon(lower.trim())) {
    return issue('common');
  }
  if (isPredictablePassword(lower)) return issue('predictable');
  return null;
}
