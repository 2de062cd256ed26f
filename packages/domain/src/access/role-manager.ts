import { fail } from '../errors/domain-error.ts';
import {
  findRole,
  type RolePermissionChange,
  type RoleRegistry,
  setRolePermission,
} from './authorization-service.ts';
import type { Permission } from './permissions.ts';

/** One stored change of a role's defaults: the registry is the defaults with these applied in order. */
export interface RoleOverride {
  identifier: string;
  permission: Permission;
  accessible: boolean;
}

/**
 * R-6-10 / R-6-25: the role manager's change. On top of setRolePermission's rules, the ADMIN role always keeps
 * roles.manage: revoking it would leave nobody able to undo the change. docs/decisions/role-manager.md.
 */
export const changeRolePermission: RolePermissionChange = (registry, roleRef, permission, accessible) => {
  const role = findRole(registry, roleRef);
  if (role?.role === 'ADMIN' && permission === 'roles.manage' && !accessible)
    return fail([
      { path: 'permission', message: 'The ADMIN role always keeps roles.manage.', code: 'admin-lockout' },
    ]);
  return setRolePermission(registry, roleRef, permission, accessible);
};

/** The registry the stored overrides make of the defaults (overrides that no longer apply are skipped). */
export function applyOverrides(base: RoleRegistry, overrides: readonly RoleOverride[]): RoleRegistry {
  let registry = base;
  for (const o of overrides) {
    const r = setRolePermission(registry, o.identifier, o.permission, o.accessible);
    if (r.ok) registry = r.value;
  }
  return registry;
}

/** Feature flags the staff area shows (view: MANAGE, change: ADMIN), default off. */
export const FEATURE_FLAGS = [
  {
    name: 'approvals.autoApprove',
    description:
      'New orders skip the staff artwork review (as bypassApproval.artworkCreation does per order).',
  },
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number]['name'];
export const isFeatureFlag = (name: string): name is FeatureFlagName =>
  FEATURE_FLAGS.some((f) => f.name === name);
