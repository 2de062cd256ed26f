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
    source: `login-source:${sourceOf(sourceIp)}`,
  };
}

/**
 * The "place" an address stands for: an IPv4 address itself (also when IPv4-mapped, `::ffff:1.2.3.4`), an IPv6
 * address's /64 network, since one subscriber commonly holds a whole /64 and could otherwise rotate addresses.
 */
export function sourceOf(ip: string): string {
  const bare = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
