import { randomUUID } from 'node:crypto';
import { type Db, ordersRepository } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { startLifecycle } from '../../src/services/orders/start-lifecycle.ts';
import type { Client } from '../support/harness.ts';

/**
 * An order of `total` cents placed through the real lifecycle start (placement, validation, payment or hold) in
 * one transaction, without pricing a cart: for ledger tests that need many orders of chosen totals. One item of
 * `pieces` pieces.
 */
export async function orderOf(db: Db, userId: string, total: number, pieces = 1): Promise<string> {
  const orderId = randomUUID();
  const cartId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO carts (id, user_id, doc, ordered_at) VALUES ($1, $2, '{}'::jsonb, now())`, [
      cartId,
      userId,
    ]);
    await ordersRepository(tx).insert({
      id: orderId,
      userId,
      cartId,
      cartVersion: 1,
      po: null,
      cart: {},
      quote: { totals: { printing: total, blanks: 0, shipping: 0, fees: 0, tax: 0, total } },
      totalCents: total,
      dueDate: '2026-12-31',
      lines: [
        {
          lineNo: 1,
          shipmentId: 's1',
          printableId: 'p1',
          productIdentifier: 'gildan-5000',
          color: 'Black',
          size: 'lrg',
          quantity: pieces,
          unitCents: Math.floor(total / pieces),
          totalCents: total,
        },
      ],
    });
    await startLifecycle(
      tx,
      orderId,
      {
        name: `Order ${total}`,
        dueDate: '2026-12-31',
        sendProof: false,
        bypassArtworkCreation: false,
        bypassUserApproval: false,
        items: [{ printType: 'dtg', designId: null }],
        shipments: [{ address: { country: 'US', zip: '94607' }, shippingMethod: 'ups-ground' }],
      },
      { id: userId, assumedBy: null },
      null,
    );
  });
  return orderId;
}

/** Stands in for the production floor: the order and its items shipped (`daysAgo` days ago), as events. */
export async function markShipped(db: Db, orderId: string, daysAgo = 1) {
  await db.transaction(async (tx) => {
    const r = await tx.query<{
      lifecycle: Record<string, unknown> & { items: { status: string }[] };
      last_sequence: number;
      user_id: string;
      status: string;
    }>('SELECT lifecycle, last_sequence, user_id, status FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    const row = r.rows[0]!;
    const seq = Number(row.last_sequence) + 1;
    const lifecycle = {
      ...row.lifecycle,
      status: 'shipped',
      items: row.lifecycle.items.map((i) => ({ ...i, status: 'shipped' })),
      sequence: seq,
    };
    await tx.query(
      `INSERT INTO order_events (order_id, sequence, user_id, item_index, name, data, created_at)
       VALUES ($1, $2, $3, NULL, 'shipped', $4::jsonb, now() - make_interval(days => $5))`,
      [orderId, seq, row.user_id, JSON.stringify({ from: row.status, to: 'shipped' }), daysAgo],
    );
    await tx.query(
      "UPDATE orders SET status = 'shipped', lifecycle = $2::jsonb, last_sequence = $3 WHERE id = $1",
      [orderId, JSON.stringify(lifecycle), seq],
    );
  });
}

/** A staff credit through the API (cs holds billing.manage). */
export async function staffCredit(
  app: FastifyInstance,
  staff: Client,
  userId: string,
  amount: number,
  type = 'check',
) {
  const r = await app.inject({
    method: 'POST',
    url: `/api/internal/accounts/${userId}/credit`,
    headers: staff.headers(),
    payload: { amount, type, note: 'test funds' },
  });
  if (r.statusCode !== 200) throw new Error(`credit: ${r.statusCode} ${r.body}`);
  return r.json() as { transaction: { id: string }; released: string[] };
}

/** Statuses of orders by id. */
export async function statuses(db: Db, ids: string[]): Promise<Map<string, string>> {
  const r = await db.query<{ id: string; status: string }>(
    'SELECT id, status FROM orders WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(r.rows.map((x) => [x.id, x.status]));
}
