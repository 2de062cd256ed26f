import { type Db, type UnitRow, unitsRepository } from '@platen/db';
import { barcodeCaption } from '@platen/domain/floor/code128';
import { flowFor } from '@platen/domain/floor/stations';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { notFound } from '../../errors/app-error.ts';

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

async function drawTicket(doc: PDFKit.PDFDocument, u: UnitRow, order: TicketOrder): Promise<void> {
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
  // Mockup thumbnail frame: the station screen shows the mockup itself; the ticket names the item's design.
  doc.rect(18, y + 6, 252, 432 - y - 24).stroke();
  doc
    .fontSize(9)
    .text(`Design ${order.lifecycle.items[u.itemIndex]?.designId ?? 'n/a'}`, 24, y + 12, { width: 240 });
}

async function render(units: UnitRow[], order: TicketOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: [PAGE.width, PAGE.height], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const u of units) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    await drawTicket(doc, u, order);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function orderFacts(db: Db, orderId: string): Promise<TicketOrder> {
  const r = await db.query<TicketOrder>('SELECT lifecycle, cart FROM orders WHERE id = $1', [orderId]);
  if (!r.rows[0]) throw notFound('Order');
  return r.rows[0];
}

/** The job ticket PDF of one unit (one 4 x 6 page: barcode, print type, side, colour, size, due date, facility). */
export async function unitTicket(db: Db, barcode: string): Promise<Buffer> {
  const u = await unitsRepository(db).get(barcode);
  if (!u) throw notFound('Unit');
  return render([u], await orderFacts(db, u.orderId));
}

/** The job tickets of every unit of an order (a batch), one page each. */
export async function orderTickets(db: Db, orderId: string): Promise<Buffer> {
  const units = await unitsRepository(db).forOrder(orderId);
  if (units.length === 0) throw notFound('Released order');
  return render(units, await orderFacts(db, orderId));
}
