import { CUSTOMER_PERMISSIONS, type Permission, STAFF_PERMISSIONS } from './permissions.ts';
import type { RoleGroup, RoleName } from './role-levels.ts';

/** A role's default grants: what every member holds, plus extras by staff group. */
export interface RoleDefaults {
  all: readonly Permission[];
  byGroup?: Partial<Record<RoleGroup, readonly Permission[]>>;
}

/** Every staff action but changing feature flags and roles, which only ADMIN does. */
const MANAGER_STAFF_PERMISSIONS = STAFF_PERMISSIONS.filter(
  (p) => p !== 'featureFlags.manage' && p !== 'roles.manage',
);

/**
 * R-6-24 / R-6-25 (open): default permissions per role. Least privilege for employees, widened by group to what
 * the group's daily work needs; MANAGE runs the floor; only ADMIN changes feature flags and roles.
 * docs/decisions/default-role-permissions.md.
 */
export const DEFAULT_ROLE_PERMISSIONS = {
  NONE: { all: [] },
  USER: { all: CUSTOMER_PERMISSIONS },
  EMPLOYEE: {
    all: [...CUSTOMER_PERMISSIONS, 'internal.access'],
    byGroup: {
      production: ['station.use'],
      cs: ['approvals.review', 'user.assume', 'billing.manage', 'claims.review', 'crm.read', 'mail.read'],
      sales: ['user.assume', 'reports.view', 'crm.read', 'crm.write', 'promotions.view'],
      admin: MANAGER_STAFF_PERMISSIONS.filter(
        (p) =>
          p !== 'internal.access' &&
          p !== 'printers.manage' &&
          p !== 'blanks.manage' &&
          p !== 'staff.manage' &&
          p !== 'shifts.manage',
      ),
    },
  },
  MANAGE: { all: [...CUSTOMER_PERMISSIONS, ...MANAGER_STAFF_PERMISSIONS] },
  ADMIN: { all: [...CUSTOMER_PERMISSIONS, ...STAFF_PERMISSIONS] },
} as const satisfies Record<RoleName, RoleDefaults>;

/** Default permissions of a role (and staff group, when it has one). */
export function defaultPermissionsFor(role: RoleName, group?: RoleGroup | null): ReadonlySet<Permission> {
  const d: RoleDefaults = DEFAULT_ROLE_PERMISSIONS[role];
  return new Set<Permission>([...d.all, ...((group && d.byGroup?.[group]) || [])]);
}
