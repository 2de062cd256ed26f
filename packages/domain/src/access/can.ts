import { defaultPermissionsFor } from './default-role-permissions.ts';
import { type CustomerPermission, isStaffPermission, type Permission } from './permissions.ts';
import { isStaffRole, type RoleGroup, type RoleName } from './role-levels.ts';
import {
  type AgentType,
  effectiveSubUserGrants,
  hasSubUserPermission,
  type SubUserGrants,
  type SubUserPermission,
} from './sub-user-permissions.ts';

/** Who is asking: the signed-in (or assumed) user. */
export interface AccessUser {
  id?: string;
  role: RoleName;
  group?: RoleGroup | null;
  /** Set for sub-users: the account they work under (R-1-04). */
  parentUserId?: string | null;
  subUserPermissions?: SubUserGrants | null;
  agentType?: AgentType | null;
}

/** What is acted on: its owning account and, for account resources, the (sub-)user who created it. */
export interface AccessResource {
  ownerId?: string | null;
  createdBy?: string | null;
}

/** Role permissions source (defaults, or a registry's `grantedPermissions`). */
export type PermissionsFor = (role: RoleName, group?: RoleGroup | null) => ReadonlySet<Permission>;

/**
 * O-6-07 / R-6-13..17 (open): which sub-user permission unlocks each customer action (any of). account.manage
 * (account, API keys, teams) stays with the parent: no sub-user permission unlocks it.
 */
export const SUB_USER_REQUIREMENTS = {
  'order.place': ['shop'],
  'order.history': ['order'],
  'design.access': ['shop', 'view'],
  'billing.access': ['billing'],
  'claim.access': ['claim'],
  'parent.view': ['view'],
  'ecommerce.manage': ['shop'],
  'account.manage': [],
} as const satisfies Record<CustomerPermission, readonly SubUserPermission[]>;

/** Customer actions staff may take on other accounts' resources without assuming them (look, not act). */
const STAFF_CROSS_ACCOUNT: readonly Permission[] = ['order.history', 'design.access', 'claim.access'];

const isSubUser = (u: AccessUser): boolean => !!u.parentUserId;

/**
 * May `user` perform `action` (on `resource`)? Role defaults decide the action; sub-users are capped to customer
 * actions their grants unlock; resources of other accounts need the parent's "view" grant (sub-users) or a staff
 * look-only action. docs/decisions/default-role-permissions.md.
 */
export function can(
  user: AccessUser,
  action: Permission,
  resource?: AccessResource,
  permissionsFor: PermissionsFor = defaultPermissionsFor,
): boolean {
  if (user.role === 'NONE') return false;
  const sub = isSubUser(user);
  // A sub-user is a customer of its parent's account whatever role is stored on it.
  const held = permissionsFor(sub ? 'USER' : user.role, sub ? null : user.group);
  if (!held.has(action)) return false;
  if (sub) {
    if (isStaffPermission(action)) return false;
    const grants = effectiveSubUserGrants(user.subUserPermissions ?? undefined, user.agentType);
    const needs: readonly SubUserPermission[] = SUB_USER_REQUIREMENTS[action];
    if (!needs.some((p) => hasSubUserPermission(grants, p))) return false;
  }
  return ownsOrMaySee(user, action, resource);
}

function ownsOrMaySee(user: AccessUser, action: Permission, resource?: AccessResource): boolean {
  const owner = resource?.ownerId;
  if (!owner || owner === user.id) return true;
  if (isStaffPermission(action)) return true;
  if (user.parentUserId && owner === user.parentUserId) {
    if (resource?.createdBy && resource.createdBy === user.id) return true;
    const grants = effectiveSubUserGrants(user.subUserPermissions ?? undefined, user.agentType);
    return hasSubUserPermission(grants, 'view');
  }
  return !isSubUser(user) && isStaffRole(user.role) && STAFF_CROSS_ACCOUNT.includes(action);
}
