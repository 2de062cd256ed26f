import { randomUUID } from 'node:crypto';
import type { SubUser } from '@platen/contracts';
import { accountsRepository, type Db, type UserRow, usersRepository } from '@platen/db';
import { TOKEN_TTL_SECONDS } from '@platen/domain/access/account-tokens';
import type { AgentType, SubUserGrants } from '@platen/domain/access/sub-user-permissions';
import { AppError } from '../../errors/app-error.ts';
import { apiKeyHash, newApiKey } from '../api-keys.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword } from '../passwords.ts';
import { consumeToken, issueToken, peekToken } from './account-tokens.ts';
import { checkNewPassword } from './password-reset.ts';

export interface Invitee {
  email: string;
  permissions?: SubUserGrants | undefined;
  agentType?: AgentType | null | undefined;
}

/** Only grants that are true are kept (least privilege: anything else is "not granted"). */
const cleanGrants = (g: SubUserGrants | undefined): SubUserGrants =>
  Object.fromEntries(Object.entries(g ?? {}).filter(([, v]) => v === true));

/**
 * POST /auth/addSubUsers: mails each invitee a one-time link (3 days) that opens /auth/invite, where they set a
 * name and password (POST /auth/registerSubUser). The grants travel in the token's row, never in the link.
 * An e-mail that already has an account is refused (a user belongs to one account).
 */
export async function inviteSubUsers(
  db: Db,
  mail: Mailer,
  parent: UserRow,
  invitees: Invitee[],
  origin: string,
) {
  const users = usersRepository(db);
  for (const i of invitees) {
    if (await users.byEmail(i.email)) {
      throw new AppError('conflict', `${i.email} already has a Platen account; invite another e-mail.`, {
        issues: [{ path: 'body.users', message: `${i.email} already has a Platen account.` }],
      });
    }
  }
  await db.transaction(async (tx) => {
    for (const i of invitees) {
      const { link } = await issueToken(tx, 'invite', parent.id, origin, {
        email: i.email,
        permissions: cleanGrants(i.permissions),
        agentType: i.agentType ?? null,
      });
      await mail.send(
        i.email,
        'invite',
        { inviter: parent.name, company: parent.company, link, validHours: TOKEN_TTL_SECONDS.invite / 3600 },
        { db: tx },
      );
    }
  });
  return listTeam(db, parent.id);
}

/** POST /auth/registerSubUser: the invitation's link makes the account, a sub-user of the inviter. */
export async function registerSubUser(db: Db, input: { token: string; name: string; password: string }) {
  // The link and the policy first: the slow hash runs only for a registration that then succeeds.
  const email = String((await peekToken(db, 'invite', input.token)).data.email);
  checkNewPassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'invite', input.token);
    const parent = await usersRepository(tx).byId(row.userId);
    if (!parent) throw new AppError('bad_request', 'This link is not valid. Ask for a new one.');
    const user = await usersRepository(tx).insert({
      id: randomUUID(),
      email,
      name: input.name,
      company: parent.company,
      passwordHash,
      apiKeyHash: apiKeyHash(newApiKey()),
      roleLevel: 0,
    });
    if (!user) throw new AppError('conflict', `${email} already has a Platen account; sign in instead.`);
    const grants = (row.data.permissions ?? {}) as SubUserGrants;
    const agentType = (row.data.agentType ?? null) as AgentType | null;
    await accountsRepository(tx).setSubUser(user.id, parent.id, grants, agentType);
    return { ...user, parentUserId: parent.id, subUserPermissions: grants, agentType };
  });
}

/** GET /api/manager2/settings/teams: members, then invitations still open. */
export async function listTeam(db: Db, parentId: string): Promise<{ users: SubUser[] }> {
  const members = await accountsRepository(db).subUsers(parentId);
  const open = await accountsRepository(db).openInvites(parentId);
  return {
    users: [
      ...members.map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name,
        permissions: m.subUserPermissions ?? {},
        agentType: m.agentType ?? null,
        pending: false,
      })),
      ...open.map((r) => ({
        id: `invite:${r.email}`,
        email: r.email,
        name: '',
        permissions: (r.permissions ?? {}) as SubUserGrants,
        agentType: (r.agentType ?? null) as AgentType | null,
        pending: true,
      })),
    ],
  };
}

/** PUT /api/manager2/settings/teams/:userId: only the parent changes a member's grants or agent type. */
export async function setMemberGrants(
  db: Db,
  parentId: string,
  userId: string,
  grants: SubUserGrants,
  agentType: AgentType | null,
) {
  const member = await usersRepository(db).byId(userId);
  if (!member || member.parentUserId !== parentId) {
    throw new AppError('not_found', 'No such member in your team.');
  }
  await accountsRepository(db).setSubUser(userId, parentId, cleanGrants(grants), agentType);
  return listTeam(db, parentId);
}
