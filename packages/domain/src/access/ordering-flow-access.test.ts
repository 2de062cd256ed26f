import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderingFlowEntry, orderingFlowPolicy } from './ordering-flow-access.ts';
import { ROLE_GROUPS, ROLE_NAMES } from './role-levels.ts';

describe('ordering flow access', () => {
  it('O-1-06 / O-6-01 the flow depends on features.coupa only, never on role or group', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLE_NAMES.filter((r) => r !== 'NONE')),
        fc.constantFrom(...ROLE_GROUPS),
        fc.option(fc.boolean()),
        (role, group, coupa) => {
          expect(orderingFlowEntry({ role, group }).ok).toBe(true);
          expect(orderingFlowPolicy({ coupa })).toEqual(orderingFlowPolicy({ coupa }));
        },
      ),
    );
    expect(orderingFlowPolicy({ coupa: false })).toEqual(orderingFlowPolicy(null));
  });
  it('O-6-02 a coupa cart goes back to the procurement system instead of placing an order', () => {
    expect(orderingFlowPolicy({ coupa: true })).toEqual({
      mode: 'coupa-punchout',
      placesOrder: false,
      collectsPayment: false,
      asksForPo: false,
    });
    expect(orderingFlowPolicy({ coupa: false }).mode).toBe('place-order');
    expect(orderingFlowPolicy({ coupa: null }).placesOrder).toBe(true);
  });
  it('O-6-07 sub-users need "shop" to enter the flow; disabled accounts never do', () => {
    expect(
      orderingFlowEntry({ role: 'USER', parentUserId: 'p', subUserPermissions: { shop: true } }).ok,
    ).toBe(true);
    const r = orderingFlowEntry({ role: 'USER', parentUserId: 'p', subUserPermissions: { view: true } });
    expect(r.ok ? null : r.issues[0]?.message).toBe('You do not have permission to place orders');
    expect(orderingFlowEntry({ role: 'USER', parentUserId: 'p', agentType: 'Sales' }).ok).toBe(false);
    expect(orderingFlowEntry({ role: 'NONE' }).ok).toBe(false);
  });
});
