import type { InventoryCheckpoint } from '@platen/domain/production/inventory-checkpoints';
import type { Queryable } from './db.ts';

/** A blank order with its lines. */
export interface BlankOrderRow {
  id: number;
  supplier: string;
  facility: string;
  status: string;
  cutoffAt: string;
  sentAt: string | null;
  /** When the supplier is expected to deliver (set when sent). */
  expectedAt: string | null;
  lines: BlankOrderLineRow[];
  /** The purchase order as transmitted to the supplier (docs/decisions/blank-suppliers.md). */
  po: {
    number: string | null;
    channel: string | null;
    state: string | null;
    note: string | null;
    sentAt: string | null;
    supplierStatus: string | null;
    polledAt: string | null;
  };
  shipNotices: BlankShipNoticeRow[];
}

export interface BlankOrderLineRow {
  productIdentifier: string;
  color: string;
  size: string;
  quantity: number;
  received: number;
  /** What the supplier's ship notices say is on its way. */
  expected: number;
  /** When the supplier's inventory could not fill the line: how many it had, and the swap suggestion. */
  supplierAvailable: number | null;
  swapSuggestion: string | null;
}

export interface BlankShipNoticeRow {
  shipmentKey: string;
  carrier: string | null;
  trackingNumbers: string[];
  shippedAt: string | null;
  lines: { productIdentifier: string; color: string; size: string; quantity: number }[];
}

/** The channel state of a blank order's purchase order. */
export type PoState = 'transmitting' | 'transmitted' | 'held' | 'failed' | 'not-configured';

export interface BlankSkuAt {
  facility: string;
  productIdentifier: string;
  color: string;
  size: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** Blank stock, demo stock flags, supplier blank orders and inventory checkpoints. */
export function blanksRepository(db: Queryable) {
  return {
    /** Every facility's demo stock flag (a facility without a row has none). */
    async demoStockOf(facilities: readonly string[]): Promise<Map<string, boolean>> {
      const r = await db.query<{ facility: string; demo_stock: boolean }>(
        'SELECT facility, demo_stock FROM floor_facilities WHERE facility = ANY($1::text[])',
        [facilities],
      );
      return new Map(r.rows.map((x) => [x.facility, x.demo_stock]));
    },

    /** Facilities whose demo flag says every blank is in stock. */
    async demoStockFacilities(): Promise<Set<string>> {
      const r = await db.query<{ facility: string }>(
        'SELECT facility FROM floor_facilities WHERE demo_stock',
      );
      return new Set(r.rows.map((x) => x.facility));
    },

    /** Opens a facility with a demo stock flag unless it exists (seeding; never changes a facility's flag). */
    async openFacility(facility: string, demoStock: boolean): Promise<void> {
      await db.query(
        'INSERT INTO floor_facilities (facility, demo_stock) VALUES ($1, $2) ON CONFLICT (facility) DO NOTHING',
        [facility, demoStock],
      );
    },

    /** Sets a facility's demo stock flag. */
    async setDemoStock(facility: string, on: boolean): Promise<void> {
      await db.query(
        `INSERT INTO floor_facilities (facility, demo_stock) VALUES ($1, $2)
         ON CONFLICT (facility) DO UPDATE SET demo_stock = EXCLUDED.demo_stock`,
        [facility, on],
      );
    },

    /** Stock counts of the given skus, locked for the rest of the transaction. Key: facility|product|color|size. */
    async lockStock(skus: readonly BlankSkuAt[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const r = await db.query<Record<string, unknown>>(
        `SELECT s.facility, s.product_identifier, s.color, s.size, s.quantity FROM blank_stock s
           JOIN jsonb_to_recordset($1::jsonb) AS k(facility text, "productIdentifier" text, color text, size text)
             ON s.facility = k.facility AND s.product_identifier = k."productIdentifier" AND s.color = k.color
            AND s.size = k.size
          ORDER BY 1, 2, 3, 4 FOR UPDATE OF s`,
        [JSON.stringify(skus)],
      );
      return new Map(
        r.rows.map((x) => [`${x.facility}|${x.product_identifier}|${x.color}|${x.size}`, Number(x.quantity)]),
      );
    },

    /** Takes stock (locked by lockStock first); the CHECK keeps it from going below zero. */
    async takeStock(sku: BlankSkuAt, count: number): Promise<void> {
      await db.query(
        `UPDATE blank_stock SET quantity = quantity - $5
          WHERE facility = $1 AND product_identifier = $2 AND color = $3 AND size = $4`,
        [sku.facility, sku.productIdentifier, sku.color, sku.size, count],
      );
    },

    /** Adds stock (a delivery, a count). */
    async addStock(sku: BlankSkuAt, delta: number): Promise<void> {
      await db.query(
        `INSERT INTO blank_stock (facility, product_identifier, color, size, quantity) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (facility, product_identifier, color, size)
         DO UPDATE SET quantity = blank_stock.quantity + EXCLUDED.quantity`,
        [sku.facility, sku.productIdentifier, sku.color, sku.size, delta],
      );
    },

    /** The open order of a supplier for a facility (made if missing), returning its id. */
    async openOrder(supplier: string, facility: string, cutoffAt: string): Promise<number> {
      await db.query(
        `INSERT INTO blank_orders (supplier, facility, cutoff_at) VALUES ($1, $2, $3)
         ON CONFLICT (supplier, facility) WHERE status = 'open' DO NOTHING`,
        [supplier, facility, cutoffAt],
      );
      const r = await db.query<{ id: number }>(
        "SELECT id FROM blank_orders WHERE supplier = $1 AND facility = $2 AND status = 'open' FOR UPDATE",
        [supplier, facility],
      );
      return Number(r.rows[0]?.id);
    },

    /** Adds a line's quantity (summing per sku) and links the waiting units. */
    async addLine(
      orderId: number,
      line: { productIdentifier: string; color: string; size: string; quantity: number; barcodes: string[] },
    ): Promise<void> {
      await db.query(
        `INSERT INTO blank_order_lines (blank_order_id, product_identifier, color, size, quantity)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (blank_order_id, product_identifier, color, size)
         DO UPDATE SET quantity = blank_order_lines.quantity + EXCLUDED.quantity`,
        [orderId, line.productIdentifier, line.color, line.size, line.quantity],
      );
      await db.query(
        `INSERT INTO blank_order_units (barcode, blank_order_id, product_identifier, color, size)
         SELECT b, $2, $3, $4, $5 FROM unnest($1::text[]) AS b`,
        [line.barcodes, orderId, line.productIdentifier, line.color, line.size],
      );
    },

    /** Barcodes of the units waiting for the given blank orders. */
    async waitingUnits(ids: readonly number[]): Promise<{ barcode: string; blankOrderId: number }[]> {
      const r = await db.query<{ barcode: string; blank_order_id: number }>(
        `SELECT barcode, blank_order_id FROM blank_order_units
          WHERE blank_order_id = ANY($1::bigint[]) AND received_at IS NULL ORDER BY barcode`,
        [ids],
      );
      return r.rows.map((x) => ({ barcode: x.barcode, blankOrderId: Number(x.blank_order_id) }));
    },

    /** Open orders whose cutoff has come (or the one open order `only`, now): marked sent; returns their ids. */
    async sendDue(now: string, only: number | null = null): Promise<number[]> {
      const r = await db.query<{ id: number }>(
        `UPDATE blank_orders SET status = 'sent', sent_at = $1::timestamptz
          WHERE status = 'open' AND (CASE WHEN $2::bigint IS NULL THEN cutoff_at <= $1::timestamptz
                                          ELSE id = $2::bigint END) RETURNING id`,
        [now, only],
      );
      return r.rows.map((x) => Number(x.id));
    },

    /** Records when a sent order's supplier is expected to deliver. */
    async setExpected(id: number, expectedAt: string): Promise<void> {
      await db.query('UPDATE blank_orders SET expected_at = $2::timestamptz WHERE id = $1', [id, expectedAt]);
    },

    /** Orders of the open, sent or partly received kind, newest first, with their lines. */
    async list(limit = 200, id: number | null = null): Promise<BlankOrderRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT o.*, COALESCE((SELECT jsonb_agg(jsonb_build_object('productIdentifier', l.product_identifier,
                  'color', l.color, 'size', l.size, 'quantity', l.quantity, 'received', l.received,
                  'expected', l.expected, 'supplierAvailable', l.supplier_available,
                  'swapSuggestion', l.swap_suggestion)
                  ORDER BY l.product_identifier, l.color, l.size)
                  FROM blank_order_lines l WHERE l.blank_order_id = o.id), '[]'::jsonb) AS lines,
                COALESCE((SELECT jsonb_agg(jsonb_build_object('shipmentKey', n.shipment_key, 'carrier', n.carrier,
                  'trackingNumbers', to_jsonb(n.tracking_numbers), 'shippedAt', n.shipped_at, 'lines', n.lines)
                  ORDER BY n.created_at, n.shipment_key)
                  FROM blank_ship_notices n WHERE n.blank_order_id = o.id), '[]'::jsonb) AS notices
           FROM blank_orders o WHERE ($2::bigint IS NULL OR o.id = $2) ORDER BY o.id DESC LIMIT $1`,
        [limit, id],
      );
      return r.rows.map((o) => ({
        id: Number(o.id),
        supplier: String(o.supplier),
        facility: String(o.facility),
        status: String(o.status),
        cutoffAt: iso(o.cutoff_at) ?? '',
        sentAt: iso(o.sent_at),
        expectedAt: iso(o.expected_at),
        lines: o.lines as BlankOrderRow['lines'],
        po: {
          number: (o.po_number as string | null) ?? null,
          channel: (o.po_channel as string | null) ?? null,
          state: (o.po_state as string | null) ?? null,
          note: (o.po_note as string | null) ?? null,
          sentAt: iso(o.po_sent_at),
          supplierStatus: (o.supplier_status as string | null) ?? null,
          polledAt: iso(o.polled_at),
        },
        shipNotices: (o.notices as BlankShipNoticeRow[]).map((n) => ({ ...n, shippedAt: iso(n.shippedAt) })),
      }));
    },

    /** One order, locked for the transaction. */
    async lockOrder(id: number): Promise<BlankOrderRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT id FROM blank_orders WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!r.rows[0]) return null;
      return (await this.list(1, id))[0] ?? null;
    },

    /** Records a receipt against a line and the order's new status. */
    async receiveLine(id: number, sku: Omit<BlankSkuAt, 'facility'>, received: number): Promise<void> {
      await db.query(
        `UPDATE blank_order_lines SET received = $5
          WHERE blank_order_id = $1 AND product_identifier = $2 AND color = $3 AND size = $4`,
        [id, sku.productIdentifier, sku.color, sku.size, received],
      );
    },

    /** Sets the order's status (partial / received). */
    async setStatus(id: number, status: string): Promise<void> {
      await db.query('UPDATE blank_orders SET status = $2 WHERE id = $1', [id, status]);
    },

    /** Marks the `count` oldest waiting units of a line received; returns their barcodes. */
    async releaseWaiting(
      id: number,
      sku: Omit<BlankSkuAt, 'facility'>,
      count: number,
      at: string,
    ): Promise<string[]> {
      const r = await db.query<{ barcode: string }>(
        `UPDATE blank_order_units SET received_at = $6::timestamptz WHERE barcode IN (
           SELECT barcode FROM blank_order_units
            WHERE blank_order_id = $1 AND product_identifier = $2 AND color = $3 AND size = $4
              AND received_at IS NULL ORDER BY barcode LIMIT $5)
         RETURNING barcode`,
        [id, sku.productIdentifier, sku.color, sku.size, count, at],
      );
      return r.rows.map((x) => x.barcode);
    },

    /**
     * Claims the sent orders whose purchase order has not gone out (never tried, failed, held for the supplier's
     * stock, or a claim older than `staleBefore`): marks them transmitting and returns their ids.
     */
    async claimToTransmit(now: string, staleBefore: string, limit = 20): Promise<number[]> {
      const r = await db.query<{ id: number }>(
        `UPDATE blank_orders SET po_state = 'transmitting', polled_at = $1::timestamptz WHERE id IN (
           SELECT id FROM blank_orders WHERE status = 'sent'
              AND (po_state IS NULL OR po_state IN ('failed', 'held')
                   OR (po_state = 'transmitting' AND polled_at < $2::timestamptz))
            ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [now, staleBefore, limit],
      );
      return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
    },

    /** Records the purchase order's channel outcome. */
    async setPo(
      id: number,
      po: {
        channel: string | null;
        state: PoState;
        note?: string | null;
        number?: string | null;
        at: string;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE blank_orders SET po_channel = $2, po_state = $3, po_note = $4,
                po_number = COALESCE($5, po_number),
                po_sent_at = CASE WHEN $3 = 'transmitted' THEN $6::timestamptz ELSE po_sent_at END
          WHERE id = $1`,
        [id, po.channel, po.state, po.note ?? null, po.number ?? null, po.at],
      );
    },

    /** A line the supplier's inventory cannot fill (available, swap suggestion); null clears it. */
    async setLineShortage(
      id: number,
      sku: Omit<BlankSkuAt, 'facility'>,
      shortage: { available: number; swap: string | null } | null,
    ): Promise<void> {
      await db.query(
        `UPDATE blank_order_lines SET supplier_available = $5, swap_suggestion = $6
          WHERE blank_order_id = $1 AND product_identifier = $2 AND color = $3 AND size = $4`,
        [id, sku.productIdentifier, sku.color, sku.size, shortage?.available ?? null, shortage?.swap ?? null],
      );
    },

    /** Orders whose PromoStandards purchase order went out and whose blanks have not all arrived. */
    async toPoll(limit = 50): Promise<number[]> {
      const r = await db.query<{ id: number }>(
        `SELECT id FROM blank_orders
          WHERE po_state = 'transmitted' AND po_channel = 'promostandards'
            AND status IN ('sent', 'shipped', 'partial') ORDER BY polled_at NULLS FIRST, id LIMIT $1`,
        [limit],
      );
      return r.rows.map((x) => Number(x.id));
    },

    /** Records a ship notice once (a second poll of the same shipment changes nothing); true when new. */
    async recordShipNotice(
      id: number,
      n: Omit<BlankShipNoticeRow, 'shippedAt'> & { shippedAt: string | null },
    ): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO blank_ship_notices (blank_order_id, shipment_key, carrier, tracking_numbers, shipped_at, lines)
         VALUES ($1, $2, $3, $4::text[], $5::timestamptz, $6::jsonb)
         ON CONFLICT (blank_order_id, shipment_key) DO NOTHING RETURNING shipment_key`,
        [id, n.shipmentKey, n.carrier, n.trackingNumbers, n.shippedAt, JSON.stringify(n.lines)],
      );
      return r.rows.length > 0;
    },

    /** The quantity a line's ship notices say is on its way. */
    async setLineExpected(id: number, sku: Omit<BlankSkuAt, 'facility'>, expected: number): Promise<void> {
      await db.query(
        `UPDATE blank_order_lines SET expected = $5
          WHERE blank_order_id = $1 AND product_identifier = $2 AND color = $3 AND size = $4`,
        [id, sku.productIdentifier, sku.color, sku.size, expected],
      );
    },

    /** The supplier's last reported status; a sent order whose blanks shipped becomes shipped. */
    async recordPoll(id: number, supplierStatus: string | null, shipped: boolean, at: string): Promise<void> {
      await db.query(
        `UPDATE blank_orders SET supplier_status = $2, polled_at = $4::timestamptz,
                status = CASE WHEN $3 AND status = 'sent' THEN 'shipped' ELSE status END
          WHERE id = $1`,
        [id, supplierStatus, shipped, at],
      );
    },

    /** R-4-36: writes an inventory checkpoint. */
    async checkpoint(c: {
      facility: string;
      /** One of the spec's checkpoints (R-4-36): the column holds nothing else. */
      checkpoint: InventoryCheckpoint;
      orderId?: string | null;
      blankOrderId?: number | null;
      data?: Record<string, unknown>;
      at: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO inventory_checkpoints (facility, checkpoint, order_id, blank_order_id, data, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)`,
        [
          c.facility,
          c.checkpoint,
          c.orderId ?? null,
          c.blankOrderId ?? null,
          JSON.stringify(c.data ?? {}),
          c.at,
        ],
      );
    },
  };
}
