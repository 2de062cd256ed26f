import { passwordIssue } from '@platen/domain/access/password-policy';
import { accountsRepository, type Db, usersRepository } from '@platen/db';
import { TOKEN_TTL_SECONDS } from '@platen/domain/access/account-tokens';
import { AppError } from '../../errors/app-error.ts';
import { isCommonPassword } from '../common-passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { consumeToken, issueToken } from './account-tokens.ts';

/** The password policy (#13.8) as a 400 on `body.password`. */
export function checkNewPassword(password: string, email: string) {
  const issue = passwordIssue(password, { email, isCommon: isCommonPassword });
  if (issue) {
    throw new AppError('validation', issue.message, {
      issues: [{ path: 'body.password', message: issue.message, code: issue.code }],
    });
  }
}

/**
 * POST /auth/forgot: when the e-mail has an account, voids its older reset links and mails a new one (1 hour,
 * single use). Unknown e-mails get the same answer and no mail: the caller always answers 202.
 */
export async function requestPasswordReset(db: Db, mail: Mailer, email: string, origin: string) {
  const user = await usersRepository(db).byEmail(email);
  if (!user) return;
  await db.transaction(async (tx) => {
    await accountsRepository(tx).voidTokens(user.id, 'reset');
    const { link } = await issueToken(tx, 'reset', user.id, origin);
    await mail.send(
      user.email,
      'reset',
      { name: user.name, link, validMinutes: TOKEN_TTL_SECONDS.reset / 60 },
      { db: tx },
    );
  });
}

/** POST /auth/reset: a valid link sets the new password and signs every session of the account out. */
export async function resetPassword(db: Db, t: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'reset', t);
    const user = await usersRepository(tx).byId(row.userId);
    if (!user) throw new AppError('bad_request', 'This link is not valid. Ask for a new one.');
    checkNewPassword(password, user.email);
    await usersRepository(tx).setPasswordHash(user.id, passwordHash);
    await accountsRepository(tx).revokeSessions(user.id);
  });
}

/**
 * POST /auth/change: the current password must be right; the new one passes the policy. Other sessions of the
 * account are signed out; this one stays.
 */
export async function changePassword(
  db: Db,
  user: { id: string; email: string },
  currentPassword: string,
  password: string,
  sessionId: string | null,
) {
  const stored = await accountsRepository(db).passwordHash(user.id);
  if (!stored || !(await verifyPassword(currentPassword, stored))) {
    throw new AppError('validation', 'Your current password is not right.', {
      issues: [{ path: 'body.currentPassword', message: 'Your current password is not right.' }],
    });
  }
  checkNewPassword(password, user.email);
  await usersRepository(db).setPasswordHash(user.id, await hashPassword(password));
  await accountsRepository(db).revokeSessions(user.id, sessionId);
}
