import { createHash } from 'node:crypto';
import { type AuthTokenKind, accountsRepository, type Queryable } from '@platen/db';
import {
  TOKEN_PATHS,
  TOKEN_REFUSALS,
  TOKEN_TTL_SECONDS,
  tokenRefusal,
} from '@platen/domain/access/account-tokens';
import { AppError } from '../../errors/app-error.ts';
import { token } from '../passwords.ts';

const hashOf = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

/** Makes a one-time token of `kind` for the user (only its hash is stored) and the absolute link that uses it. */
export async function issueToken(
  db: Queryable,
  kind: AuthTokenKind,
  userId: string,
  origin: string,
  data?: Record<string, unknown>,
): Promise<{ token: string; link: string }> {
  const t = token(32);
  await accountsRepository(db).insertToken({
    hash: hashOf(t),
    kind,
    userId,
    data,
    ttlSeconds: TOKEN_TTL_SECONDS[kind],
  });
  return { token: t, link: `${origin}${TOKEN_PATHS[kind]}?token=${t}` };
}

/**
 * Uses a one-time token: refuses an unknown, used or expired one with a 400 that says which; else marks it used
 * (exactly once, even under concurrent submits) and returns its row. Call inside the transaction of the change.
 */
export async function consumeToken(db: Queryable, kind: AuthTokenKind, t: string) {
  const repo = accountsRepository(db);
  const hash = hashOf(t);
  const row = await repo.token(hash, kind);
  const refusal = tokenRefusal(row, new Date());
  if (refusal || !row) {
    throw new AppError('bad_request', TOKEN_REFUSALS[refusal ?? 'unknown'], {
      issues: [
        { path: 'body.token', message: TOKEN_REFUSALS[refusal ?? 'unknown'], code: refusal ?? 'unknown' },
      ],
    });
  }
  if (!(await repo.useToken(hash))) throw new AppError('bad_request', TOKEN_REFUSALS.used);
  return row;
}
