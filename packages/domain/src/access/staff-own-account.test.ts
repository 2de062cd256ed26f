import { describe, expect, it } from 'vitest';
import { accountOf, staffOwnAccountRefusal } from './staff-own-account.ts';

describe('staff never act on their own account money', () => {
  const cs = { id: 'cs1', parentUserId: null };
  it('#M4 the own user, its parent account and a fellow member are refused', () => {
    expect(staffOwnAccountRefusal(cs, { id: 'cs1' }, 'credit')?.code).toBe('own-account');
    const member = { id: 'cs2', parentUserId: 'acme' };
    expect(staffOwnAccountRefusal(member, { id: 'acme' }, 'credit-line')?.message).toBe(
      'You cannot set the credit line of the account you belong to. Ask another staff member to do it.',
    );
    expect(staffOwnAccountRefusal(member, { id: 'u9', parentUserId: 'acme' }, 'credit')).not.toBeNull();
    expect(
      staffOwnAccountRefusal({ id: 'acme' }, { id: 'u9', parentUserId: 'acme' }, 'credit'),
    ).not.toBeNull();
  });

  it('#M4 another account is allowed', () => {
    expect(staffOwnAccountRefusal(cs, { id: 'customer' }, 'credit')).toBeNull();
    expect(staffOwnAccountRefusal(cs, { id: 'u9', parentUserId: 'other' }, 'credit-line')).toBeNull();
    expect(accountOf({ id: 'u9', parentUserId: 'p' })).toBe('p');
  });
});
