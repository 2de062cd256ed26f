/**
 * Sign-in throttling (OWASP ASVS 4.0.3 2.2.1) that counts failures only and holds back the attacking
 * source, not the account's owner. Every attempt is counted before its password is checked (so a burst of
 * parallel guesses stays inside the limit) and a right password takes its own count back: only failures remain.
 * - From a known device (a browser holding the device cookie of an earlier right password for this e-mail): only
 *   that device's failures count. Nobody elsewhere can lock it out.
 * - From anywhere else, three counters, past any of which the answer is 429 with Retry-After:
 *   - pair: one source address guessing one account (the lock falls on the attacker, not on the account);
 *   - account: failures on one account from every unknown source together (guessing from many addresses);
 *     higher than the pair's, so one attacker never reaches it; when a botnet does, known devices still get in;
 *   - source: failures of one address across all accounts (password spraying). Colleagues behind one NAT who
 *     sign in correctly never fill it.
 * docs/decisions/password-policy.md.
 */
export const LOGIN_LIMITS = {
  device: { max: 10, windowSeconds: 600 },
  pair: { max: 10, windowSeconds: 600 },
  account: { max: 20, windowSeconds: 600 },
  source: { max: 30, windowSeconds: 600 },
} as const;

export type LoginBucketKind = keyof typeof LOGIN_LIMITS;

/** One sign-in attempt as the throttle sees it; `knownDevice` is the id of a valid device cookie for the e-mail. */
export interface LoginAttemptSource {
  sourceIp: string;
  email: string;
  knownDevice?: string | null | undefined;
}

/** The rate-limit buckets one sign-in attempt counts in (a known device: its own only). */
export function loginBuckets(attempt: LoginAttemptSource): Partial<Record<LoginBucketKind, string>> {
  if (attempt.knownDevice) return { device: `login-device:${attempt.knownDevice}` };
  const account = attempt.email.trim().toLowerCase().slice(0, 254);
  const source = sourceOf(attempt.sourceIp);
  return {
    pair: `login-pair:${source}|${account}`,
    account: `login-account:${account}`,
    source: `login-source:${source}`,
  };
}

/** After a right password: buckets cleared outright (this source's or device's typos on this account). */
export const CLEARED_ON_SUCCESS: readonly LoginBucketKind[] = ['pair', 'device'];

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
