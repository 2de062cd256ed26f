import { randomUUID } from 'node:crypto';
import { type Db, designsRepository } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { firstVariant, PRODUCTS, type FloorPrintType } from '../floor/support.ts';
import { ADDRESS, DRAFT_SIDES, newCart, patch } from '../ordering/support.ts';
import type { CallAs, Client } from '../support/harness.ts';

const VARIATIONS: Record<string, Record<string, string>> = {
  Mug: { size: '11oz' },
  Case: { finish: 'Glossy', placement: 'Center' },
  Poster: { size: '17width' },
};

/**
 * A 5-item order to 3 addresses: a DTG tee (2 to the first address, 1 to the third), a mug, a poster, a case and
 * a screenprinted tee, each shipment with another carrier (UPS, USPS, FedEx).
 */
export async function fiveItemThreeAddressOrder(app: FastifyInstance, c: Client, db: Db): Promise<string> {
  const kinds: FloorPrintType[] = ['dtg', 'mug', 'poster', 'case', 'screenprint'];
  const ops: unknown[] = [];
  const sizes: Record<string, string> = {};
  for (const [i, printType] of kinds.entries()) {
    const p = PRODUCTS[printType];
    const designId = `design-${randomUUID()}`;
    const variation = VARIATIONS[p.type] ?? null;
    await designsRepository(db).insert({
      id: designId,
      userId: c.userId,
      printType,
      name: `${printType} item`,
      doc: { type: p.type, printType, sides: DRAFT_SIDES, variation },
    });
    const first = await firstVariant(db, p.product);
    sizes[`p${i}`] = p.sizes ? 'med' : first.size;
    ops.push(
      {
        op: 'add',
        path: '/designDrafts/-',
        value: {
          id: `d${i}`,
          name: `${printType} item`,
          type: p.type,
          printType,
          designId,
          sides: DRAFT_SIDES,
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
          color: p.color ?? first.color,
          complete: true,
        },
      },
    );
  }
  const q = (pid: string, n: number) => ({ printableId: pid, quantities: { [sizes[pid] as string]: n } });
  const shipments = [
    {
      id: 's1',
      address: { ...ADDRESS, name: 'First Address' },
      items: [q('p0', 2), q('p1', 1)],
      shippingMethod: 'ups-ground',
    },
    {
      id: 's2',
      address: { ...ADDRESS, name: 'Second Address', address1: '2 Main St' },
      items: [q('p2', 1), q('p3', 1)],
      shippingMethod: 'usps-priority',
    },
    {
      id: 's3',
      address: { ...ADDRESS, name: 'Third Address', address1: '3 Main St' },
      items: [q('p4', 1), q('p0', 1)],
      shippingMethod: 'fedex-2-day',
    },
  ];
  ops.push({ op: 'replace', path: '/shippingMode', value: 'multiple' });
  for (const s of shipments) ops.push({ op: 'add', path: '/shipments/-', value: s });
  const id = await newCart(app, c.headers());
  const r = await patch(app, c.headers(), id, 0, ops);
  if (r.status !== 200) throw new Error(`5-item cart: ${JSON.stringify(r.body)}`);
  const placed = await app.inject({
    method: 'POST',
    url: `/api/order2/cart/${id}/order`,
    headers: { ...c.headers(), 'idempotency-key': `five-${randomUUID()}` },
  });
  if (placed.statusCode !== 201) throw new Error(`place 5-item: ${placed.statusCode} ${placed.body}`);
  return placed.json().orderId;
}

type Call = CallAs;

/** Scans a unit at `station` (clocking in there first); answers the scan's status and body. */
export async function scanAt(
  call: Call,
  op: Client,
  barcode: string,
  station: string,
  facility: string,
  data?: object,
) {
  const clock = await call(op, 'POST', '/api/internal/shifts', { station, facility });
  if (clock.statusCode !== 201) throw new Error(`clock in ${station}: ${clock.body}`);
  const r = await call(op, 'POST', '/api/internal/scans', { barcode, station, ...(data ? { data } : {}) });
  return { status: r.statusCode, body: r.json() };
}

/** Walks a unit through its print type's flow until it waits for QC. */
export async function walkToQc(call: Call, op: Client, barcode: string, station: string, facility: string) {
  let at = station;
  for (let guard = 0; at !== 'qc'; guard++) {
    if (guard > 10) throw new Error(`${barcode} never reached QC`);
    const r = await scanAt(call, op, barcode, at, facility);
    if (r.status !== 200) throw new Error(`${barcode} at ${at}: ${JSON.stringify(r.body)}`);
    at = r.body.station;
  }
}
