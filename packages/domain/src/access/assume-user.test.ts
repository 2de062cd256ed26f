import { describe, expect, it } from 'vitest';
import {
  ASSUME_ROUTE,
  assumePath,
  assumeRefusal,
  assumedSessionRefusal,
  assumeUser,
  UNASSUME_ROUTE,
  unassumeUser,
} from './assume-user.ts';
import type { AccessUser } from './can.ts';

const cs: AccessUser & { id: string } = { id: 'cs1', role: 'EMPLOYEE', group: 'cs' };
const customer: AccessUser & { id: string } = { id: 'c1', role: 'USER' };
const manager: AccessUser & { id: string } = { id: 'm1', role: 'MANAGE' };
const admin: AccessUser & { id: string } = { id: 'a1', role: 'ADMIN' };

describe('assume and unassume', () => {
  it('R-6-20 staff assume another user through /auth/assume/{userId}', () => {
    expect(ASSUME_ROUTE).toBe('/auth/assume/{userId}');
    expect(assumePath('c 1')).toBe('/auth/assume/c%201');
    const r = assumeUser({ userId: 'cs1' }, cs, customer);
    expect(r).toEqual({ ok: true, value: { userId: 'c1', assumedBy: 'cs1' } });
  });
  it('R-6-21 staff leave an assumed user through /auth/unassume', () => {
    expect(UNASSUME_ROUTE).toBe('/auth/unassume');
    expect(unassumeUser({ userId: 'c1', assumedBy: 'cs1' })).toEqual({
      ok: true,
      value: { userId: 'cs1', assumedBy: null },
    });
    expect(unassumeUser({ userId: 'c1' }).ok).toBe(false);
  });
  it('R-6-25 only staff holding user.assume may assume, and only users below their own level', () => {
    expect(assumeRefusal(customer, { id: 'c2', role: 'USER' })?.code).toBe('assume-forbidden');
    expect(assumeRefusal({ id: 'p', role: 'EMPLOYEE', group: 'production' }, customer)?.code).toBe(
      'assume-forbidden',
    );
    expect(assumeRefusal(cs, { id: 'e2', role: 'EMPLOYEE' })?.code).toBe('assume-level');
    expect(assumeRefusal(cs, manager)?.code).toBe('assume-level');
    expect(assumeRefusal(manager, { id: 'e2', role: 'EMPLOYEE', group: 'cs' })).toBeNull();
    expect(assumeRefusal(admin, manager)).toBeNull();
    expect(assumeRefusal(admin, { id: 'a2', role: 'ADMIN' })?.code).toBe('assume-level');
    expect(assumeRefusal(cs, { id: 'n', role: 'NONE' })?.code).toBe('assume-disabled');
    expect(assumeRefusal(cs, { id: 's', role: 'USER', parentUserId: 'c1' })).toBeNull();
  });
  it('R-6-25 no nested assume: leave first', () => {
    const r = assumeUser({ userId: 'c1', assumedBy: 'm1' }, manager, { id: 'c2', role: 'USER' });
    expect(r.ok ? null : r.issues[0]?.code).toBe('assume-nested');
  });

  it('#M4 an assumed session may not make API keys, change the e-mail or password, or set up two-factor', () => {
    for (const action of ['api-key', 'email', 'password', 'two-factor'] as const) {
      expect(assumedSessionRefusal({ userId: 'c', assumedBy: 's' }, action)?.code).toBe(
        'assumed-holder-only',
      );
      expect(assumedSessionRefusal({ userId: 'c' }, action)).toBeNull();
    }
    expect(assumedSessionRefusal({ userId: 'c', assumedBy: 's' }, 'api-key')?.message).toBe(
      'Staff assuming this account cannot make or rotate API keys: only the account holder can. Leave the assumed user first.',
    );
  });
});
