import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, defaultPermissionsFor } from './default-role-permissions.ts';
import { CUSTOMER_PERMISSIONS, isPermission, PERMISSIONS, STAFF_PERMISSIONS } from './permissions.ts';
import { ROLE_NAMES } from './role-levels.ts';

describe('default role permissions', () => {
  it('R-6-24 NONE holds nothing, USER holds every customer action and no staff action', () => {
    expect(defaultPermissionsFor('NONE').size).toBe(0);
    const user = defaultPermissionsFor('USER');
    for (const p of CUSTOMER_PERMISSIONS) expect(user.has(p)).toBe(true);
    for (const p of STAFF_PERMISSIONS) expect(user.has(p)).toBe(false);
  });
  it('R-6-24 each level holds at least what the level below holds (group-less)', () => {
    for (let i = 1; i < ROLE_NAMES.length; i++) {
      const lower = defaultPermissionsFor(ROLE_NAMES[i - 1]!);
      const higher = defaultPermissionsFor(ROLE_NAMES[i]!);
      for (const p of lower) expect(higher.has(p)).toBe(true);
    }
  });
  it('R-6-25 employees reach internal areas; groups add their work; only ADMIN manages flags and roles', () => {
    expect(defaultPermissionsFor('EMPLOYEE').has('internal.access')).toBe(true);
    expect(defaultPermissionsFor('EMPLOYEE', 'production').has('station.use')).toBe(true);
    expect(defaultPermissionsFor('EMPLOYEE', 'production').has('user.assume')).toBe(false);
    expect(defaultPermissionsFor('EMPLOYEE', 'cs').has('user.assume')).toBe(true);
    expect(defaultPermissionsFor('EMPLOYEE', 'sales').has('user.assume')).toBe(true);
    // The outbox holds every customer's mail: CS reads it, a production operator or sales does not.
    expect(defaultPermissionsFor('EMPLOYEE', 'cs').has('mail.read')).toBe(true);
    expect(defaultPermissionsFor('EMPLOYEE', 'production').has('mail.read')).toBe(false);
    expect(defaultPermissionsFor('EMPLOYEE', 'sales').has('mail.read')).toBe(false);
    expect(defaultPermissionsFor('MANAGE').has('mail.read')).toBe(true);
    expect(defaultPermissionsFor('MANAGE').has('featureFlags.view')).toBe(true);
    expect(defaultPermissionsFor('MANAGE').has('featureFlags.manage')).toBe(false);
    expect(defaultPermissionsFor('MANAGE').has('roles.manage')).toBe(false);
    expect([...defaultPermissionsFor('ADMIN')].sort()).toEqual([...PERMISSIONS].sort());
  });
  it('only names known permissions', () => {
    for (const role of ROLE_NAMES) {
      const d = DEFAULT_ROLE_PERMISSIONS[role];
      for (const p of d.all) expect(isPermission(p)).toBe(true);
    }
  });
});
