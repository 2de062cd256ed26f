import { createHash } from 'node:crypto';
import { accountsRepository, type Db } from '@platen/db';
import { verify } from 'otplib';

export const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** A code as typed, without spaces or dashes, lower-cased (recovery codes are stored so). */
export const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** One code checked against `secret`: the current or previous 30 s step, never a step used before. */
export async function checkCode(db: Db, userId: string, secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const t = await accountsRepository(db).totp(userId);
  const r = await verify({
    secret,
    token: code,
    epochTolerance: [30, 0],
    ...(t.lastStep !== null ? { afterTimeStep: t.lastStep } : {}),
  });
  if (!r.valid || !('timeStep' in r)) return false;
  return accountsRepository(db).advanceTotpStep(userId, r.timeStep);
}

/** A TOTP code or an unused recovery code (which is then spent). */
export async function secondFactorOk(db: Db, userId: string, raw: string): Promise<boolean> {
  const repo = accountsRepository(db);
  const t = await repo.totp(userId);
  if (!t.secret) return false;
  const code = normalise(raw);
  if (/^\d{6}$/.test(code)) return checkCode(db, userId, t.secret, code);
  const h = sha256(code);
  if (!t.recoveryHashes.includes(h)) return false;
  await repo.setTotp(userId, { recoveryHashes: t.recoveryHashes.filter((x) => x !== h) });
  return true;
}
