import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { staffClient } from '../lifecycle/support.ts';
import {
  designOfColours,
  expectOneTotal,
  METHODS,
  threeItemOrder,
  totalsOf,
  ZIPS,
} from './reprice-support.ts';

const targets = await testTargets();

/** One step of the property: a change to the order, or money moving on its account. */
type Step =
  | { kind: 'cancel-item'; itemIndex: number; twice: boolean }
  | { kind: 'cancel' }
  | { kind: 'method'; method: number }
  | { kind: 'address'; zip: number }
  | { kind: 'design'; itemIndex: number; colours: number }
  | { kind: 'top-up'; amount: number }
  | { kind: 'pay' }
  | { kind: 'refund'; amount: number };

const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
// The whole-order cancel ends a sequence's changes, so it comes up less often than the rest.
const step: fc.Arbitrary<Step> = fc.oneof(
  w(3, fc.record({ kind: fc.constant('cancel-item' as const), itemIndex: fc.nat(2), twice: fc.boolean() })),
  w(1, fc.constant({ kind: 'cancel' as const })),
  w(3, fc.record({ kind: fc.constant('method' as const), method: fc.nat(METHODS.length - 1) })),
  w(3, fc.record({ kind: fc.constant('address' as const), zip: fc.nat(ZIPS.length - 1) })),
  w(
    3,
    fc.record({
      kind: fc.constant('design' as const),
      itemIndex: fc.nat(2),
      colours: fc.integer({ min: 1, max: 4 }),
    }),
  ),
  w(2, fc.record({ kind: fc.constant('top-up' as const), amount: fc.integer({ min: 1_000, max: 200_000 }) })),
  w(2, fc.constant({ kind: 'pay' as const })),
  w(2, fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 100, max: 5_000 }) })),
);

const COLOURS = ['Black', 'White', 'Red', 'Blue'];

describe.each(targets)('#28 order changes re-price, property on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const post = (c: Client, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), payload });

  /** Runs one step; a refusal (409/422) is an answer too, the invariant must hold either way. */
  async function run(buyer: Client, orderId: string, s: Step) {
    const order = `/api/v2/order/${orderId}`;
    const answers = await (async () => {
      switch (s.kind) {
        case 'cancel-item': {
          const one = () => post(buyer, `${order}/cancelItem`, { itemIndex: s.itemIndex });
          return s.twice ? Promise.all([one(), one()]) : [await one()];
        }
        case 'cancel':
          return [await post(buyer, `${order}/cancel`)];
        case 'method':
          return [
            await post(buyer, `${order}/changeShippingMethod`, {
              shipmentIndex: 0,
              shippingMethod: METHODS[s.method],
            }),
          ];
        case 'address':
          return [
            await post(buyer, `${order}/changeAddress`, {
              shipmentIndex: 0,
              address: { ...ADDRESS, ...ZIPS[s.zip] },
            }),
          ];
        case 'design': {
          const designId = await designOfColours(t.db, buyer.userId, COLOURS.slice(0, s.colours));
          return [await post(buyer, `${order}/changeDesign`, { itemIndex: s.itemIndex, designId })];
        }
        case 'top-up':
          return [
            await post(cs, `/api/internal/accounts/${buyer.userId}/credit`, {
              amount: s.amount,
              type: 'check',
              note: 'top-up',
            }),
          ];
        case 'refund':
          return [
            await post(cs, `/api/internal/accounts/${buyer.userId}/credit`, {
              amount: -s.amount,
              type: 'refund',
              note: 'paid back',
            }),
          ];
        case 'pay': {
          const view = (
            await t.app.inject({ method: 'GET', url: `/api/v3/orders/${orderId}`, headers: buyer.headers() })
          ).json();
          const invoiceId = view.money?.invoice?.id as string;
          return [await post(buyer, `/api/v2/billing/invoice/${invoiceId}/pay`, { method: 'balance' })];
        }
      }
    })();
    for (const a of answers) expect([200, 409, 422], `${s.kind}: ${a.body}`).toContain(a.statusCode);
  }

  /** Nothing refunded twice: one refund row per item and per order at most, never more back than paid. */
  async function expectNoDoubleRefund(orderId: string) {
    const r = await t.db.query<{ type: string; external_ref: string | null }>(
      "SELECT type, external_ref FROM ledger_transactions WHERE order_id = $1 AND type IN ('item-cancelled', 'order-cancelled')",
      [orderId],
    );
    const refs = r.rows.map((x) => x.external_ref ?? x.type);
    expect(new Set(refs).size).toBe(refs.length);
    expect(r.rows.filter((x) => x.type === 'order-cancelled').length).toBeLessThanOrEqual(1);
  }

  it('#28 after every step of any sequence: order total = ledger = invoice (revisions too) = API total; nothing refunded twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (funded, steps) => {
          const buyer = await newClient(t.app, 'Reprice Property', { funded });
          const orderId = await threeItemOrder(t.app, t.db, buyer);
          expectOneTotal(await totalsOf(t.app, t.db, buyer, orderId));
          for (const s of steps) {
            await run(buyer, orderId, s);
            expectOneTotal(await totalsOf(t.app, t.db, buyer, orderId));
            await expectNoDoubleRefund(orderId);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
