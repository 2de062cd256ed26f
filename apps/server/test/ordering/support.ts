import { randomUUID } from 'node:crypto';
import { type Db, designsRepository } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import type { Client } from '../support/harness.ts';

export const ADDRESS = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
};

/** The ops that turn an empty cart into one that can be ordered: a draft, a complete printable, a shipment. */
export const DRAFT_SIDES = {
  front: {
    name: 'Front',
    elements: [{ artworkId: 'art-1', width: 10, position: { horizontal: 'C' } }],
    platen: { offset: { top: 3 }, width: 14 },
    colors: { matched: ['Black'] },
  },
};

/**
 * The approval warnings a test order on DRAFT_SIDES may carry (its artwork is 10 print-area widths wide: larger
 * than any platen), for items 0..9: what a test approving such an order acknowledges, as an approver would.
 */
export const TEST_DESIGN_WARNINGS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((i) => [
  `larger-than-platen:${i}:front:0`,
  `low-dpi:${i}:front:0`,
  `dtg-warn:${i}`,
]);

/** ORDERABLE_OPS with the draft pointing at a saved design (order placement needs one). */
export const orderableOps = (designId: string | null) => [
  { ...ORDERABLE_OPS[0], value: { ...(ORDERABLE_OPS[0] as { value: object }).value, designId } },
  ...ORDERABLE_OPS.slice(1),
];

export const ORDERABLE_OPS = [
  {
    op: 'add',
    path: '/designDrafts/-',
    value: {
      id: 'd1',
      name: 'Team tee',
      type: 'Garment',
      printType: 'screenprint',
      designId: null,
      sides: DRAFT_SIDES,
    },
  },
  {
    op: 'add',
    path: '/printables/-',
    value: {
      id: 'p1',
      designDraftId: 'd1',
      productIdentifier: 'gildan-5000',
      color: 'Black',
      complete: true,
    },
  },
  {
    op: 'add',
    path: '/shipments/-',
    value: {
      id: 's1',
      address: ADDRESS,
      items: [{ printableId: 'p1', quantities: { med: 2, lrg: 1 } }],
      shippingMethod: 'ups-ground',
    },
  },
];

type Headers = Record<string, string>;

/** Creates a cart (as the client's session) and returns its id. */
export async function newCart(app: FastifyInstance, headers: Headers): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/order2/cart', headers });
  if (r.statusCode !== 201) throw new Error(`create cart: ${r.statusCode} ${r.body}`);
  return r.json()._id;
}

export async function getCart(app: FastifyInstance, headers: Headers, id: string) {
  const r = await app.inject({ method: 'GET', url: `/api/order2/cart/${id}`, headers });
  return { status: r.statusCode, body: r.json(), raw: r.body };
}

export async function patch(app: FastifyInstance, headers: Headers, id: string, v: number, d: unknown[]) {
  const r = await app.inject({
    method: 'PATCH',
    url: `/api/order2/cart/${id}`,
    headers,
    payload: { _v: v, _d: d },
  });
  return { status: r.statusCode, body: r.json() };
}

/** Saves a design for the user (as the print design route would) and returns its id. */
export async function savedDesign(db: Db, userId: string): Promise<string> {
  const id = `design-${randomUUID()}`;
  await designsRepository(db).insert({
    id,
    userId,
    printType: 'screenprint',
    name: 'Team tee',
    doc: { type: 'Garment', printType: 'screenprint', sides: DRAFT_SIDES },
  });
  return id;
}

/** A cart that passes the checkout rules and can be priced (version 1), its draft on a saved design. */
export async function orderableCart(app: FastifyInstance, c: Client, db?: Db): Promise<string> {
  const id = await newCart(app, c.headers());
  const ops = db ? orderableOps(await savedDesign(db, c.userId)) : ORDERABLE_OPS;
  const r = await patch(app, c.headers(), id, 0, ops);
  if (r.status !== 200) throw new Error(`orderable cart: ${JSON.stringify(r.body)}`);
  return id;
}
