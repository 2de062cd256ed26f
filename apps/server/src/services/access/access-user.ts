import type { UserRow } from '@platen/db';
import type { AccessUser } from '@platen/domain/access/can';
import { ROLE_GROUPS, type RoleGroup, roleForLevel } from '@platen/domain/access/role-levels';

/** The user as the domain's `can()` sees it: role from the stored level, staff group. */
export function accessUser(u: UserRow): AccessUser {
  const group = (ROLE_GROUPS as readonly string[]).includes(u.roleGroup ?? '')
    ? (u.roleGroup as RoleGroup)
    : null;
  return {
    id: u.id,
    role: roleForLevel(u.roleLevel),
    group,
    parentUserId: u.parentUserId ?? null,
    subUserPermissions: u.subUserPermissions ?? null,
    agentType: u.agentType ?? null,
  };
}
