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

/** A 400 that says why a link may not be used (unknown, used or expired). */
const refused = (refusal: keyof typeof TOKEN_REFUSALS) =>
  new AppError('bad_request', TOKEN_REFUSALS[refusal], {
    issues: [{ path: 'body.token', message: TOKEN_REFUSALS[refusal], code: refusal }],
  });

/**
 * Reads a one-time token without using it: refuses an unknown, used or expired one with a 400 that says which,
 * else returns its row. Cheap (one indexed read by hash): call it before any costly work the token unlocks.
 */
export async function peekToken(db: Queryable, kind: AuthTokenKind, t: string) {
  const row = await accountsRepository(db).token(hashOf(t), kind);
  const refusal = tokenRefusal(row, new Date());
  if (refusal || !row) throw refused(refusal ?? 'unknown');
  return row;
}

/**
 * Uses a one-time token: refuses it as peekToken does; else marks it used (exactly once, even under concurrent
 * submits) and returns its row. Call inside the transaction of the change.
 */
export async function consumeToken(db: Queryable, kind: AuthTokenKind, t: string) {
  const row = await peekToken(db, kind, t);
  if (!(await accountsRepository(db).useToken(hashOf(t)))) throw refused('used');
  return row;
}
