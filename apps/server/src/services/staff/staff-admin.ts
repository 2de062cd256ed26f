import { randomUUID } from 'node:crypto';
import type { StaffAuditEvent, StaffListResponse, StaffMember } from '@platen/contracts';
import {
  accountsRepository,
  type Db,
  type Queryable,
  type StaffAuditRow,
  type StaffRow,
  staffRepository,
  type UserRow,
  usersRepository,
} from '@platen/db';
import { TOKEN_TTL_SECONDS } from '@platen/domain/access/account-tokens';
import { ROLE_GROUPS, ROLE_LEVELS, roleForLevel } from '@platen/domain/access/role-levels';
import {
  EMPLOYEE_POSITIONS,
  isSupervisorPosition,
  STAFF_LEVELS,
  type StaffAdminAction,
  type StaffAssignment,
  type StaffMember as DomainStaffMember,
  SUPERVISOR_POSITIONS,
  staffAdminIssues,
  statusRefusal,
  twoFactorRequiredFor,
} from '@platen/domain/access/staff-admin';
import type { Issue } from '@platen/domain/errors/domain-error';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { AppError } from '../../errors/app-error.ts';
import { accessUser } from '../access/access-user.ts';
import { issueToken } from '../account/account-tokens.ts';
import { apiKeyHash, newApiKey } from '../api-keys.ts';
import type { Mailer } from '../mail/mailer.ts';

/** An impossible password hash (verifyPassword refuses it): an invited employee signs in only after the link. */
const NO_PASSWORD_YET = 'invited';
const AUDIT_LIMIT = 100;

const member = (u: { id: string; roleLevel: number; roleGroup?: string | null }): DomainStaffMember => {
  const a = accessUser({
    id: u.id,
    email: '',
    name: '',
    company: null,
    roleLevel: u.roleLevel,
    roleGroup: u.roleGroup ?? null,
  });
  return { id: u.id, role: a.role, group: a.group ?? null };
};

/** 403 with the rule's sentence (a refusal of who may act), 422 for a role that cannot be given. */
function refuse(issues: Issue[]): never {
  const first = issues[0]!;
  const forbidden = ['not-manager', 'other-group', 'above-own-level', 'self', 'not-staff'].includes(
    first.code ?? '',
  );
  throw new AppError(forbidden ? 'forbidden' : 'unprocessable', first.message, {
    issues: issues.map((i) => ({ ...i, path: `body.${i.path}` })),
  });
}

export const toStaffMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  level: roleForLevel(r.roleLevel),
  group: r.roleGroup,
  position: r.position,
  facility: r.facility,
  status: r.status,
  twoFactorRequired: r.twoFactorRequired,
  twoFactorOn: r.twoFactorOn,
  lastSignInAt: r.lastSignInAt,
});

const ACTION_WORDS: Record<string, string> = {
  invite: 'invited',
  change: 'changed the role of',
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  'reset-two-factor': 'reset the two-factor sign-in of',
  accept: 'accepted the invitation:',
};

/** One audit row as a sentence: "admin@… invited ann@… as EMPLOYEE cs, CS Rep (FRESNO)". */
function auditEvent(a: StaffAuditRow): StaffAuditEvent {
  const d = a.detail as { level?: string; group?: string; position?: string; facility?: string | null };
  const role = d.level
    ? ` ${a.action === 'change' ? 'to' : 'as'} ${d.level} ${d.group}, ${d.position}${d.facility ? ` (${d.facility})` : ''}`
    : '';
  const words = ACTION_WORDS[a.action] ?? a.action;
  return {
    id: a.id,
    at: a.at,
    actorEmail: a.actorEmail,
    targetEmail: a.targetEmail,
    action: a.action,
    summary:
      a.action === 'accept'
        ? `${a.targetEmail} accepted the invitation`
        : `${a.actorEmail} ${words} ${a.targetEmail}${role}`,
  };
}

/** The choices the invitation form offers the actor: levels up to their own, their group (MANAGE) or all. */
function choicesFor(actor: DomainStaffMember): StaffListResponse['choices'] {
  const groups = actor.role === 'ADMIN' ? [...ROLE_GROUPS] : actor.group ? [actor.group] : [];
  const positions = Object.entries({ ...SUPERVISOR_POSITIONS, ...EMPLOYEE_POSITIONS }).map(([name, g]) => ({
    name,
    groups: g.filter((x) => groups.includes(x)),
    supervisor: isSupervisorPosition(name),
  }));
  return {
    levels: STAFF_LEVELS.filter((l) => ROLE_LEVELS[l] <= ROLE_LEVELS[actor.role]),
    groups,
    positions: positions.filter((p) => p.groups.length > 0),
    facilities: [...FACILITY_CODES],
  };
}

/** GET /api/internal/staff: employees the actor administers (a manager: their group), choices, audit log. */
export async function listStaff(db: Db, actorRow: UserRow): Promise<StaffListResponse> {
  const actor = member(actorRow);
  const group = actor.role === 'ADMIN' ? null : (actor.group ?? '-');
  const repo = staffRepository(db);
  const [rows, audit] = [await repo.list(group), await repo.auditLog(group, AUDIT_LIMIT)];
  return {
    youId: actorRow.id,
    employees: rows.map(toStaffMember),
    audit: audit.map(auditEvent),
    choices: choicesFor(actor),
  };
}

const roleFields = (a: StaffAssignment) => ({
  roleLevel: ROLE_LEVELS[a.level],
  roleGroup: a.group,
  position: a.position,
  facility: a.facility,
  twoFactorRequired: twoFactorRequiredFor(a.level),
});

async function audit(
  db: Queryable,
  actor: UserRow,
  target: { id: string; email: string },
  action: string,
  detail: object,
) {
  await staffRepository(db).audit({
    actorId: actor.id,
    actorEmail: actor.email,
    targetId: target.id,
    targetEmail: target.email,
    action,
    detail: detail as Record<string, unknown>,
  });
}

/**
 * POST /api/internal/staff: makes the employee's account (invited: no password yet) and mails them a one-time
 * link (3 days) to choose a password. MANAGE and ADMIN must also turn two-factor on before the staff area opens.
 */
export async function inviteEmployee(
  db: Db,
  mail: Mailer,
  actor: UserRow,
  input: StaffAssignment & { email: string; name: string },
  origin: string,
): Promise<StaffMember> {
  const { email, name, ...assignment } = input;
  const issues = staffAdminIssues(member(actor), 'invite', null, assignment);
  if (issues.length) refuse(issues);
  if (await usersRepository(db).byEmail(email))
    throw new AppError('conflict', `${email} already has a Platen account; invite another e-mail.`, {
      issues: [{ path: 'body.email', message: `${email} already has a Platen account.` }],
    });
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const row = await staffRepository(tx).insertInvited({
      id,
      email,
      name,
      passwordHash: NO_PASSWORD_YET,
      apiKeyHash: apiKeyHash(newApiKey()),
      ...roleFields(assignment),
    });
    if (!row) throw new AppError('conflict', `${email} already has a Platen account; invite another e-mail.`);
    const { link } = await issueToken(tx, 'staff-invite', id, origin);
    const role = `${assignment.level} ${assignment.group}, ${assignment.position}`;
    const twoFactor = twoFactorRequiredFor(assignment.level);
    const validHours = TOKEN_TTL_SECONDS['staff-invite'] / 3600;
    await mail.send(
      email,
      'staff-invite',
      { name, inviter: actor.name, role, link, validHours, twoFactor },
      { db: tx },
    );
    await audit(tx, actor, row, 'invite', assignment);
    return toStaffMember(row);
  });
}

/** The employee acted on, after the rules for `action` allowed it (404 when there is no such account). */
async function allowedTarget(
  db: Queryable,
  actor: UserRow,
  userId: string,
  action: StaffAdminAction,
  assignment?: StaffAssignment,
): Promise<StaffRow> {
  const row = await staffRepository(db).byId(userId);
  if (!row) throw new AppError('not_found', 'No such employee.');
  const issues = staffAdminIssues(member(actor), action, member(row), assignment);
  const status = statusRefusal(action, row.status);
  if (status) issues.push(status);
  if (issues.length) {
    if (issues[0]!.code === 'not-staff') throw new AppError('not_found', 'No such employee.');
    if (status && issues.length === 1) throw new AppError('conflict', status.message);
    refuse(issues);
  }
  return row;
}

/** PUT /api/internal/staff/:userId: a new level, group, position or facility (cached sessions see it next). */
export async function changeEmployee(db: Db, actor: UserRow, userId: string, a: StaffAssignment) {
  return db.transaction(async (tx) => {
    const row = await allowedTarget(tx, actor, userId, 'change', a);
    await staffRepository(tx).setRole(userId, roleFields(a));
    await audit(tx, actor, row, 'change', { ...a, from: `${roleForLevel(row.roleLevel)} ${row.roleGroup}` });
    return toStaffMember((await staffRepository(tx).byId(userId))!);
  });
}

/**
 * POST /api/internal/staff/:userId/deactivate: sign-in refused, every session ended and the API key replaced at
 * once (no overlap). Reactivating does not bring old sessions or the old key back.
 */
export async function setEmployeeActive(db: Db, actor: UserRow, userId: string, active: boolean) {
  const action = active ? 'reactivate' : 'deactivate';
  return db.transaction(async (tx) => {
    const row = await allowedTarget(tx, actor, userId, action);
    const repo = staffRepository(tx);
    if (active) await repo.setStatus(userId, 'active');
    else {
      await repo.setStatus(userId, 'deactivated');
      await accountsRepository(tx).revokeSessions(userId);
      await usersRepository(tx).rotateApiKey(userId, apiKeyHash(newApiKey()), 0);
    }
    await audit(tx, actor, row, action, { group: row.roleGroup });
    return toStaffMember((await repo.byId(userId))!);
  });
}

/** POST /api/internal/staff/:userId/reset-two-factor: two-factor off; the employee sets it up again. */
export async function resetEmployeeTwoFactor(db: Db, actor: UserRow, userId: string) {
  return db.transaction(async (tx) => {
    const row = await allowedTarget(tx, actor, userId, 'reset-two-factor');
    await staffRepository(tx).resetTwoFactor(userId);
    await audit(tx, actor, row, 'reset-two-factor', { group: row.roleGroup });
    return toStaffMember((await staffRepository(tx).byId(userId))!);
  });
}
