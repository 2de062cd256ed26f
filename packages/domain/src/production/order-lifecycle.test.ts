import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderEventStatus } from './order-event-statuses.ts';
import {
  applyEvent,
  decide,
  dueDateAfterApproval,
  type InitialOrder,
  initialState,
  type LifecycleEvent,
  type LifecycleState,
  type OrderAction,
  replay,
} from './order-lifecycle.ts';
import { ITEM_TRANSITIONS, ORDER_TRANSITIONS } from './status-transitions.ts';

const ORDER: InitialOrder = {
  name: 'Team tees',
  dueDate: '2026-11-30',
  sendProof: false,
  bypassArtworkCreation: false,
  bypassUserApproval: false,
  items: [
    { printType: 'screenprint', designId: 'd1' },
    { printType: 'dtg', designId: 'd2' },
  ],
  shipments: [{ address: { country: 'US', zip: '94607' }, shippingMethod: 'ups-ground' }],
};
// 10:00 in Los Angeles on a Tuesday: before the approval cutoff.
const MORNING = '2026-11-24T18:00:00.000Z';

type Logged = LifecycleEvent & { createdAt: string };

function run(s: LifecycleState, log: Logged[], action: OrderAction, at = MORNING) {
  const d = decide(s, action, at);
  if (!d.ok) return { s, ok: false as const, reason: d.reason };
  let next = s;
  for (const e of d.events) {
    next = applyEvent(next, e, at);
    log.push({ ...e, createdAt: at });
  }
  return { s: next, ok: true as const };
}

function walk(order: InitialOrder, actions: OrderAction[]) {
  const log: Logged[] = [];
  let s = initialState(order);
  for (const a of actions) {
    const r = run(s, log, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.reason}`);
    s = r.s;
  }
  return { s, log };
}

const PLACED: OrderAction[] = [
  { type: 'place' },
  { type: 'validate', ip: '10.0.0.1' },
  { type: 'pay', transactionId: 't1', amount: 1000 },
  { type: 'start-artwork' },
];

describe('order lifecycle (R-4-06)', () => {
  it('#15.3 placement -> validated (address-ip check) -> paid from the balance -> artwork preparation -> staff approval', () => {
    const { s, log } = walk(ORDER, [...PLACED, { type: 'review', decision: 'approve' }]);
    expect(log.map((e) => e.name)).toEqual([
      'order',
      'address-ip-auto-approved',
      'validated',
      'paid',
      'artwork-preparation',
      'artwork-qc-approve',
      'artwork-created',
    ]);
    expect(s.status).toBe('artwork-created');
    expect(s.items.map((i) => [i.status, i.milestone])).toEqual([
      ['artwork-created', 'IMPORTED'],
      ['artwork-created', 'IMPORTED'],
    ]);
  });

  it('#19.2 without funds the order waits unpaid (payment-due notice); paying it later releases it', () => {
    const held = walk(ORDER, [
      { type: 'place' },
      { type: 'validate' },
      { type: 'await-funds', shortBy: 8420 },
    ]);
    expect(held.s.status).toBe('unpaid');
    expect(held.log.at(-1)).toMatchObject({ name: 'email-payment-due', data: { shortBy: 8420 } });
    const r = run(held.s, held.log, { type: 'pay', transactionId: 't9', amount: 8420 });
    expect(r.ok && r.s.status).toBe('paid');
    expect(held.log.slice(-2).map((e) => e.name)).toEqual(['paid', 'order-released']);
    expect(
      decide(r.ok ? r.s : held.s, { type: 'pay', transactionId: 't9', amount: 1 }, MORNING),
    ).toMatchObject({
      ok: false,
    });
  });

  it('#15.3 O-4-12 send-proof: staff approval sends the proof; user-approved creates the artwork', () => {
    const order = { ...ORDER, sendProof: true };
    const { s, log } = walk(order, [...PLACED, { type: 'review', decision: 'approve' }]);
    expect(s.status).toBe('paid');
    expect(s.artwork).toBe('proof');
    const cr = run(s, log, { type: 'change-request', reason: 'Bigger logo' });
    expect(cr.ok && cr.s.artwork).toBe('queued');
    const again = walk(order, [...PLACED, { type: 'review', decision: 'approve' }, { type: 'user-approve' }]);
    expect(again.log.slice(-2).map((e) => e.name)).toEqual(['user-approved', 'artwork-created']);
  });

  it('#15.3 O-3-05 bypassApproval.artworkCreation skips the queue; userApproval skips the proof', () => {
    const a = walk({ ...ORDER, bypassArtworkCreation: true }, PLACED);
    expect(a.s.status).toBe('artwork-created');
    const b = walk({ ...ORDER, sendProof: true, bypassUserApproval: true }, [
      ...PLACED,
      { type: 'review', decision: 'approve' },
    ]);
    expect(b.s.status).toBe('artwork-created');
  });

  it('#15.3 artwork-qc-reject puts the order on hold with the reason; a new design releases it to the queue', () => {
    const { s, log } = walk(ORDER, [...PLACED, { type: 'review', decision: 'reject', reason: 'Too blurry' }]);
    expect(s.status).toBe('on-hold');
    expect(log.at(-2)).toMatchObject({ name: 'artwork-qc-reject', data: { reason: 'Too blurry' } });
    const r = run(s, log, { type: 'change-design', itemIndex: 0, designId: 'd9' });
    expect(r.ok && [r.s.status, r.s.artwork, r.s.items[0]?.designId]).toEqual(['paid', 'queued', 'd9']);
    expect(decide(s, { type: 'review', decision: 'reject' }, MORNING)).toMatchObject({ ok: false });
  });

  it('a staff change request holds the order with the listed reason, mails the customer, and a fix requeues it', () => {
    const change = {
      type: 'review',
      decision: 'change',
      reasonCode: 'artwork-too-large',
      reason: 'Make it 12 in',
    } as const;
    const { s, log } = walk(ORDER, [...PLACED, change]);
    expect(s.status).toBe('on-hold');
    expect(log.slice(-3).map((e) => e.name)).toEqual(['artwork-qc-reject', 'on-hold', 'email-order-on-hold']);
    expect(log.at(-1)?.data).toEqual({
      reasonCode: 'artwork-too-large',
      reasonLabel: 'The artwork is larger than the print area',
      reason: 'Make it 12 in',
    });
    const r = run(s, log, { type: 'change-design', itemIndex: 0, designId: 'd9' });
    expect(r.ok && [r.s.status, r.s.artwork]).toEqual(['paid', 'queued']);
    const queued = walk(ORDER, PLACED).s;
    expect(decide(queued, { type: 'review', decision: 'change' }, MORNING)).toEqual({
      ok: false,
      reason: 'Choose the reason for the change.',
    });
  });

  it('#15.3 refused moves answer the guard sentence', () => {
    const { s } = walk(ORDER, [...PLACED, { type: 'review', decision: 'approve' }]);
    expect(decide(s, { type: 'review', decision: 'approve' }, MORNING)).toEqual({
      ok: false,
      reason: 'The artwork of this order is not waiting for review.',
    });
    const printing = { ...s, status: 'printing' as const };
    expect(decide(printing, { type: 'cancel' }, MORNING)).toEqual({
      ok: false,
      reason: 'An order that is "printing" can no longer be cancelled.',
    });
    expect(decide(s, { type: 'change-design', itemIndex: 0, designId: 'x' }, MORNING)).toMatchObject({
      ok: false,
    });
    const intl = { country: 'CA', zip: 'M5V 2T6' };
    expect(decide(s, { type: 'change-address', shipmentIndex: 0, address: intl }, MORNING)).toEqual({
      ok: false,
      reason: 'A shipment cannot move between domestic and international addresses.',
    });
  });

  it('#15.3 cancelling the last live item cancels the order', () => {
    const { s } = walk(ORDER, [...PLACED, { type: 'cancel-item', itemIndex: 0 }]);
    expect(s.status).toBe('paid');
    const r = walk(ORDER, [
      ...PLACED,
      { type: 'cancel-item', itemIndex: 0 },
      { type: 'cancel-item', itemIndex: 1 },
    ]);
    expect(r.s.status).toBe('cancelled');
    expect(r.s.items.every((i) => i.status === 'cancelled')).toBe(true);
  });

  it('#15.3 O-9-13 an approval after 11:30 Los Angeles moves the due date one business day', () => {
    expect(dueDateAfterApproval('2026-11-30', '2026-11-24T19:29:00Z')).toBe('2026-11-30');
    expect(dueDateAfterApproval('2026-11-30', '2026-11-24T19:31:00Z')).toBe('2026-12-01');
    // Friday due date -> Monday.
    expect(dueDateAfterApproval('2026-12-04', '2026-11-24T23:00:00Z')).toBe('2026-12-07');
  });
});

const arbAction: fc.Arbitrary<OrderAction> = fc.oneof(
  fc.constant<OrderAction>({ type: 'place' }),
  fc.constant<OrderAction>({ type: 'validate' }),
  fc.constant<OrderAction>({ type: 'pay', transactionId: 't', amount: 100 }),
  fc.constant<OrderAction>({ type: 'await-funds', shortBy: 100 }),
  fc.constant<OrderAction>({ type: 'start-artwork' }),
  fc.constantFrom<OrderAction>(
    { type: 'review', decision: 'approve' },
    { type: 'review', decision: 'reject', reason: 'No' },
    { type: 'review', decision: 'reject' },
  ),
  fc.constant<OrderAction>({ type: 'user-approve' }),
  fc.constant<OrderAction>({ type: 'change-request' }),
  fc.constant<OrderAction>({ type: 'cancel' }),
  fc.integer({ min: 0, max: 2 }).map<OrderAction>((i) => ({ type: 'cancel-item', itemIndex: i })),
  fc.string({ maxLength: 4 }).map<OrderAction>((name) => ({ type: 'change-name', name })),
  fc.constantFrom('US', 'CA').map<OrderAction>((country) => ({
    type: 'change-address',
    shipmentIndex: 0,
    address: { country },
  })),
  fc.constantFrom('ups-ground', 'fedex-2day').map<OrderAction>((m) => ({
    type: 'change-shipping-method',
    shipmentIndex: 0,
    shippingMethod: m,
  })),
  fc
    .integer({ min: 0, max: 2 })
    .map<OrderAction>((i) => ({ type: 'change-design', itemIndex: i, designId: `n${i}` })),
);

/** Checks a log against the transition tables by walking it, independent of applyEvent's shortcuts. */
function checkLog(start: LifecycleState, log: Logged[]) {
  let order: string = start.status;
  const items: string[] = start.items.map((i) => i.status);
  for (const e of log) {
    expect(isOrderEventStatus(e.name)).toBe(true);
    const { from, to } = e.data as { from?: unknown; to?: unknown };
    if (typeof to !== 'string' || e.name !== to) continue;
    if (e.itemIndex === null) {
      expect(from).toBe(order);
      expect(ORDER_TRANSITIONS[order as keyof typeof ORDER_TRANSITIONS]).toContain(to);
      for (let i = 0; i < items.length; i++) if (items[i] === order) items[i] = to;
      order = to;
    } else {
      expect(from).toBe(items[e.itemIndex]);
      expect(ITEM_TRANSITIONS[items[e.itemIndex] as keyof typeof ITEM_TRANSITIONS]).toContain(to);
      items[e.itemIndex] = to;
    }
  }
  return { order, items };
}

describe('order lifecycle property (#15 point 2, R-4-06)', () => {
  it('#15.2 random action sequences: the log holds only allowed moves and replaying it gives the state', () => {
    fc.assert(
      fc.property(
        fc.array(arbAction, { maxLength: 30 }),
        fc.boolean(),
        fc.boolean(),
        (actions, proof, bypass) => {
          const order = { ...ORDER, sendProof: proof, bypassArtworkCreation: bypass };
          const start = initialState(order);
          const log: Logged[] = [];
          let s = start;
          for (const a of actions) {
            const before = log.length;
            const r = run(s, log, a);
            if (r.ok) s = r.s;
            else expect(log.length).toBe(before);
          }
          const walked = checkLog(start, log);
          expect(s.status).toBe(walked.order);
          expect(s.items.map((i) => i.status)).toEqual(walked.items);
          expect(s.sequence).toBe(log.length);
          expect(replay(start, log)).toEqual(s);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('reship', () => {
  it('#19.5 an approved claim moves the shipped items to reprint into a new shipment; unshipped items are refused', () => {
    const placed = walk(ORDER, PLACED);
    const shipped: LifecycleState = {
      ...placed.s,
      status: 'shipped',
      items: placed.s.items.map((i) => ({ ...i, status: 'shipped' })),
    };
    const d = decide(
      shipped,
      { type: 'reship', claimId: 'c1', items: [{ itemIndex: 1, quantity: 2 }] },
      MORNING,
    );
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.events).toEqual([
      expect.objectContaining({
        name: 'reprint',
        itemIndex: 1,
        data: expect.objectContaining({ claimId: 'c1', quantity: 2, shipmentIndex: 1 }),
      }),
    ]);
    const after = d.events.reduce((s, e) => applyEvent(s, e, MORNING), shipped);
    expect(after.items.map((i) => i.status)).toEqual(['shipped', 'reprint']);
    expect(after.shipments).toHaveLength(2);
    expect(after.status).toBe('shipped');
    expect(
      decide(placed.s, { type: 'reship', claimId: 'c2', items: [{ itemIndex: 0, quantity: 1 }] }, MORNING).ok,
    ).toBe(false);
  });
});
