import { randomUUID } from 'node:crypto';
import { type Db, designsRepository } from '@platen/db';
import { ORDER_MONEY_TYPES } from '@platen/domain/billing/order-changes';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DRAFT_SIDES, newCart, orderableOps, patch, savedDesign } from '../ordering/support.ts';
import type { Client } from '../support/harness.ts';

/** Shipping methods and addresses a re-priced order moves between (all domestic, all priced by the engine). */
export const METHODS = ['ups-ground', 'ups-2nd-day-air', 'ups-next-day-air'];
export const ZIPS = [
  { city: 'Oakland', state: 'CA', zip: '94607' },
  { city: 'New York', state: 'NY', zip: '10001' },
  { city: 'Chicago', state: 'IL', zip: '60601' },
];

/**
 * A placed order of three items (black tees, white tees, red tees) in one shipment, through the API as a customer
 * places it (quote engine, ledger, invoice). Answers its id.
 */
export async function threeItemOrder(
  app: FastifyInstance,
  db: Db,
  c: Client,
  beforePlacing?: (cartId: string) => Promise<void>,
): Promise<string> {
  const cartId = await newCart(app, c.headers());
  const [draft, black, shipment] = orderableOps(await savedDesign(db, c.userId)) as [
    object,
    { value: object },
    { value: { items: object[] } },
  ];
  const more = ['White', 'Red'].map((color, i) => ({ ...black.value, id: `p${i + 2}`, color }));
  const ops = [
    draft,
    black,
    ...more.map((value) => ({ op: 'add', path: '/printables/-', value })),
    {
      ...shipment,
      value: {
        ...shipment.value,
        items: [
          ...shipment.value.items,
          { printableId: 'p2', quantities: { sml: 4 } },
          { printableId: 'p3', quantities: { lrg: 3 } },
        ],
      },
    },
  ];
  const r = await patch(app, c.headers(), cartId, 0, ops);
  expect(r.status).toBe(200);
  await beforePlacing?.(cartId);
  const placed = await app.inject({
    method: 'POST',
    url: `/api/order2/cart/${cartId}/order`,
    headers: { ...c.headers(), 'idempotency-key': `reprice-${cartId}` },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().orderId as string;
}

/** Another ready screenprint design of the customer's, with `colours` ink colours on the front (a new price). */
export async function designOfColours(db: Db, userId: string, colours: string[]): Promise<string> {
  const id = `design-${randomUUID()}`;
  await designsRepository(db).insert({
    id,
    userId,
    printType: 'screenprint',
    name: `Tee of ${colours.length}`,
    doc: {
      type: 'Garment',
      printType: 'screenprint',
      sides: { front: { ...DRAFT_SIDES.front, colors: { matched: colours } } },
    },
  });
  return id;
}

/** Every place an order's total shows, read the way each is read in production. */
export async function totalsOf(app: FastifyInstance, db: Db, c: Client, orderId: string) {
  const order = await db.query<{ total_cents: string | number; status: string }>(
    'SELECT total_cents, status FROM orders WHERE id = $1',
    [orderId],
  );
  const rows = await db.query<{ direction: string; amount_cents: string | number; type: string }>(
    'SELECT direction, amount_cents, type FROM ledger_transactions WHERE order_id = $1 AND type = ANY($2::text[])',
    [orderId, [...ORDER_MONEY_TYPES]],
  );
  const net = rows.rows.reduce(
    (s, r) => s + (r.direction === 'debit' ? Number(r.amount_cents) : -Number(r.amount_cents)),
    0,
  );
  const view = (
    await app.inject({ method: 'GET', url: `/api/v3/orders/${orderId}`, headers: c.headers() })
  ).json();
  const invoiceId = view.money?.invoice?.id as string | undefined;
  const invoice = invoiceId
    ? (
        await app.inject({ method: 'GET', url: `/api/v2/billing/invoice/${invoiceId}`, headers: c.headers() })
      ).json()
    : null;
  return {
    status: String(order.rows[0]!.status),
    stored: Number(order.rows[0]!.total_cents),
    net,
    api: view.totalCents as number,
    amountDue: view.money?.amountDueCents as number,
    paid: view.money?.paidCents as number,
    invoice: invoice
      ? {
          total: invoice.total as number,
          revision: invoice.revision as number,
          lines: (invoice.lines as { amount: number }[]).reduce((s, l) => s + l.amount, 0) + invoice.tax,
          revisions: (invoice.revisions ?? []) as { revision: number; total: number }[],
        }
      : null,
  };
}

/**
 * Issue 28's invariant: the order's total is the API total and the invoice total (its lines + tax too, and its
 * latest revision); once paid the ledger holds exactly the total, and unpaid the amount due is the total.
 */
export function expectOneTotal(t: Awaited<ReturnType<typeof totalsOf>>) {
  expect(t.api).toBe(t.stored);
  expect(t.invoice?.total).toBe(t.stored);
  expect(t.invoice?.lines).toBe(t.stored);
  const last = t.invoice?.revisions.at(-1);
  if (last) expect(last.total).toBe(t.stored);
  expect(t.paid).toBe(t.net);
  expect(t.amountDue).toBe(Math.max(0, t.stored - t.net));
  if (t.status === 'unpaid') expect(t.net).toBe(0);
  else expect(t.net).toBe(t.stored);
}
