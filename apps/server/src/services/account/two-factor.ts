import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  accountsRepository,
  type Db,
  rateLimitsRepository,
  secretsRepository,
  type UserRow,
  usersRepository,
} from '@platen/db';
import { ACCOUNT_LIMITS } from '@platen/domain/access/account-tokens';
import { generateSecret, generateURI } from 'otplib';
import { AppError } from '../../errors/app-error.ts';
import { refuseAssumed, requireHolder } from './holder-proof.ts';
import { checkCode, normalise, secondFactorOk, sha256 } from './second-factor.ts';

const ISSUER = 'Platen';
/** How long the step between password and code may take. */
const TICKET_TTL_MS = 5 * 60_000;
const RECOVERY_CODES = 10;

/** The QR code of an otpauth URL as an SVG data URL (bwip-js, drawn as vectors: no image decoding). */
async function qrDataUrl(text: string): Promise<string> {
  const bwip = await import('bwip-js/node');
  const svg = bwip.default.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * POST /auth/totp/setup: a new secret to scan (kept pending until a code from it is confirmed). Only the holder,
 * with the current password or (already on) a current code: never staff assuming the account, never a session
 * alone (holder-proof.ts).
 */
export async function setupTotp(
  db: Db,
  user: UserRow,
  proof: { currentPassword?: string | undefined; code?: string | undefined },
) {
  await requireHolder(db, user, 'two-factor', proof);
  const secret = generateSecret();
  await accountsRepository(db).setTotp(user.id, { pendingSecret: secret });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  return { secret, otpauthUrl, qrCode: await qrDataUrl(otpauthUrl) };
}

/** POST /auth/totp/enable: a code from the pending secret turns two-factor on; answers the recovery codes once. */
export async function enableTotp(db: Db, user: UserRow, code: string) {
  refuseAssumed(user, 'two-factor');
  const repo = accountsRepository(db);
  const t = await repo.totp(user.id);
  if (!t.pendingSecret) throw new AppError('conflict', 'Start the set-up again: scan a new QR code.');
  if (!(await checkCode(db, user.id, t.pendingSecret, normalise(code)))) {
    throw new AppError('validation', 'That code is not right. Enter the 6 digits your app shows now.', {
      issues: [{ path: 'body.code', message: 'That code is not right.' }],
    });
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await repo.setTotp(user.id, {
    secret: t.pendingSecret,
    pendingSecret: null,
    recoveryHashes: recoveryCodes.map((c) => sha256(normalise(c))),
  });
  return { recoveryCodes };
}

/** POST /auth/totp/disable: needs a current code (or a recovery code). */
export async function disableTotp(db: Db, user: UserRow, code: string) {
  refuseAssumed(user, 'two-factor');
  if (!(await secondFactorOk(db, user.id, code)))
    throw new AppError('validation', 'That code is not right.', {
      issues: [{ path: 'body.code', message: 'That code is not right.' }],
    });
  await accountsRepository(db).setTotp(user.id, { secret: null, pendingSecret: null, recoveryHashes: [] });
}

/** Whether the user must give a second factor at sign-in. */
export async function needsTotp(db: Db, userId: string): Promise<boolean> {
  return (await accountsRepository(db).totp(userId)).secret !== null;
}

async function ticketKey(db: Db) {
  return secretsRepository(db).getOrCreate('totp-ticket', () => randomBytes(32).toString('hex'));
}

/** A short-lived signed ticket: the password was right for this user; the code is still owed. */
export async function issueTicket(db: Db, userId: string): Promise<string> {
  const body = `${userId}.${Date.now() + TICKET_TTL_MS}`;
  const mac = createHmac('sha256', await ticketKey(db))
    .update(body)
    .digest('base64url');
  return `${Buffer.from(body).toString('base64url')}.${mac}`;
}

/**
 * POST /auth/totp/user: the ticket from the password step and a code. Five wrong codes per user in five minutes
 * are refused with 429 (a 6-digit code cannot be guessed in that budget). Returns the user to sign in.
 */
export async function completeTotpLogin(db: Db, ticket: string, code: string): Promise<UserRow> {
  const [b64 = '', mac = ''] = ticket.split('.');
  const body = Buffer.from(b64, 'base64url').toString('utf8');
  const want = createHmac('sha256', await ticketKey(db))
    .update(body)
    .digest('base64url');
  const [userId = '', exp = '0'] = body.split('.');
  const valid = mac.length === want.length && timingSafeEqual(Buffer.from(mac), Buffer.from(want));
  if (!valid || Number(exp) < Date.now()) {
    throw new AppError('unauthorized', 'Your sign-in took too long. Enter your password again.');
  }
  if (process.env.PLATEN_RATE_LIMIT !== 'off') {
    const { max, windowSeconds } = ACCOUNT_LIMITS.totpPerUser;
    const { hits, resetIn } = await rateLimitsRepository(db).hit(`totp:${userId}`, windowSeconds);
    if (hits > max)
      throw new AppError('rate_limited', `Too many codes tried. Try again in ${resetIn} seconds.`, {
        headers: { 'retry-after': String(resetIn) },
      });
  }
  if (!(await secondFactorOk(db, userId, code))) {
    throw new AppError('unauthorized', 'That code is not right. Enter the 6 digits your app shows now.');
  }
  await rateLimitsRepository(db).clear(`totp:${userId}`);
  const user = await usersRepository(db).byId(userId);
  if (!user) throw new AppError('unauthorized', 'Enter your password again.');
  return user;
}
