import { type BlankOrderRow, blanksRepository, type Db } from '@platen/db';
import { skuKey } from '@platen/domain/floor/blanks';
import {
  expectedQuantities,
  poNumberOf,
  purchaseOrderCsv,
  supplierProgress,
  supplierShortages,
} from '@platen/domain/floor/supplier-channels';
import type { PurchaseOrderRequest, SupplierPorts } from './supplier-ports.ts';

/** The job kind of the supplier sync (jobs/blank-suppliers-job.ts). */
export const BLANK_SUPPLIERS_SYNC = 'floor.blank-suppliers';

/** A transmit claim older than this is taken again (the process that claimed it stopped). */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * The blank-supplier job (docs/decisions/blank-suppliers.md): every sent blank order's purchase order goes out by
 * its supplier's channel (PromoStandards after an inventory check, or an e-mailed CSV), then the PromoStandards
 * orders not yet received are polled for status and ship notices. Idempotent: a second run finds nothing to send
 * and records no notice twice.
 */
export async function syncBlankSuppliers(db: Db, ports: SupplierPorts, now = new Date().toISOString()) {
  const blanks = blanksRepository(db);
  const claimed = await blanks.claimToTransmit(now, new Date(Date.parse(now) - STALE_CLAIM_MS).toISOString());
  for (const id of claimed) {
    const order = (await blanks.list(1, id))[0];
    if (order) await transmit(db, ports, order, now);
  }
  const polled = await blanks.toPoll();
  for (const id of polled) {
    const order = (await blanks.list(1, id))[0];
    if (order) await pollSupplier(db, ports, order, now);
  }
  return { transmitted: claimed, polled };
}

const request = (o: BlankOrderRow): PurchaseOrderRequest => ({
  poNumber: poNumberOf(o.id),
  facility: o.facility,
  lines: o.lines.map((l) => ({
    productIdentifier: l.productIdentifier,
    color: l.color,
    size: l.size,
    quantity: l.quantity,
  })),
});

/** Sends one order's purchase order by its supplier's channel; a failure is recorded and tried on the next run. */
async function transmit(db: Db, ports: SupplierPorts, order: BlankOrderRow, now: string) {
  const blanks = blanksRepository(db);
  const supplier = order.supplier as keyof SupplierPorts['config'];
  const config = ports.config[supplier];
  try {
    if (!config) return await blanks.setPo(order.id, { channel: null, state: 'not-configured', at: now });
    if (config.channel === 'email-csv') return await emailPurchaseOrder(db, ports, order, config.to, now);
    return await sendPromoStandardsPo(db, ports.promoStandards(supplier, config), order, now);
  } catch (err) {
    const note = `${order.supplier} did not take the purchase order: ${(err as Error).message}`.slice(0, 500);
    await blanks.setPo(order.id, { channel: config?.channel ?? null, state: 'failed', note, at: now });
  }
}

/** DELTA: the purchase order e-mailed through the outbox with its lines as a CSV attachment (sent once per order). */
async function emailPurchaseOrder(
  db: Db,
  ports: SupplierPorts,
  order: BlankOrderRow,
  to: string,
  now: string,
) {
  const po = request(order);
  const filename = `${po.poNumber}.csv`;
  const mailer = await ports.mailer();
  await mailer.send(
    to,
    'supplier-purchase-order',
    {
      supplier: order.supplier,
      poNumber: po.poNumber,
      facility: order.facility,
      lines: po.lines.length,
      units: po.lines.reduce((s, l) => s + l.quantity, 0),
      attachment: filename,
    },
    {
      id: `blank-po-${order.id}`,
      attachments: [
        { filename, contentType: 'text/csv', content: purchaseOrderCsv({ ...po, id: order.id }) },
      ],
    },
  );
  await blanksRepository(db).setPo(order.id, {
    channel: 'email-csv',
    state: 'transmitted',
    number: po.poNumber,
    at: now,
  });
}

/** Catalogue style names ("Brand style") of products, for the swap table. */
async function stylesOf(db: Db, ids: string[]) {
  const r = await db.query<{ identifier: string; style: string | null }>(
    `SELECT identifier, brand || ' ' || (doc ->> 'style') AS style FROM catalog_products
      WHERE identifier = ANY($1::text[])`,
    [ids],
  );
  return new Map(r.rows.map((x) => [x.identifier, x.style]));
}

/**
 * SANMAR / ALPHA: reads the supplier's inventory first; a line it cannot fill holds the order with the swap
 * table's suggestion (R-9-45), tried again on the next run; otherwise sendPO.
 */
async function sendPromoStandardsPo(
  db: Db,
  client: ReturnType<SupplierPorts['promoStandards']>,
  order: BlankOrderRow,
  now: string,
) {
  const blanks = blanksRepository(db);
  const po = request(order);
  const available = await client.inventory(po.lines);
  const styles = await stylesOf(db, [...new Set(po.lines.map((l) => l.productIdentifier))]);
  const short = supplierShortages(po.lines, available, (id) => styles.get(id) ?? null);
  const shortKeys = new Set(short.map(skuKey));
  for (const l of po.lines) {
    const s = short.find((x) => skuKey(x) === skuKey(l));
    await blanks.setLineShortage(order.id, l, s ? { available: s.available, swap: s.swap } : null);
  }
  if (shortKeys.size > 0) {
    const note = short
      .map(
        (s) =>
          `${s.productIdentifier} ${s.color} ${s.size}: ${order.supplier} has ${s.available} of ${s.quantity}${s.swap ? `; swap suggestion: ${s.swap}` : ''}`,
      )
      .join('. ');
    return blanks.setPo(order.id, { channel: 'promostandards', state: 'held', note, at: now });
  }
  await client.sendPO(po);
  await blanks.setPo(order.id, {
    channel: 'promostandards',
    state: 'transmitted',
    number: po.poNumber,
    at: now,
  });
}

/**
 * Polls one PromoStandards order: its status and ship notices. New notices are recorded, each line's expected
 * quantity is the notices' sum, and a sent order with a shipment (or a shipped status) becomes shipped.
 */
async function pollSupplier(db: Db, ports: SupplierPorts, order: BlankOrderRow, now: string) {
  const supplier = order.supplier as 'SANMAR' | 'ALPHA';
  const config = ports.config[supplier];
  if (!config) return;
  const client = ports.promoStandards(supplier, config);
  const po = { ...request(order), poNumber: order.po.number ?? poNumberOf(order.id) };
  const blanks = blanksRepository(db);
  try {
    const [statuses, notices] = await Promise.all([client.orderStatus(po.poNumber), client.shipNotices(po)]);
    await db.transaction(async (tx) => {
      const repo = blanksRepository(tx);
      for (const n of notices) await repo.recordShipNotice(order.id, n);
      const all = (await repo.list(1, order.id))[0]?.shipNotices ?? [];
      const expected = expectedQuantities(order.lines, all);
      for (const l of order.lines) await repo.setLineExpected(order.id, l, expected.get(skuKey(l)) ?? 0);
      const shipped = all.length > 0 || statuses.some((s) => supplierProgress(s) === 'shipped');
      await repo.recordPoll(order.id, statuses.join(', ') || null, shipped, now);
    });
  } catch (err) {
    await blanks.recordPoll(order.id, `not answered: ${(err as Error).message}`.slice(0, 300), false, now);
  }
}
