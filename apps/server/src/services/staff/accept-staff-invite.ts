import { type Db, staffRepository, type UserRow, usersRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { consumeToken, peekToken } from '../account/account-tokens.ts';
import { checkNewPassword } from '../account/password-reset.ts';
import { hashPassword } from '../passwords.ts';

/**
 * POST /auth/staff-invite: the invitation's link sets the invited employee's name and password and makes the
 * account active (audited). The link and the password policy are checked before the slow hash.
 */
export async function acceptStaffInvite(
  db: Db,
  input: { token: string; name: string; password: string },
): Promise<UserRow> {
  const peeked = await peekToken(db, 'staff-invite', input.token);
  const invited = await usersRepository(db).byId(peeked.userId);
  if (!invited) throw new AppError('bad_request', 'This link is not valid. Ask for a new one.');
  checkNewPassword(input.password, invited.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await consumeToken(tx, 'staff-invite', input.token);
    const repo = staffRepository(tx);
    if (!(await repo.activate(invited.id, input.name, passwordHash)))
      throw new AppError('bad_request', 'This invitation was withdrawn. Ask your manager for a new one.');
    await repo.audit({
      actorId: invited.id,
      actorEmail: invited.email,
      targetId: invited.id,
      targetEmail: invited.email,
      action: 'accept',
      detail: { group: invited.roleGroup ?? null },
    });
    return (await usersRepository(tx).byId(invited.id))!;
  });
}
