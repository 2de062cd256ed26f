import { randomUUID } from 'node:crypto';
import { type Db, designsRepository } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { ADDRESS, newCart, patch } from '../ordering/support.ts';
import type { Client } from '../support/harness.ts';
import { firstVariant, type FloorPrintType, PRODUCTS } from '../floor/support.ts';

/** Five placements of a 3:2 (wide) artwork: width share, horizontal code, top or bottom offset, rotation. */
export const PLACEMENTS = [
  { width: 0.5, horizontal: 'C', offset: { top: 0.5 }, rotation: 0 },
  { width: 0.3, horizontal: 'L', offset: { top: 0.25 }, rotation: 0 },
  { width: 0.4, horizontal: 'R', offset: { top: 0.75 }, rotation: 0 },
  { width: 0.25, horizontal: 'C', offset: { bottom: 0.5 }, rotation: 0 },
  { width: 0.3, horizontal: 'C', offset: { top: 0.5 }, rotation: 90 },
] as const;
export const ASPECT = 2 / 3;
export const sidesOf = (artworkId: string, p: (typeof PLACEMENTS)[number], matched = ['Black']) => ({
  front: {
    name: 'Front',
    elements: [
      {
        artworkId,
        aspect: ASPECT,
        width: p.width,
        rotation: p.rotation,
        position: { horizontal: p.horizontal, offset: p.offset },
      },
    ],
    platen: { offset: { top: 3 }, width: 14 },
    colors: { matched },
  },
});

let n = 0;
/** An order of one print type with one item per design (5 placements of one artwork by default), approved and released. */
export async function releasedOrder(
  app: FastifyInstance,
  c: Client,
  cs: Client,
  db: Db,
  printType: FloorPrintType,
  artworkId: string,
  color?: string,
  opts: { quantity?: number; placements?: readonly (typeof PLACEMENTS)[number][]; matched?: string[] } = {},
) {
  const p = PRODUCTS[printType];
  const variant = await firstVariant(db, p.product);
  const variation = {
    Mug: { size: '11oz' },
    Case: { finish: 'Glossy', placement: 'Center' },
    Poster: { size: '17width' },
  }[p.type as string];
  const ops: unknown[] = [];
  const items: unknown[] = [];
  for (const [i, placement] of (opts.placements ?? PLACEMENTS).entries()) {
    const designId = `design-${randomUUID()}`;
    const sides = sidesOf(artworkId, placement, opts.matched);
    await designsRepository(db).insert({
      id: designId,
      userId: c.userId,
      printType,
      name: `${printType} ${i}`,
      doc: { type: p.type, printType, sides, variation: variation ?? null },
    });
    ops.push(
      {
        op: 'add',
        path: '/designDrafts/-',
        value: {
          id: `d${i}`,
          name: `${printType} ${i}`,
          type: p.type,
          printType,
          designId,
          sides,
          ...(variation ? { variation } : {}),
        },
      },
      {
        op: 'add',
        path: '/printables/-',
        value: {
          id: `p${i}`,
          designDraftId: `d${i}`,
          productIdentifier: p.product,
          color: color ?? p.color ?? variant.color,
          complete: true,
        },
      },
    );
    items.push({
      printableId: `p${i}`,
      quantities: { [p.sizes ? 'med' : variant.size]: opts.quantity ?? 1 },
    });
  }
  ops.push({
    op: 'add',
    path: '/shipments/-',
    value: { id: 's1', address: ADDRESS, items, shippingMethod: 'ups-ground' },
  });
  const cartId = await newCart(app, c.headers());
  const r = await patch(app, c.headers(), cartId, 0, ops);
  if (r.status !== 200) throw new Error(`${printType} cart: ${JSON.stringify(r.body)}`);
  const placed = await app.inject({
    method: 'POST',
    url: `/api/order2/cart/${cartId}/order`,
    headers: { ...c.headers(), 'idempotency-key': `print-files-${Date.now()}-${n++}` },
  });
  if (placed.statusCode !== 201) throw new Error(`place ${printType}: ${placed.statusCode} ${placed.body}`);
  const orderId: string = placed.json().orderId;
  const review = await app.inject({
    method: 'GET',
    url: `/api/internal/approvals/${orderId}`,
    headers: cs.headers(),
  });
  const acknowledged =
    JSON.stringify(review.json())
      .match(/"[a-z-]+:\d+(:[a-z-]+:\d+)?"/g)
      ?.map((s) => JSON.parse(s)) ?? [];
  const ok = await app.inject({
    method: 'POST',
    url: `/api/internal/approvals/${orderId}`,
    headers: cs.headers(),
    payload: { decision: 'approve', acknowledged },
  });
  if (ok.statusCode !== 200) throw new Error(`approve ${printType}: ${ok.body}`);
  return orderId;
}
