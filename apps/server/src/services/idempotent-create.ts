import { createHash } from 'node:crypto';
import { type Db, idempotencyRepository, type Queryable } from '@platen/db';
import { AppError } from '../errors/app-error.ts';

/** What a creating use-case answers: the status and body stored under the Idempotency-Key. */
export interface Created<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * Runs a creating use-case once per Idempotency-Key (docs/api-conventions.md): in one transaction, claims the
 * key, runs `create` and stores its answer; a replay with the same request answers the stored one, another
 * request under the key is a 422. Without a key the use-case simply runs.
 */
export async function idempotentCreate<T>(
  db: Db,
  userId: string,
  key: string | undefined,
  request: unknown,
  create: (tx: Queryable) => Promise<{ status: number; body: T }>,
): Promise<Created<T>> {
  return db.transaction(async (tx) => {
    if (key === undefined) return { ...(await create(tx)), replayed: false };
    const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const keys = idempotencyRepository(tx);
    if (!(await keys.claim(userId, key, hash))) {
      const prev = await keys.get(userId, key);
      if (!prev || prev.requestHash !== hash)
        throw new AppError(
          'idempotency_mismatch',
          'This Idempotency-Key was already used with another request. Use a new key for a new request.',
        );
      return { status: prev.status, body: prev.response as T, replayed: true };
    }
    const r = await create(tx);
    await keys.complete(userId, key, r.status, r.body);
    return { ...r, replayed: false };
  });
}
