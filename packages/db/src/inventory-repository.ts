import type { StockMovementKind, StockTotals } from '@platen/domain/production/stock-ledger';
import type { InventoryCheckpoint } from '@platen/domain/production/inventory-checkpoints';
import type { BlankSkuAt } from './blanks-repository.ts';
import type { Queryable } from './db.ts';

/** A ledger row to write. */
export interface NewMovement extends BlankSkuAt {
  kind: StockMovementKind;
  quantity: number;
  checkpoint?: InventoryCheckpoint | null;
  note?: string | null;
  blankOrderId?: number | null;
  barcode?: string | null;
  employeeId?: string | null;
  at: string;
}

/** One sku at a facility: its ledger totals, units reserving a blank (not yet pulled), blanks still on order. */
export interface StockRow extends BlankSkuAt, StockTotals {
  reserved: number;
  onOrder: number;
  free: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** The blank stock ledger (receipts, consumptions, adjustments) and the inventory screen's counts. */
export function inventoryRepository(db: Queryable) {
  return {
    async record(m: NewMovement): Promise<void> {
      await db.query(
        `INSERT INTO inventory_movements (facility, product_identifier, color, size, kind, quantity, checkpoint,
           note, blank_order_id, barcode, employee_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz)`,
        [
          m.facility,
          m.productIdentifier,
          m.color,
          m.size,
          m.kind,
          m.quantity,
          m.checkpoint ?? null,
          m.note ?? null,
          m.blankOrderId ?? null,
          m.barcode ?? null,
          m.employeeId ?? null,
          m.at,
        ],
      );
    },

    /**
     * Stock per facility x product x colour x size (any sku with a ledger row, a stock row or an open order
     * line), filtered by facility and product when given.
     */
    async levels(f: {
      facility?: string | null;
      product?: string | null;
      sku?: BlankSkuAt;
    }): Promise<StockRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `WITH m AS (
           SELECT facility, product_identifier, color, size,
                  SUM(quantity) FILTER (WHERE kind = 'receipt') AS received,
                  SUM(quantity) FILTER (WHERE kind = 'consumption') AS consumed,
                  SUM(quantity) FILTER (WHERE kind = 'adjustment') AS adjusted
             FROM inventory_movements GROUP BY 1, 2, 3, 4),
         r AS (
           SELECT facility, product_identifier, color, size, count(*) AS reserved FROM units
            WHERE station = 'pull' AND step_index = 0 AND blocked_by IS NULL AND product_identifier IS NOT NULL
            GROUP BY 1, 2, 3, 4),
         o AS (
           SELECT o.facility, l.product_identifier, l.color, l.size, SUM(l.quantity - l.received) AS on_order
             FROM blank_order_lines l JOIN blank_orders o ON o.id = l.blank_order_id
            WHERE o.status <> 'received' GROUP BY 1, 2, 3, 4),
         k AS (
           SELECT facility, product_identifier, color, size FROM m
           UNION SELECT facility, product_identifier, color, size FROM blank_stock
           UNION SELECT facility, product_identifier, color, size FROM o)
         SELECT k.*, m.received, m.consumed, m.adjusted, r.reserved, o.on_order, s.quantity AS free
           FROM k
           LEFT JOIN m USING (facility, product_identifier, color, size)
           LEFT JOIN r USING (facility, product_identifier, color, size)
           LEFT JOIN o USING (facility, product_identifier, color, size)
           LEFT JOIN blank_stock s USING (facility, product_identifier, color, size)
          WHERE ($1::text IS NULL OR k.facility = $1) AND ($2::text IS NULL OR k.product_identifier = $2)
            AND ($3::text IS NULL OR (k.color = $3 AND k.size = $4))
          ORDER BY k.facility, k.product_identifier, k.color, k.size
          LIMIT 2000`,
        [
          f.sku?.facility ?? f.facility ?? null,
          f.sku?.productIdentifier ?? f.product ?? null,
          f.sku?.color ?? null,
          f.sku?.size ?? null,
        ],
      );
      return r.rows.map((x) => ({
        facility: String(x.facility),
        productIdentifier: String(x.product_identifier),
        color: String(x.color),
        size: String(x.size),
        received: n(x.received),
        consumed: n(x.consumed),
        adjusted: n(x.adjusted),
        reserved: n(x.reserved),
        onOrder: n(x.on_order),
        free: n(x.free),
      }));
    },

    /** Makes the sku's stock row (0) if missing and locks it for the transaction. */
    async lockSku(sku: BlankSkuAt): Promise<void> {
      await db.query(
        `INSERT INTO blank_stock (facility, product_identifier, color, size, quantity) VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (facility, product_identifier, color, size) DO NOTHING`,
        [sku.facility, sku.productIdentifier, sku.color, sku.size],
      );
      await db.query(
        `SELECT quantity FROM blank_stock
          WHERE facility = $1 AND product_identifier = $2 AND color = $3 AND size = $4 FOR UPDATE`,
        [sku.facility, sku.productIdentifier, sku.color, sku.size],
      );
    },

    /** Moves a locked sku's free count (lockSku first) by a signed amount; the CHECK keeps it from going below 0. */
    async moveFree(sku: BlankSkuAt, delta: number): Promise<void> {
      await db.query(
        `UPDATE blank_stock SET quantity = quantity + $5
          WHERE facility = $1 AND product_identifier = $2 AND color = $3 AND size = $4`,
        [sku.facility, sku.productIdentifier, sku.color, sku.size, delta],
      );
    },

    /** The latest adjustments (the screen's history). */
    async recentAdjustments(facility: string | null, limit = 20) {
      const r = await db.query<Record<string, unknown>>(
        `SELECT m.*, u.email FROM inventory_movements m LEFT JOIN users u ON u.id = m.employee_id
          WHERE m.kind = 'adjustment' AND ($1::text IS NULL OR m.facility = $1)
          ORDER BY m.id DESC LIMIT $2`,
        [facility, limit],
      );
      return r.rows.map((x) => ({
        id: Number(x.id),
        facility: String(x.facility),
        productIdentifier: String(x.product_identifier),
        color: String(x.color),
        size: String(x.size),
        quantity: Number(x.quantity),
        reason: String(x.checkpoint),
        note: (x.note as string | null) ?? null,
        by: (x.email as string | null) ?? null,
        at: new Date(x.created_at as string).toISOString(),
      }));
    },
  };
}
