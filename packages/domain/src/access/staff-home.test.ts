import { describe, expect, it } from 'vitest';
import { defaultPermissionsFor } from './default-role-permissions.ts';
import type { RoleGroup, RoleName } from './role-levels.ts';
import { homeFor } from './staff-home.ts';

const home = (role: RoleName, group: RoleGroup | null) =>
  homeFor({ role, group }, defaultPermissionsFor(role, group));

describe('home after sign-in', () => {
  it('R-6-25 staff land in their group home in the staff area; customers order', () => {
    expect(home('EMPLOYEE', 'production')).toBe('/internal/dashboard/stations');
    expect(home('EMPLOYEE', 'cs')).toBe('/internal/dashboard/approvals');
    expect(home('MANAGE', 'sales')).toBe('/internal/dashboard/accounts');
    expect(home('ADMIN', 'admin')).toBe('/internal/dashboard');
    expect(home('USER', null)).toBe('/order/v2');
    expect(homeFor({ role: 'EMPLOYEE', group: 'cs', isSubUser: true }, defaultPermissionsFor('USER'))).toBe(
      '/order/v2',
    );
  });
  it('a home the member may not open falls back to the staff area home', () => {
    // An EMPLOYEE of sales does not hold billing.manage, so accounts is not theirs.
    expect(home('EMPLOYEE', 'sales')).toBe('/internal/dashboard');
  });
});
