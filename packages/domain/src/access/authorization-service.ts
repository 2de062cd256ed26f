import { fail, ok, type Result } from '../errors/domain-error.ts';
import { DEFAULT_ROLE_PERMISSIONS, defaultPermissionsFor } from './default-role-permissions.ts';
import { isPermission, isStaffPermission, PERMISSIONS, type Permission } from './permissions.ts';
import { ROLE_GROUPS, ROLE_LEVELS, ROLE_NAMES, type RoleGroup, type RoleName } from './role-levels.ts';

/** A stored role: a level, an optional staff group and an accessibility value per permission. */
export interface RoleRecord {
  id: string;
  identifier: string;
  role: RoleName;
  level: number;
  group: RoleGroup | null;
  /** true = accessible, false = explicitly refused; a missing permission is refused. */
  permissions: Readonly<Partial<Record<Permission, boolean>>>;
}

/** The authorization service's state: roles in a stable order. */
export interface RoleRegistry {
  roles: readonly RoleRecord[];
}

/** Identifier of the stored role for a level and group ("employee-cs", "manage", "user"). */
export const roleIdentifier = (role: RoleName, group?: RoleGroup | null): string =>
  group && 'byGroup' in DEFAULT_ROLE_PERMISSIONS[role]
    ? `${role.toLowerCase()}-${group}`
    : role.toLowerCase();

/** Default registry: one role per level, and one per staff group where the level has group extras. */
export function defaultRoleRegistry(): RoleRegistry {
  const roles: RoleRecord[] = [];
  for (const role of ROLE_NAMES) {
    // Group-less staff (no group recorded yet) get the level's base role.
    const groups: (RoleGroup | null)[] =
      'byGroup' in DEFAULT_ROLE_PERMISSIONS[role] ? [null, ...ROLE_GROUPS] : [null];
    for (const group of groups) {
      const identifier = roleIdentifier(role, group);
      const granted = defaultPermissionsFor(role, group);
      const permissions: Partial<Record<Permission, boolean>> = {};
      for (const p of PERMISSIONS) permissions[p] = granted.has(p);
      roles.push({
        id: `role-${identifier}`,
        identifier,
        role,
        level: ROLE_LEVELS[role],
        group,
        permissions,
      });
    }
  }
  return { roles };
}

/** R-6-09: a role by id or by identifier. */
export const findRole = (registry: RoleRegistry, idOrIdentifier: string): RoleRecord | undefined =>
  registry.roles.find((r) => r.id === idOrIdentifier || r.identifier === idOrIdentifier);

/** R-6-08: every permission the service knows. */
export const listPermissions = (): readonly Permission[] => PERMISSIONS;

/** R-6-07: may a role (by id or identifier) perform a permission? Unknown roles and permissions are refused. */
export function authorize(registry: RoleRegistry, roleRef: string, permission: string): boolean {
  const role = findRole(registry, roleRef);
  return !!role && isPermission(permission) && role.permissions[permission] === true;
}

/** A change of one permission on a role: the new registry, or why not. */
export type RolePermissionChange = (
  registry: RoleRegistry,
  roleRef: string,
  permission: string,
  accessible: boolean,
) => Result<RoleRegistry>;

/**
 * R-6-10: grant (accessible true) or revoke (false) a permission on a role; returns a new registry. NONE
 * cannot be granted anything and staff permissions cannot be granted to the customer role.
 */
export const setRolePermission: RolePermissionChange = (registry, roleRef, permission, accessible) => {
  const role = findRole(registry, roleRef);
  if (!role) return fail([{ path: 'role', message: `Unknown role ${roleRef}`, code: 'unknown-role' }]);
  if (!isPermission(permission))
    return fail([
      { path: 'permission', message: `Unknown permission ${permission}`, code: 'unknown-permission' },
    ]);
  if (accessible && role.level < ROLE_LEVELS.EMPLOYEE && isStaffPermission(permission))
    return fail([{ path: 'permission', message: `${permission} is for staff only`, code: 'staff-only' }]);
  if (accessible && role.role === 'NONE')
    return fail([{ path: 'role', message: 'NONE cannot hold permissions', code: 'none-role' }]);
  const updated: RoleRecord = { ...role, permissions: { ...role.permissions, [permission]: accessible } };
  return ok({ roles: registry.roles.map((r) => (r === role ? updated : r)) });
};

/** Permissions a registry role grants, as a set (for `can`). */
export function grantedPermissions(
  registry: RoleRegistry,
  role: RoleName,
  group?: RoleGroup | null,
): Set<Permission> {
  const record = findRole(registry, roleIdentifier(role, group)) ?? findRole(registry, roleIdentifier(role));
  const out = new Set<Permission>();
  if (!record) return out;
  for (const p of PERMISSIONS) if (record.permissions[p] === true) out.add(p);
  return out;
}
