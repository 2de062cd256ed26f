import { LOGIN_LIMITS, type LoginBucketKind, loginBuckets } from '@platen/domain/access/login-throttle';
import { type Queryable, rateLimitsRepository } from '@platen/db';
import { AppError } from '../errors/app-error.ts';

/**
 * #13.2 Counts one sign-in attempt against its account and its source address (domain access/login-throttle)
 * and refuses it with 429 + Retry-After past either limit, before any password is checked. Counting before the
 * check keeps a burst of parallel guesses inside the limit. Returns what to call once the password was right.
 */
export async function admitLoginAttempt(db: Queryable, sourceIp: string, email: string) {
  const buckets = loginBuckets(sourceIp, email);
  const repo = rateLimitsRepository(db);
  if (process.env.PLATEN_RATE_LIMIT !== 'off') {
    let retryAfter = 0;
    for (const kind of Object.keys(LOGIN_LIMITS) as LoginBucketKind[]) {
      const { max, windowSeconds } = LOGIN_LIMITS[kind];
      const { hits, resetIn } = await repo.hit(buckets[kind], windowSeconds);
      if (hits > max) retryAfter = Math.max(retryAfter, resetIn);
    }
    if (retryAfter > 0) {
      throw new AppError('rate_limited', `Too many sign-in attempts. Try again in ${retryAfter} seconds.`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
  return {
    /** A right password clears the account's count (the source's count stays: see the domain rule). */
    succeeded: () => repo.clear(buckets.account),
  };
}
