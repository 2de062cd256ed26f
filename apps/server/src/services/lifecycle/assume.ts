import { type Db, sessionsRepository, type UserRow, usersRepository } from '@platen/db';
import { assumeUser, unassumeUser } from '@platen/domain/access/assume-user';
import type { PermissionsFor } from '@platen/domain/access/can';
import { AppError, notFound } from '../../errors/app-error.ts';
import { accessUser } from '../access/access-user.ts';

/** R-6-20: the session `sessionId` of `actor` starts acting as `targetId` (docs/decisions/assume-user.md). */
export async function assume(
  db: Db,
  sessionId: string | null,
  actor: UserRow,
  targetId: string,
  permissionsFor?: PermissionsFor,
) {
  if (!sessionId) throw new AppError('forbidden', 'Assuming a user needs a signed-in session.');
  const target = await usersRepository(db).byId(targetId);
  if (!target) throw notFound('User');
  const r = assumeUser(
    { userId: actor.id, assumedBy: actor.assumedBy?.id ?? null },
    accessUser(actor),
    { ...accessUser(target), id: target.id },
    permissionsFor,
  );
  if (!r.ok) {
    const issue = r.issues[0]!;
    throw new AppError(issue.code === 'assume-nested' ? 'conflict' : 'forbidden', issue.message);
  }
  await sessionsRepository(db).setActing(sessionId, r.value.userId, r.value.assumedBy ?? null);
  return target;
}

/** R-6-21: back to the staff member's own account. */
export async function unassume(db: Db, sessionId: string | null, current: UserRow) {
  const r = unassumeUser({ userId: current.id, assumedBy: current.assumedBy?.id ?? null });
  if (!r.ok || !sessionId) throw new AppError('conflict', r.ok ? 'No session.' : r.issues[0]!.message);
  await sessionsRepository(db).setActing(sessionId, r.value.userId, null);
  const staff = await usersRepository(db).byId(r.value.userId);
  if (!staff) throw notFound('User');
  return staff;
}
