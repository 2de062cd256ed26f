/**
 * #13.2 Sign-in throttling (OWASP ASVS 4.0.3 2.2.1). Two fixed-window counters guard every attempt:
 * - per account (the e-mail as typed, lower-cased, whether or not it exists, from any address): stops
 *   guessing one account's password from many IPs; a successful sign-in clears it;
 * - per source address (across every e-mail): stops password spraying, one common password tried on many
 *   accounts from one place. Successful sign-ins count too, or a caller with one working account could
 *   refill the window between guesses.
 * Past either limit the answer is 429 with Retry-After, before any password is checked.
 */
export const LOGIN_LIMITS = {
  account: { max: 10, windowSeconds: 600 },
  source: { max: 30, windowSeconds: 600 },
} as const;

export type LoginBucketKind = keyof typeof LOGIN_LIMITS;

/** The rate-limit bucket names of one sign-in attempt. */
export function loginBuckets(sourceIp: string, email: string): Record<LoginBucketKind, string> {
  return {
    account: `login-account:${email.trim().toLowerCase().slice(0, 254)}`,
    source: `login-source:${sourceIp}`,
  };
}
