import { describe, expect, it } from 'vitest';
import {
  AGENT_PERMISSIONS,
  effectiveSubUserGrants,
  hasSubUserPermission,
  SUB_USER_PERMISSION_KEYS,
  SUB_USER_PERMISSIONS,
} from './sub-user-permissions.ts';

describe('sub-user permissions', () => {
  it('lists the five sub-user permissions', () => {
    expect(SUB_USER_PERMISSION_KEYS).toEqual(['shop', 'billing', 'order', 'claim', 'view']);
  });
  it('R-6-13 Sub-user permission shop: place orders', () =>
    expect(SUB_USER_PERMISSIONS.shop).toBe('place orders'));
  it('R-6-14 Sub-user permission billing: view or perform billing functions', () =>
    expect(SUB_USER_PERMISSIONS.billing).toBe('view or perform billing functions'));
  it('R-6-15 Sub-user permission order: view the order history page', () =>
    expect(SUB_USER_PERMISSIONS.order).toBe('view the order history page'));
  it('R-6-16 Sub-user permission claim: view or perform claims functions', () =>
    expect(SUB_USER_PERMISSIONS.claim).toBe('view or perform claims functions'));
  it('R-6-17 Sub-user permission view: view all orders, designs and invoices of the parent user', () =>
    expect(SUB_USER_PERMISSIONS.view).toBe('view all orders, designs and invoices of the parent user'));
  it('R-6-18 Sales agent: claim yes, order yes, billing no, shop no', () => {
    expect(AGENT_PERMISSIONS.Sales).toEqual({ claim: true, order: true, billing: false, shop: false });
    const g = effectiveSubUserGrants({ shop: true, billing: true }, 'Sales');
    expect(hasSubUserPermission(g, 'shop')).toBe(false);
    expect(hasSubUserPermission(g, 'billing')).toBe(false);
    expect(hasSubUserPermission(g, 'claim')).toBe(true);
  });
  it('R-6-19 Purchase agent: claim yes, order yes, billing yes, shop yes', () => {
    expect(AGENT_PERMISSIONS.Purchase).toEqual({ claim: true, order: true, billing: true, shop: true });
    expect(hasSubUserPermission(effectiveSubUserGrants({}, 'Purchase'), 'shop')).toBe(true);
  });
  it('missing grants mean not granted', () => {
    expect(hasSubUserPermission(undefined, 'shop')).toBe(false);
    expect(hasSubUserPermission(effectiveSubUserGrants({ order: true }), 'order')).toBe(true);
  });
});
