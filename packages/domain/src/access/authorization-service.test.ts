import { describe, expect, it } from 'vitest';
import {
  authorize,
  defaultRoleRegistry,
  findRole,
  grantedPermissions,
  listPermissions,
  setRolePermission,
} from './authorization-service.ts';
import { PERMISSIONS } from './permissions.ts';

describe('authorization service', () => {
  const registry = defaultRoleRegistry();

  it('R-6-07 authorize: a role may perform what it holds, nothing else', () => {
    expect(authorize(registry, 'admin', 'roles.manage')).toBe(true);
    expect(authorize(registry, 'employee-production', 'roles.manage')).toBe(false);
    expect(authorize(registry, 'employee-production', 'station.use')).toBe(true);
    expect(authorize(registry, 'no-such-role', 'order.place')).toBe(false);
    expect(authorize(registry, 'user', 'no.such.permission')).toBe(false);
  });
  it('R-6-08 list permissions', () => {
    expect(listPermissions()).toEqual(PERMISSIONS);
    expect(listPermissions()).toContain('user.assume');
  });
  it('R-6-09 roles by id or identifier', () => {
    const byIdentifier = findRole(registry, 'employee-cs');
    expect(byIdentifier?.group).toBe('cs');
    expect(byIdentifier?.level).toBe(1);
    expect(findRole(registry, byIdentifier!.id)).toBe(byIdentifier);
    expect(findRole(registry, 'manage')?.level).toBe(6);
    expect(findRole(registry, 'employee')?.group).toBeNull();
    expect(grantedPermissions(registry, 'EMPLOYEE').has('internal.access')).toBe(true);
    expect(grantedPermissions(registry, 'EMPLOYEE').has('station.use')).toBe(false);
  });
  it('R-6-10 grant or revoke a permission per role with an accessibility value', () => {
    const granted = setRolePermission(registry, 'employee-production', 'approvals.review', true);
    expect(granted.ok).toBe(true);
    if (!granted.ok) return;
    expect(authorize(granted.value, 'employee-production', 'approvals.review')).toBe(true);
    expect(authorize(registry, 'employee-production', 'approvals.review')).toBe(false); // immutable
    const revoked = setRolePermission(granted.value, 'role-employee-production', 'approvals.review', false);
    expect(revoked.ok && authorize(revoked.value, 'employee-production', 'approvals.review')).toBe(false);
    expect(revoked.ok && grantedPermissions(revoked.value, 'EMPLOYEE', 'production').has('station.use')).toBe(
      true,
    );
  });
  it('R-6-10 refuses unknown roles, unknown permissions and staff permissions for customers', () => {
    expect(setRolePermission(registry, 'ghost', 'order.place', true).ok).toBe(false);
    expect(setRolePermission(registry, 'user', 'nope', true).ok).toBe(false);
    const r = setRolePermission(registry, 'user', 'user.assume', true);
    expect(r.ok ? null : r.issues[0]?.code).toBe('staff-only');
    expect(setRolePermission(registry, 'none', 'order.place', true).ok).toBe(false);
    expect(setRolePermission(registry, 'user', 'billing.access', false).ok).toBe(true);
  });
});
