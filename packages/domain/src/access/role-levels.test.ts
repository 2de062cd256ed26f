import { describe, expect, it } from 'vitest';
import { hasLevel, isStaffRole, ROLE_GROUPS, ROLE_LEVELS, roleForLevel, roleLevel } from './role-levels.ts';

describe('role levels', () => {
  it('R-6-01 Role level NONE -1', () => expect(ROLE_LEVELS.NONE).toBe(-1));
  it('R-6-02 Role level USER 0', () => expect(roleLevel('USER')).toBe(0));
  it('R-6-03 Role level EMPLOYEE 1', () => expect(roleLevel('EMPLOYEE')).toBe(1));
  it('R-6-04 Role level MANAGE 6', () => expect(roleLevel('MANAGE')).toBe(6));
  it('R-6-05 Role level ADMIN 11', () => expect(roleLevel('ADMIN')).toBe(11));
  it('R-6-06 Role groups: admin, production, sales, cs', () => {
    expect(ROLE_GROUPS).toEqual(['admin', 'production', 'sales', 'cs']);
  });
  it('orders levels and maps stored numbers back to names', () => {
    expect(hasLevel('ADMIN', 'MANAGE')).toBe(true);
    expect(hasLevel('EMPLOYEE', 'MANAGE')).toBe(false);
    expect(isStaffRole('USER')).toBe(false);
    expect(isStaffRole('EMPLOYEE')).toBe(true);
    expect(roleForLevel(6)).toBe('MANAGE');
    expect(roleForLevel(8)).toBe('MANAGE');
    expect(roleForLevel(-5)).toBe('NONE');
    expect(roleForLevel(11)).toBe('ADMIN');
  });
});
