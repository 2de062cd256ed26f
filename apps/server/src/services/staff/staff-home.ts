import type { UserRow } from '@platen/db';
import { can } from '@platen/domain/access/can';
import { PERMISSIONS } from '@platen/domain/access/permissions';
import { homeFor } from '@platen/domain/access/staff-home';
import { accessUser } from '../access/access-user.ts';
import type { RoleRegistryKit } from '../access/role-registry.ts';

/** Where the user lands after signing in (staff: their group's home in the staff area). */
export async function homeOf(user: UserRow, roles: RoleRegistryKit): Promise<string> {
  const who = accessUser(user);
  const permissionsFor = await roles.permissionsFor();
  const held = new Set(PERMISSIONS.filter((p) => can(who, p, undefined, permissionsFor)));
  return homeFor({ role: who.role, group: who.group ?? null, isSubUser: !!who.parentUserId }, held);
}
