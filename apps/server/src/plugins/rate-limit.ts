import { type Db, rateLimitsRepository } from '@platen/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

export interface RateLimitRule {
  /** Bucket family, e.g. "login". */
  name: string;
  max: number;
  windowSeconds: number;
  /** What identifies the caller; defaults to user id, else IP. */
  key?: (req: FastifyRequest) => string;
}

/** The caller's source address: the key of limits that hold before anyone is signed in. */
export const bySource = (req: FastifyRequest): string => req.ip;

/**
 * A preHandler that counts hits in the database (shared by every server process), tells the caller where it
 * stands (X-RateLimit-Limit/Remaining/Reset, docs/api-conventions.md) and answers 429 with Retry-After past the
 * limit.
 */
export function rateLimit(db: Db, rule: RateLimitRule) {
  const repo = rateLimitsRepository(db);
  return async (req: FastifyRequest, reply?: FastifyReply) => {
    if (process.env.PLATEN_RATE_LIMIT === 'off') return;
    const who = rule.key ? rule.key(req) : (req.user?.id ?? req.ip);
    const { hits, resetIn } = await repo.hit(`${rule.name}:${who}`, rule.windowSeconds);
    const headers = {
      'x-ratelimit-limit': String(rule.max),
      'x-ratelimit-remaining': String(Math.max(0, rule.max - hits)),
      'x-ratelimit-reset': String(resetIn),
    };
    if (hits > rule.max) {
      throw new AppError('rate_limited', `Too many requests. Try again in ${resetIn} seconds.`, {
        headers: { ...headers, 'retry-after': String(resetIn) },
      });
    }
    reply?.headers(headers);
  };
}
