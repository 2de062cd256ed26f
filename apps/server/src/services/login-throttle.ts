import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CLEARED_ON_SUCCESS,
  LOGIN_LIMITS,
  type LoginBucketKind,
  loginBuckets,
} from '@platen/domain/access/login-throttle';
import { type Queryable, rateLimitsRepository, secretsRepository } from '@platen/db';
import { AppError } from '../errors/app-error.ts';

/** The cookie naming a browser that once gave the right password for an account (a "known device"). */
export const DEVICE_COOKIE = 'platen_device';
/** Over https the `__Host-` form, like the session cookie. */
export const DEVICE_COOKIE_HTTPS = `__Host-${DEVICE_COOKIE}`;
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 3600;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

const deviceKey = (db: Queryable) =>
  secretsRepository(db).getOrCreate('login-device', () => randomBytes(32).toString('hex'));
const deviceMac = (key: string, id: string, email: string) =>
  createHmac('sha256', key).update(`${id}|${email.trim().toLowerCase()}`).digest('base64url');

/** The device id of a device cookie signed for `email`, or null (absent, forged, or another account's). */
async function knownDevice(db: Queryable, cookie: string | undefined, email: string): Promise<string | null> {
  if (!cookie || !DEVICE_TOKEN.test(cookie)) return null;
  const [id = '', mac = ''] = cookie.split('.');
  const want = Buffer.from(deviceMac(await deviceKey(db), id, email));
  return timingSafeEqual(Buffer.from(mac), want) ? id : null;
}

/** A fresh device cookie value for `email`, set after a right password (and code, with two-factor on). */
export async function newDeviceCookie(db: Queryable, email: string): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${deviceMac(await deviceKey(db), id, email)}`;
}

/** Counts one hit in every bucket of the attempt; the longest wait past any limit, or 0 when admitted. */
async function countAttempt(db: Queryable, buckets: Partial<Record<LoginBucketKind, string>>) {
  const repo = rateLimitsRepository(db);
  let retryAfter = 0;
  for (const kind of Object.keys(buckets) as LoginBucketKind[]) {
    const { max, windowSeconds } = LOGIN_LIMITS[kind];
    const { hits, resetIn } = await repo.hit(buckets[kind]!, windowSeconds);
    if (hits > max) retryAfter = Math.max(retryAfter, resetIn);
  }
  return retryAfter;
}

/**
 * Counts one sign-in attempt in its buckets (domain access/login-throttle: a known device in its own, any
 * other source per account pair, per account and per address) and refuses it with 429 + Retry-After past a limit,
 * before any password is checked. Returns what to call once the password was right: it takes this attempt's
 * count back (only failures count) and answers the device cookie to set.
 */
export async function admitLoginAttempt(
  db: Queryable,
  attempt: { sourceIp: string; email: string; deviceCookie?: string | undefined },
) {
  const device = await knownDevice(db, attempt.deviceCookie, attempt.email);
  const buckets = loginBuckets({ ...attempt, knownDevice: device });
  const repo = rateLimitsRepository(db);
  if (process.env.PLATEN_RATE_LIMIT !== 'off') {
    const retryAfter = await countAttempt(db, buckets);
    if (retryAfter > 0) {
      throw new AppError('rate_limited', `Too many sign-in attempts. Try again in ${retryAfter} seconds.`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
  return {
    async succeeded(): Promise<string> {
      for (const kind of Object.keys(buckets) as LoginBucketKind[]) {
        const bucket = buckets[kind]!;
        await (CLEARED_ON_SUCCESS.includes(kind) ? repo.clear(bucket) : repo.refund(bucket));
      }
      return attempt.deviceCookie && device ? attempt.deviceCookie : newDeviceCookie(db, attempt.email);
    },
  };
}
