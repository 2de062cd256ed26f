import { type Db, ordersRepository, type UnitRow, unitsRepository } from '@platen/db';
import { barcodeCaption } from '@platen/domain/floor/code128';
import { flowFor } from '@platen/domain/floor/stations';
import { checkBatch } from '@platen/domain/floor/ticket-batches';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { MockupDeps } from '../mockup/mockup-service.ts';
import { mockupOfUnit } from './unit-mockup.ts';

/** A 4 x 6 inch label, the size ticket printers at the stations take (points). */
const PAGE = { width: 288, height: 432 } as const;

interface TicketOrder {
  lifecycle: LifecycleState;
  cart: { designDrafts?: { id?: string; designId?: string | null; sides?: Record<string, unknown> }[] };
}

async function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: false,
    paddingwidth: 8,
  });
}

/** The sides an item prints on (front, back ...) from its draft, for the ticket's side and placement line. */
function sidesOf(order: TicketOrder, itemIndex: number): string {
  const designId = order.lifecycle.items[itemIndex]?.designId;
  const draft =
    order.cart.designDrafts?.find((d) => d.designId === designId) ?? order.cart.designDrafts?.[itemIndex];
  const sides = Object.keys(draft?.sides ?? {});
  return sides.length ? sides.join(', ') : 'front';
}

/** How wide the embedded mockup is, in pixels (about 140 dpi across the frame: sharp on a ticket printer). */
const THUMB_PX = 480;

/**
 * The unit's mockup as a small JPEG for the ticket, or null when none can be drawn (no design yet, a product
 * without a template, a render failure): the ticket then shows the frame with the design id, never fails.
 * Units of one item share a mockup: `cache` holds each drawing once per ticket batch.
 */
async function mockupThumb(
  deps: MockupDeps,
  u: UnitRow,
  cache: Map<string, Promise<Buffer | null>>,
): Promise<Buffer | null> {
  const key = `${u.orderId}/${u.itemIndex}/${u.productIdentifier}/${u.color}`;
  let thumb = cache.get(key);
  if (!thumb) {
    thumb = (async () => {
      try {
        const stored = await deps.files.get(await mockupOfUnit(deps, u));
        if (!stored) return null;
        return await sharp(stored)
          .resize({ width: THUMB_PX, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer();
      } catch {
        return null;
      }
    })();
    cache.set(key, thumb);
  }
  return thumb;
}

async function drawTicket(
  doc: PDFKit.PDFDocument,
  u: UnitRow,
  order: TicketOrder,
  mockup: Buffer | null,
): Promise<void> {
  const png = await barcodePng(u.barcode);
  doc.fontSize(18).font('Helvetica-Bold').text(`Unit ${u.barcode}`, 18, 18);
  doc.image(png, 18, 48, { fit: [252, 80], align: 'center' });
  doc.fontSize(9).font('Helvetica').text(barcodeCaption(u.barcode), 18, 132, { width: 252, align: 'center' });
  const rows: [string, string][] = [
    ['Facility', u.facility],
    ['Print type', u.printType ?? 'unknown'],
    ['Product', u.productIdentifier ?? 'unknown'],
    ['Colour', u.color ?? 'none'],
    ['Size', u.size],
    ['Side / placement', sidesOf(order, u.itemIndex)],
    ['Due', order.lifecycle.dueDate],
    [
      'Route',
      flowFor(u.printType)
        .map((s) => s.station)
        .join(' > '),
    ],
  ];
  let y = 156;
  for (const [k, v] of rows) {
    doc.fontSize(10).font('Helvetica-Bold').text(k, 18, y, { width: 90 });
    doc.font('Helvetica').text(v, 110, y, { width: 160 });
    y += 22;
  }
  // The mockup thumbnail in its frame; without one, the frame names the item's design.
  const frame = { x: 18, y: y + 6, w: 252, h: 432 - y - 24 };
  doc.rect(frame.x, frame.y, frame.w, frame.h).stroke();
  if (mockup) {
    doc.image(mockup, frame.x + 2, frame.y + 2, {
      fit: [frame.w - 4, frame.h - 4],
      align: 'center',
      valign: 'center',
    });
    return;
  }
  doc
    .fontSize(9)
    .text(`Design ${order.lifecycle.items[u.itemIndex]?.designId ?? 'n/a'}`, 24, y + 12, { width: 240 });
}

async function render(
  deps: MockupDeps,
  units: UnitRow[],
  orderOf: (u: UnitRow) => TicketOrder,
): Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer | null>>();
  const mockups = await Promise.all(units.map((u) => mockupThumb(deps, u, cache)));
  const doc = new PDFDocument({ size: [PAGE.width, PAGE.height], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const [i, u] of units.entries()) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    await drawTicket(doc, u, orderOf(u), mockups[i] ?? null);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function orderFacts(db: Db, orderId: string): Promise<TicketOrder> {
  const order = await ordersRepository(db).floorFacts(orderId);
  if (!order) throw notFound('Order');
  return { lifecycle: order.lifecycle, cart: order.cart } as TicketOrder;
}

/**
 * The job ticket PDF of one unit (one 4 x 6 page: barcode, print type, side, colour, size, due date, facility
 * and the mockup thumbnail).
 */
export async function unitTicket(deps: MockupDeps, barcode: string): Promise<Buffer> {
  const u = await unitsRepository(deps.db).get(barcode);
  if (!u) throw notFound('Unit');
  const order = await orderFacts(deps.db, u.orderId);
  return render(deps, [u], () => order);
}

/** The job tickets of every unit of an order (a batch), one page each. */
export async function orderTickets(deps: MockupDeps, orderId: string): Promise<Buffer> {
  const units = await unitsRepository(deps.db).forOrder(orderId);
  if (units.length === 0) throw notFound('Released order');
  const order = await orderFacts(deps.db, orderId);
  return render(deps, units, () => order);
}

/**
 * One PDF of job tickets for a batch or a selection of units at a station (R-9-02 DTG at most 72, R-9-03
 * embroidery at most 1000), one page per unit in the order chosen.
 */
export async function batchTickets(deps: MockupDeps, station: string, barcodes: string[]): Promise<Buffer> {
  const batch = checkBatch(station, barcodes);
  if (!batch.ok) throw new AppError('unprocessable', batch.issues[0]?.message ?? 'Invalid batch');
  const units = await unitsRepository(deps.db).byBarcodes(batch.value);
  const missing = batch.value.find((c) => !units.some((u) => u.barcode === c));
  if (missing) throw new AppError('not_found', `No unit has the barcode ${missing}.`);
  const orders = new Map<string, TicketOrder>();
  for (const id of new Set(units.map((u) => u.orderId))) orders.set(id, await orderFacts(deps.db, id));
  return render(deps, units, (u) => orders.get(u.orderId) as TicketOrder);
}
