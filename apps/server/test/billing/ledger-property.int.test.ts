import fc from 'fast-check';
import { billingRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveMoney, setCreditLine } from '../../src/services/billing/account.ts';
import { runOrderAction } from '../../src/services/orders/run-order-action.ts';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderOf } from './support.ts';

const targets = await testTargets();

type Cmd =
  | { k: 'top-up'; amount: number }
  | { k: 'order'; total: number }
  | { k: 'cancel'; pick: number }
  | { k: 'refund'; amount: number }
  | { k: 'claim'; amount: number }
  | { k: 'adjust'; amount: number }
  | { k: 'line'; amount: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map((amount) => ({ k: 'top-up' as const, amount })),
  fc.integer({ min: 1, max: 4000 }).map((total) => ({ k: 'order' as const, total })),
  fc.nat(20).map((pick) => ({ k: 'cancel' as const, pick })),
  fc.integer({ min: 1, max: 3000 }).map((amount) => ({ k: 'refund' as const, amount })),
  fc.integer({ min: 1, max: 2000 }).map((amount) => ({ k: 'claim' as const, amount })),
  fc.integer({ min: 1, max: 3000 }).map((amount) => ({ k: 'adjust' as const, amount })),
  fc.integer({ min: 0, max: 8000 }).map((amount) => ({ k: 'line' as const, amount })),
);

describe.each(targets)('ledger property on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('#19.1 any sequence of top-ups, orders, cancellations, refunds, claims and adjustments: balance = sum of transactions, no order paid twice, available >= 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 10 }), async (cmds) => {
        const { userId } = await newClient(t.app, 'Property', { funded: false });
        const orders: string[] = [];
        for (const c of cmds) {
          // Refused commands (not enough funds, a cancelled order) are fine: they must change nothing.
          try {
            if (c.k === 'order') orders.push(await orderOf(t.db, userId, c.total));
            else if (c.k === 'cancel' && orders.length > 0) {
              const orderId = orders[c.pick % orders.length]!;
              await runOrderAction(t.db, {
                orderId,
                action: { type: 'cancel' },
                actor: { id: userId, assumedBy: null },
              });
            } else if (c.k === 'line') await setCreditLine(t.db, userId, c.amount);
            else if (c.k === 'top-up' || c.k === 'claim')
              await moveMoney(t.db, {
                userId,
                direction: 'credit',
                type: c.k === 'claim' ? 'claim' : 'check',
                amount: c.amount,
              });
            else if (c.k === 'refund' || c.k === 'adjust')
              await moveMoney(t.db, {
                userId,
                direction: 'debit',
                type: c.k === 'refund' ? 'refund' : 'adjustment',
                amount: c.amount,
              });
          } catch (err) {
            if (
              (err as { status?: number }).status === undefined ||
              (err as { status: number }).status >= 500
            )
              throw err;
          }
          const rows = await t.db.query<{
            direction: string;
            amount_cents: number;
            type: string;
            order_id: string | null;
          }>('SELECT direction, amount_cents, type, order_id FROM ledger_transactions WHERE user_id = $1', [
            userId,
          ]);
          const sum = rows.rows.reduce(
            (s, r) => s + (r.direction === 'credit' ? 1 : -1) * Number(r.amount_cents),
            0,
          );
          const funds = await billingRepository(t.db).funds(userId);
          expect(funds.balance).toBe(sum);
          expect(funds.balance + funds.creditLine).toBeGreaterThanOrEqual(0);
          const paidOrders = rows.rows.filter((r) => r.type === 'order').map((r) => r.order_id);
          expect(new Set(paidOrders).size).toBe(paidOrders.length);
          const st = await t.db.query<{ id: string; status: string }>(
            'SELECT id, status FROM orders WHERE user_id = $1',
            [userId],
          );
          for (const o of st.rows) {
            const debited = paidOrders.includes(o.id);
            const refunded = rows.rows.some((r) => r.type === 'order-cancelled' && r.order_id === o.id);
            if (o.status === 'unpaid') expect(debited).toBe(false);
            if (o.status === 'paid') expect(debited && !refunded).toBe(true);
            if (refunded) expect(o.status).toBe('cancelled');
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
