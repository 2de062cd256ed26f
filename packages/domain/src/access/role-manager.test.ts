import { describe, expect, it } from 'vitest';
import { authorize, defaultRoleRegistry } from './authorization-service.ts';
import { applyOverrides, changeRolePermission, isFeatureFlag } from './role-manager.ts';

describe('role manager (R-6-10, R-6-25)', () => {
  it('#15 R-6-10 grants and revokes a permission per role; ADMIN keeps roles.manage', () => {
    const base = defaultRoleRegistry();
    const granted = changeRolePermission(base, 'employee-production', 'approvals.review', true);
    expect(granted.ok && authorize(granted.value, 'employee-production', 'approvals.review')).toBe(true);
    expect(changeRolePermission(base, 'admin', 'roles.manage', false)).toMatchObject({ ok: false });
    expect(changeRolePermission(base, 'user', 'roles.manage', true)).toMatchObject({ ok: false });
  });

  it('#15 stored overrides rebuild the registry; unknown ones are skipped', () => {
    const r = applyOverrides(defaultRoleRegistry(), [
      { identifier: 'employee-cs', permission: 'approvals.review', accessible: false },
      { identifier: 'nope', permission: 'approvals.review', accessible: true },
    ]);
    expect(authorize(r, 'employee-cs', 'approvals.review')).toBe(false);
    expect(isFeatureFlag('approvals.autoApprove')).toBe(true);
    expect(isFeatureFlag('x')).toBe(false);
  });
});
