import { describe, expect, it } from 'vitest';
import { readsAccountOf } from './account-reader.ts';

describe('whose lists a user reads', () => {
  it('R-6-17 a sub-user with view reads the parent account', () =>
    expect(
      readsAccountOf({ id: 's', role: 'USER', parentUserId: 'p', subUserPermissions: { view: true } }),
    ).toBe('p'));
  it('R-6-17 a sub-user without view reads only its own', () =>
    expect(
      readsAccountOf({ id: 's', role: 'USER', parentUserId: 'p', subUserPermissions: { order: true } }),
    ).toBe('s'));
  it('R-6-18 an agent never carries view', () =>
    expect(readsAccountOf({ id: 's', role: 'USER', parentUserId: 'p', agentType: 'Purchase' })).toBe('s'));
  it('an account owner reads its own', () => expect(readsAccountOf({ id: 'p', role: 'USER' })).toBe('p'));
});
