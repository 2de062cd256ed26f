import type { AccountSettings, GeneralSettings } from '@platen/contracts';
import { GeneralSettingsSchema } from '@platen/contracts';
import { accountsRepository, type Db, type UserRow, usersRepository } from '@platen/db';
import { TOKEN_TTL_SECONDS } from '@platen/domain/access/account-tokens';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeToken, issueToken } from './account-tokens.ts';
import { requireHolder } from './holder-proof.ts';

/** GET /api/manager2/settings/account. */
export async function accountSettings(db: Db, u: UserRow): Promise<AccountSettings> {
  const repo = accountsRepository(db);
  const parent = u.parentUserId ? await usersRepository(db).byId(u.parentUserId) : null;
  return {
    name: u.name,
    company: u.company,
    email: u.email,
    pendingEmail: await repo.pendingEmail(u.id),
    twoFactor: (await repo.totp(u.id)).secret !== null,
    parent: parent ? { email: parent.email, name: parent.name } : null,
  };
}

/**
 * PUT /api/manager2/settings/account: name and company change at once; a new e-mail needs the holder's proof
 * (current password or code; never staff assuming the account) and changes only once the link mailed to it is
 * followed (so nobody can move an account to an address they do not read).
 */
export async function updateAccount(
  db: Db,
  mail: Mailer,
  u: UserRow,
  p: {
    name?: string | undefined;
    company?: string | null | undefined;
    email?: string | undefined;
    currentPassword?: string | undefined;
    code?: string | undefined;
  },
  origin: string,
) {
  const repo = accountsRepository(db);
  if (p.email && p.email !== u.email) await requireHolder(db, u, 'email', p);
  if (p.name !== undefined || p.company !== undefined)
    await repo.updateProfile(u.id, { name: p.name, company: p.company });
  if (p.email && p.email !== u.email) {
    if (await repo.emailTaken(p.email)) {
      throw new AppError('validation', 'Another account uses this e-mail.', {
        issues: [{ path: 'body.email', message: 'Another account uses this e-mail.' }],
      });
    }
    await db.transaction(async (tx) => {
      await accountsRepository(tx).voidTokens(u.id, 'email-change');
      const { link } = await issueToken(tx, 'email-change', u.id, origin, { email: p.email });
      await mail.send(
        p.email!,
        'email-change',
        {
          name: p.name ?? u.name,
          newEmail: p.email!,
          link,
          validHours: TOKEN_TTL_SECONDS['email-change'] / 3600,
        },
        { db: tx },
      );
    });
  }
  const fresh = (await usersRepository(db).byId(u.id)) ?? u;
  return accountSettings(db, fresh);
}

/** POST /api/manager2/settings/account/confirm-email: the mailed link's token makes the new e-mail the sign-in. */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'email-change', token);
    const email = String(row.data.email);
    const repo = accountsRepository(tx);
    if (await repo.emailTaken(email)) throw new AppError('conflict', 'Another account uses this e-mail now.');
    await repo.updateProfile(row.userId, { email });
    return { email };
  });
}

/** GET /api/manager2/settings/general: stored defaults over the schema's defaults. */
export async function generalSettings(db: Db, userId: string): Promise<GeneralSettings> {
  const stored = await accountsRepository(db).settings(userId);
  const r = GeneralSettingsSchema.safeParse(stored);
  return r.success ? r.data : GeneralSettingsSchema.parse({});
}

export async function saveGeneralSettings(
  db: Db,
  userId: string,
  s: GeneralSettings,
): Promise<GeneralSettings> {
  await accountsRepository(db).setSettings(userId, s);
  return s;
}
