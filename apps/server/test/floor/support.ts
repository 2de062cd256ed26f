import { randomUUID } from 'node:crypto';
import { type Db, designsRepository } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { ADDRESS, DRAFT_SIDES, newCart, patch } from '../ordering/support.ts';
import type { Client } from '../support/harness.ts';

/** An orderable product per print type (catalogue seed). */
export const PRODUCTS = {
  dtg: { type: 'Garment', product: 'gildan-5000', color: 'Black', sizes: { med: 2, lrg: 1 } },
  screenprint: { type: 'Garment', product: 'gildan-5000', color: 'Black', sizes: { med: 1 } },
  embr: { type: 'Garment', product: 'yupoong-6089', color: 'Black', sizes: null },
  mug: { type: 'Mug', product: 'ceramic-mug', color: 'White', sizes: null },
  case: { type: 'Case', product: 'iphone-16-case', color: null, sizes: null },
  poster: { type: 'Poster', product: 'matte-poster-11x17', color: null, sizes: null },
} as const;

/** What each product type's design needs before it can be priced (O-5-18..22). */
const VARIATIONS: Record<string, Record<string, string>> = {
  Mug: { size: '11oz' },
  Case: { finish: 'Glossy', placement: 'Center' },
  Poster: { size: '17width' },
};
export type FloorPrintType = keyof typeof PRODUCTS;

let n = 0;

/** Places an order of one print type (its draft on a saved design) and returns its id; staff approve it later. */
export async function placedOrderOf(
  app: FastifyInstance,
  c: Client,
  db: Db,
  printType: FloorPrintType,
  catalogue: (identifier: string) => Promise<{ color: string; size: string }>,
  address: Record<string, string> = ADDRESS,
  sizes?: Record<string, number>,
): Promise<string> {
  const p = PRODUCTS[printType];
  const designId = `design-${randomUUID()}`;
  await designsRepository(db).insert({
    id: designId,
    userId: c.userId,
    printType,
    name: `${printType} job`,
    doc: { type: p.type, printType, sides: DRAFT_SIDES, variation: VARIATIONS[p.type] ?? null },
  });
  const first = await catalogue(p.product);
  const color = p.color ?? first.color;
  const quantities = sizes ?? p.sizes ?? { [first.size]: 1 };
  const id = await newCart(app, c.headers());
  const ops = [
    {
      op: 'add',
      path: '/designDrafts/-',
      value: {
        id: 'd1',
        name: `${printType} job`,
        type: p.type,
        printType,
        designId,
        sides: DRAFT_SIDES,
        ...(VARIATIONS[p.type] ? { variation: VARIATIONS[p.type] } : {}),
      },
    },
    {
      op: 'add',
      path: '/printables/-',
      value: { id: 'p1', designDraftId: 'd1', productIdentifier: p.product, color, complete: true },
    },
    {
      op: 'add',
      path: '/shipments/-',
      value: { id: 's1', address, items: [{ printableId: 'p1', quantities }], shippingMethod: 'ups-ground' },
    },
  ];
  const r = await patch(app, c.headers(), id, 0, ops);
  if (r.status !== 200) throw new Error(`${printType} cart: ${JSON.stringify(r.body)}`);
  const placed = await app.inject({
    method: 'POST',
    url: `/api/order2/cart/${id}/order`,
    headers: { ...c.headers(), 'idempotency-key': `floor-${Date.now()}-${n++}` },
  });
  if (placed.statusCode !== 201) throw new Error(`place ${printType}: ${placed.statusCode} ${placed.body}`);
  return placed.json().orderId;
}

/** The first colour and size the catalogue lists for a product. */
export async function firstVariant(db: Db, identifier: string): Promise<{ color: string; size: string }> {
  const r = await db.query<{ doc: { colors: { name: string; sizes: string[] }[]; sizes: string[] } }>(
    'SELECT doc FROM catalog_products WHERE identifier = $1',
    [identifier],
  );
  const doc = r.rows[0]?.doc;
  const color = doc?.colors[0];
  return { color: color?.name ?? 'White', size: color?.sizes[0] ?? doc?.sizes[0] ?? 'os' };
}

/** Milestones recorded for one unit, in log order (scan events name it in data.barcode, batch events in barcodes). */
export function unitMilestones(
  events: { name: string; data: Record<string, unknown> }[],
  barcode: string,
): string[] {
  return events
    .filter(
      (e) =>
        e.data.barcode === barcode ||
        (Array.isArray(e.data.barcodes) && (e.data.barcodes as string[]).includes(barcode)),
    )
    .map((e) => e.data.milestone)
    .filter((m): m is string => typeof m === 'string');
}
