import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptRaw = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/**
 * Runs at most `max` calls of `fn` at once; the others wait in arrival order. Each scrypt at today's cost holds
 * 128 MiB and one of libuv's four threads for ~0.35 s: two at a time bound the memory (256 MiB) and leave threads
 * for file and image work even under a sign-in flood.
 */
export function limitConcurrency<A extends unknown[], R>(max: number, fn: (...args: A) => Promise<R>) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (...args: A): Promise<R> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await fn(...args);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

const scrypt = limitConcurrency(2, scryptRaw);

/**
 * scrypt at OWASP's cost (N=2^17, r=8, p=1: 128 MiB and ~0.35 s of one core here). Node refuses a cost
 * above `maxmem` (128 * N * r bytes plus a little), so maxmem is twice that. Hashes made with older parameters
 * still verify (the parameters are stored in the hash) and are rehashed at the next successful sign-in.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * Test runs only: with NODE_ENV=test and PLATEN_TEST_FAST_SCRYPT=1 (set by the integration and e2e suites) new
 * hashes use N=2^12, so the suites' thousands of registrations and sign-ins cost milliseconds instead of ~0.35 s
 * each. Any other environment ignores the knob; tests of the real cost switch it off (docs/decisions/test-speed.md).
 */
const TEST_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;
export const passwordParams = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'test' && env.PLATEN_TEST_FAST_SCRYPT === '1' ? TEST_PARAMS : SCRYPT_PARAMS;
const MAXMEM = 256 * 1024 * 1024;
/** Stored parameters above these are refused instead of tried (they could exhaust memory). */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

/** scrypt with a random salt; the parameters are stored with the hash so they can be raised later. */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = passwordParams(),
) {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, 32, { ...params, maxmem: MAXMEM });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (kind !== 'scrypt' || !salt || !key) return false;
  if (!(N >= 2 && N <= MAX_N && R >= 1 && R <= MAX_R && P >= 1 && P <= MAX_P)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when `stored` was made with other parameters than today's (it is rehashed at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split('$');
  const today = passwordParams();
  return kind !== 'scrypt' || Number(n) !== today.N || Number(r) !== today.r || Number(p) !== today.p;
}

/** A random URL-safe token. */
export const token = (bytes = 24) => randomBytes(bytes).toString('base64url');
