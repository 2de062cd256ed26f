import { accountsRepository, type Db, rateLimitsRepository, type UserRow } from '@platen/db';
import { assumedSessionRefusal, type HolderOnlyAction } from '@platen/domain/access/assume-user';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../passwords.ts';
import { secondFactorOk } from './second-factor.ts';

/** Wrong proofs one user may send in PROOF_WINDOW_SECONDS before 429 (a session must not guess the password). */
const PROOF_MAX_FAILURES = 10;
const PROOF_WINDOW_SECONDS = 600;

/** 403 when the session is staff assuming the account: `action` stays the holder's own (domain assume-user). */
export function refuseAssumed(user: UserRow, action: HolderOnlyAction): void {
  const refusal = assumedSessionRefusal({ userId: user.id, assumedBy: user.assumedBy?.id ?? null }, action);
  if (refusal) throw new AppError('forbidden', refusal.message, { issues: [refusal] });
}

const wrongProof = (path: 'currentPassword' | 'code', message: string) =>
  new AppError('validation', message, { issues: [{ path: `body.${path}`, message }] });

/** Counts one proof attempt of the user; 429 past the limit. */
async function countProof(db: Db, userId: string) {
  if (process.env.PLATEN_RATE_LIMIT === 'off') return;
  const { hits, resetIn } = await rateLimitsRepository(db).hit(
    `holder-proof:${userId}`,
    PROOF_WINDOW_SECONDS,
  );
  if (hits > PROOF_MAX_FAILURES)
    throw new AppError('rate_limited', `Too many tries. Try again in ${resetIn} seconds.`, {
      headers: { 'retry-after': String(resetIn) },
    });
}

/**
 * The account holder, not only their session, asks for `action`: never staff assuming the account, and with the
 * current password, or (two-factor on) a current code. A session alone, stolen or left open, cannot move the
 * account's e-mail or its second factor. 400 on the field when the proof is missing or wrong.
 */
export async function requireHolder(
  db: Db,
  user: UserRow,
  action: HolderOnlyAction,
  proof: { currentPassword?: string | undefined; code?: string | undefined },
): Promise<void> {
  refuseAssumed(user, action);
  if (!proof.currentPassword && !proof.code)
    throw wrongProof('currentPassword', 'Enter your current password to confirm this change.');
  await countProof(db, user.id);
  if (proof.code && (await accountsRepository(db).totp(user.id)).secret) {
    if (await secondFactorOk(db, user.id, proof.code)) return;
    throw wrongProof('code', 'That code is not right. Enter the 6 digits your app shows now.');
  }
  const stored = await accountsRepository(db).passwordHash(user.id);
  if (proof.currentPassword && stored && (await verifyPassword(proof.currentPassword, stored))) return;
  throw wrongProof('currentPassword', 'Your current password is not right.');
}
