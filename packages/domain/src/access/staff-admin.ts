import type { Issue } from '../errors/domain-error.ts';
import { FACILITY_CODES } from '../operations/facilities.ts';
import {
  hasLevel,
  isStaffRole,
  ROLE_GROUPS,
  ROLE_LEVELS,
  type RoleGroup,
  type RoleName,
} from './role-levels.ts';

/** R-6-11: supervisor positions, and which groups each fits. */
export const SUPERVISOR_POSITIONS = {
  'Sales Supervisor': ['sales'],
  'CS Supervisor': ['cs'],
  Supervisor: ['admin', 'production', 'sales', 'cs'],
} as const satisfies Record<string, readonly RoleGroup[]>;
/** R-6-12: employee positions, and which groups each fits. */
export const EMPLOYEE_POSITIONS = {
  'BDR Rep': ['sales'],
  'AR Rep': ['admin', 'sales', 'cs'],
  'CS Rep': ['cs'],
  'Approval Rep': ['cs'],
  'Press Operator': ['production'],
  QC: ['production'],
  Picker: ['production'],
  'DTG Operator': ['production'],
  Administrator: ['admin'],
} as const satisfies Record<string, readonly RoleGroup[]>;
export type StaffPosition = keyof typeof SUPERVISOR_POSITIONS | keyof typeof EMPLOYEE_POSITIONS;
const POSITION_GROUPS: Record<string, readonly RoleGroup[]> = {
  ...SUPERVISOR_POSITIONS,
  ...EMPLOYEE_POSITIONS,
};
/** Every position, supervisors first. */
export const STAFF_POSITIONS = Object.keys(POSITION_GROUPS) as StaffPosition[];
export const isSupervisorPosition = (p: string): boolean => p in SUPERVISOR_POSITIONS;

/** Levels staff administration hands out (USER and NONE are not staff levels). */
export const STAFF_LEVELS = ['EMPLOYEE', 'MANAGE', 'ADMIN'] as const satisfies readonly RoleName[];
export type StaffLevel = (typeof STAFF_LEVELS)[number];

/** What an employee account is in: invited (link not used yet), active, or deactivated (no sign-in, no key). */
export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The staff member acting, or the employee acted on, as far as staff administration goes. */
export interface StaffMember {
  id: string;
  role: RoleName;
  group: RoleGroup | null;
}

/** The role an invitation or a change gives. */
export interface StaffAssignment {
  level: StaffLevel;
  group: RoleGroup;
  position: string;
  facility: string | null;
}

export type StaffAdminAction = 'invite' | 'change' | 'deactivate' | 'reactivate' | 'reset-two-factor';

/** MANAGE and ADMIN staff must turn two-factor sign-in on before the staff area opens to them. */
export const twoFactorRequiredFor = (level: RoleName): boolean => hasLevel(level, 'MANAGE');

const issue = (path: string, code: string, message: string): Issue => ({ path, code, message });

/** Who may administer staff at all: MANAGE (own group) and ADMIN (everyone). */
function actorRefusal(actor: StaffMember): Issue | null {
  if (!hasLevel(actor.role, 'MANAGE'))
    return issue('actor', 'not-manager', 'Only a manager or an administrator can administer staff.');
  return null;
}

/** Whether `actor` may act on a group: ADMIN any; MANAGE only their own. */
function groupRefusal(actor: StaffMember, group: RoleGroup | null, path: string): Issue | null {
  if (actor.role === 'ADMIN' || group === actor.group) return null;
  return issue(
    path,
    'other-group',
    `A manager administers only their own group (${actor.group ?? 'none'}); ask an administrator.`,
  );
}

/** The role given: a staff level no higher than the actor's, a known group, position and facility. */
function assignmentIssues(actor: StaffMember, a: StaffAssignment): Issue[] {
  const out: Issue[] = [];
  if (!(STAFF_LEVELS as readonly string[]).includes(a.level))
    out.push(issue('level', 'level', 'Choose EMPLOYEE, MANAGE or ADMIN.'));
  else if (ROLE_LEVELS[a.level] > ROLE_LEVELS[actor.role])
    out.push(
      issue(
        'level',
        'above-own-level',
        `You cannot give the ${a.level} level: it is above your own (${actor.role}).`,
      ),
    );
  if (!(ROLE_GROUPS as readonly string[]).includes(a.group))
    out.push(issue('group', 'group', 'Choose the group admin, production, sales or cs.'));
  else {
    const g = groupRefusal(actor, a.group, 'group');
    if (g) out.push(g);
  }
  const fits = POSITION_GROUPS[a.position];
  if (!fits)
    out.push(issue('position', 'position', `Choose a position from the list (${a.position} is not one).`));
  else if (!fits.includes(a.group))
    out.push(issue('position', 'position-group', `${a.position} is not a position of the ${a.group} group.`));
  else if (isSupervisorPosition(a.position) && !hasLevel(a.level, 'MANAGE'))
    out.push(issue('position', 'supervisor-level', `${a.position} needs the MANAGE or ADMIN level.`));
  if (a.facility !== null && !(FACILITY_CODES as readonly string[]).includes(a.facility))
    out.push(issue('facility', 'facility', `Choose a facility (${FACILITY_CODES.join(', ')}) or none.`));
  return out;
}

/**
 * Who may do what to whom. MANAGE and ADMIN administer staff; a manager only within their own group
 * and never above their own level; nobody gives a level above their own; nobody acts on themselves (a
 * deactivated or demoted last administrator could not undo it); only staff accounts are administered here.
 * Empty when allowed. docs/decisions/staff-admin.md.
 */
export function staffAdminIssues(
  actor: StaffMember,
  action: StaffAdminAction,
  target: StaffMember | null,
  assignment?: StaffAssignment,
): Issue[] {
  const a = actorRefusal(actor);
  if (a) return [a];
  const out: Issue[] = [];
  if (target) {
    if (target.id === actor.id)
      return [
        issue('userId', 'self', 'You cannot change your own staff account here; ask another administrator.'),
      ];
    if (!isStaffRole(target.role))
      return [issue('userId', 'not-staff', 'This account is not a staff account.')];
    const g = groupRefusal(actor, target.group, 'userId');
    if (g) return [g];
    if (ROLE_LEVELS[target.role] > ROLE_LEVELS[actor.role])
      return [
        issue(
          'userId',
          'above-own-level',
          `You cannot change a ${target.role}: that level is above your own.`,
        ),
      ];
  } else if (action !== 'invite') return [issue('userId', 'not-found', 'No such employee.')];
  if (assignment) out.push(...assignmentIssues(actor, assignment));
  return out;
}

/** Status moves: deactivate an invited or active account; reactivate only a deactivated one. */
export function statusRefusal(action: StaffAdminAction, status: StaffStatus): Issue | null {
  if (action === 'deactivate' && status === 'deactivated')
    return issue('userId', 'already-deactivated', 'This employee is already deactivated.');
  if (action === 'reactivate' && status !== 'deactivated')
    return issue('userId', 'not-deactivated', 'Only a deactivated employee can be reactivated.');
  return null;
}
