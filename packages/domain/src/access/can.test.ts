import { describe, expect, it } from 'vitest';
import { defaultRoleRegistry, grantedPermissions, setRolePermission } from './authorization-service.ts';
import { type AccessUser, can } from './can.ts';

const parent: AccessUser = { id: 'p1', role: 'USER' };
const sub = (grants: AccessUser['subUserPermissions'], extra: Partial<AccessUser> = {}): AccessUser => ({
  id: 's1',
  role: 'USER',
  parentUserId: 'p1',
  subUserPermissions: grants,
  ...extra,
});

describe('can', () => {
  it('R-6-01 NONE may do nothing', () => {
    expect(can({ role: 'NONE' }, 'order.place')).toBe(false);
  });
  it('R-6-24 a customer does everything on its own account and nothing on staff areas', () => {
    expect(can(parent, 'order.place')).toBe(true);
    expect(can(parent, 'account.manage', { ownerId: 'p1' })).toBe(true);
    expect(can(parent, 'billing.access', { ownerId: 'other' })).toBe(false);
    expect(can(parent, 'internal.access')).toBe(false);
  });
  it('R-6-13 shop lets a sub-user place orders', () => {
    expect(can(sub({ shop: true }), 'order.place')).toBe(true);
    expect(can(sub({}), 'order.place')).toBe(false);
  });
  it('R-6-14 billing lets a sub-user view or perform billing functions', () => {
    expect(can(sub({ billing: true }), 'billing.access')).toBe(true);
    expect(can(sub({ shop: true }), 'billing.access')).toBe(false);
  });
  it('R-6-15 order lets a sub-user view the order history page', () => {
    expect(can(sub({ order: true }), 'order.history')).toBe(true);
    expect(can(sub({ claim: true }), 'order.history')).toBe(false);
  });
  it('R-6-16 claim lets a sub-user view or perform claims functions', () => {
    expect(can(sub({ claim: true }), 'claim.access')).toBe(true);
    expect(can(sub({ order: true }), 'claim.access')).toBe(false);
  });
  it("R-6-17 view lets a sub-user see the parent's orders, designs and invoices", () => {
    const parentsOrder = { ownerId: 'p1', createdBy: 'p1' };
    expect(can(sub({ order: true }), 'order.history', parentsOrder)).toBe(false);
    expect(can(sub({ order: true, view: true }), 'order.history', parentsOrder)).toBe(true);
    expect(can(sub({ view: true }), 'design.access', parentsOrder)).toBe(true);
    expect(can(sub({ view: true }), 'parent.view')).toBe(true);
    // what the sub-user created itself stays visible without "view"
    expect(can(sub({ order: true }), 'order.history', { ownerId: 'p1', createdBy: 's1' })).toBe(true);
  });
  it('R-6-18 / R-6-19 agent types override individual grants', () => {
    expect(can(sub({ shop: true }, { agentType: 'Sales' }), 'order.place')).toBe(false);
    expect(can(sub({}, { agentType: 'Sales' }), 'claim.access')).toBe(true);
    expect(can(sub({}, { agentType: 'Purchase' }), 'order.place')).toBe(true);
    expect(can(sub({}, { agentType: 'Purchase' }), 'billing.access')).toBe(true);
  });
  it('O-6-07 sub-users never manage the account and never hold staff actions, whatever role is stored', () => {
    const all = { shop: true, billing: true, order: true, claim: true, view: true };
    expect(can(sub(all), 'account.manage')).toBe(false);
    expect(can(sub(all, { role: 'ADMIN' }), 'internal.access')).toBe(false);
  });
  it('R-6-25 staff look at other accounts but must assume them to act', () => {
    const cs: AccessUser = { id: 'e1', role: 'EMPLOYEE', group: 'cs' };
    expect(can(cs, 'claim.access', { ownerId: 'p1' })).toBe(true);
    expect(can(cs, 'order.place', { ownerId: 'p1' })).toBe(false);
    expect(can(cs, 'user.assume')).toBe(true);
    expect(can({ role: 'EMPLOYEE', group: 'production' }, 'user.assume')).toBe(false);
    expect(can({ role: 'MANAGE' }, 'roles.manage')).toBe(false);
    expect(can({ role: 'ADMIN' }, 'roles.manage')).toBe(true);
  });
  it('R-6-10 follows a registry whose grants were changed', () => {
    const r = setRolePermission(defaultRoleRegistry(), 'employee-production', 'approvals.review', true);
    if (!r.ok) throw new Error('grant failed');
    const fromRegistry = (role: AccessUser['role'], group?: AccessUser['group']) =>
      grantedPermissions(r.value, role, group);
    expect(can({ role: 'EMPLOYEE', group: 'production' }, 'approvals.review', undefined, fromRegistry)).toBe(
      true,
    );
    expect(can({ role: 'EMPLOYEE', group: 'production' }, 'approvals.review')).toBe(false);
  });
});
