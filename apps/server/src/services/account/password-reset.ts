import { passwordIssue } from '@platen/domain/access/password-policy';
import { accountsRepository, type Db, usersRepository } from '@platen/db';
import { TOKEN_REFUSALS, TOKEN_TTL_SECONDS } from '@platen/domain/access/account-tokens';
import { AppError } from '../../errors/app-error.ts';
import { isCommonPassword } from '../common-passwords.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { consumeToken, issueToken, peekToken } from './account-tokens.ts';

/** The password policy as a 400 on `body.password`. */
export function checkNewPassword(password: string, email: string) {
  const issue = passwordIssue(password, { email, isCommon: isCommonPassword });
  if (issue) {
    throw new AppError('validation', issue.message, {
      issues: [{ path: 'body.password', message: issue.message, code: issue.code }],
    });
  }
}

/**
 * POST /auth/forgot: the answer does the same work for every e-mail (it only hands the request to the mailer's
 * background queue), so its timing tells nothing about which e-mails have accounts. In the background, when the
 * e-mail has an account, its older reset links are voided and a new one is mailed (1 hour, single use).
 */
export function requestPasswordReset(db: Db, mail: Mailer, email: string, origin: string): void {
  mail.background('password reset mail', () => mailResetLink(db, mail, email, origin));
}

/** The background half of POST /auth/forgot: a new reset link by mail when the e-mail has an account. */
export async function mailResetLink(db: Db, mail: Mailer, email: string, origin: string) {
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

/**
 * POST /auth/reset: a valid link sets the new password and signs every session of the account out. The link and
 * the policy are checked before the password is hashed, so a wrong link answers at once: hashing (the slow step)
 * happens only for a reset that then succeeds, and its time shows nothing the answer does not say.
 */
export async function resetPassword(db: Db, t: string, password: string) {
  const row = await peekToken(db, 'reset', t);
  const user = await usersRepository(db).byId(row.userId);
  if (!user) throw new AppError('bad_request', TOKEN_REFUSALS.unknown);
  checkNewPassword(password, user.email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await consumeToken(tx, 'reset', t);
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
