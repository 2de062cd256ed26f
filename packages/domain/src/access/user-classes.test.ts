import { describe, expect, it } from 'vitest';
import { USER_CLASSES, userClassOf } from './user-classes.ts';

describe('user classes', () => {
  it('R-1-03 customers and resellers who order and manage designs, billing and store integrations', () => {
    expect(USER_CLASSES.customer).toBe(
      'customers and resellers who order and manage designs, billing and store integrations',
    );
    expect(userClassOf({ role: 'USER' })).toBe('customer');
  });
  it('R-1-04 sub-users under a parent account', () => {
    expect(USER_CLASSES.subUser).toBe('sub-users under a parent account');
    expect(userClassOf({ role: 'USER', parentUserId: 'p1' })).toBe('subUser');
  });
  it('R-1-05 partner companies and widget integrations', () => {
    expect(USER_CLASSES.partner).toBe('partner companies and widget integrations');
    expect(userClassOf({ role: 'USER', partner: true })).toBe('partner');
  });
  it('R-1-06 internal staff at several print facilities', () => {
    expect(USER_CLASSES.staff).toContain(
      'production, inventory, shipping, quality control, customer service',
    );
    expect(userClassOf({ role: 'EMPLOYEE' })).toBe('staff');
    expect(userClassOf({ role: 'USER', internalEmail: true })).toBe('staff');
  });
});
