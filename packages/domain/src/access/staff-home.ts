import type { Permission } from './permissions.ts';
import { isStaffRole, type RoleGroup, type RoleName } from './role-levels.ts';
import { matchRoute } from './route-table.ts';

/** Where a customer lands after signing in: the order base. */
export const CUSTOMER_HOME = '/order/v2';
/** The staff area's own home: every screen the member may open. */
export const STAFF_AREA_HOME = '/internal/dashboard';

/**
 * Each group's home after sign-in, in order of preference (the first the member may open wins).
 * Production picks a station (and sees the board); cs reviews approvals and claims; sales works accounts;
 * admin gets the whole staff area.
 */
export const STAFF_HOMES: Record<RoleGroup, readonly string[]> = {
  production: ['/internal/dashboard/stations', '/internal/dashboard/board'],
  cs: ['/internal/dashboard/approvals', '/internal/dashboard/claims'],
  sales: ['/internal/dashboard/accounts'],
  admin: [STAFF_AREA_HOME],
};

/** Where `user` lands after signing in: staff in their group's home in the staff area, customers ordering. */
export function homeFor(
  user: { role: RoleName; group: RoleGroup | null; isSubUser?: boolean },
  held: ReadonlySet<Permission>,
): string {
  if (user.isSubUser || !isStaffRole(user.role) || !held.has('internal.access')) return CUSTOMER_HOME;
  for (const path of user.group ? STAFF_HOMES[user.group] : []) {
    const needs = matchRoute(path)?.route.requires;
    if (!needs || held.has(needs)) return path;
  }
  return STAFF_AREA_HOME;
}
