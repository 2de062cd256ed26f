import type { Queryable } from './db.ts';

/** One unit row. */
export interface UnitRow {
  barcode: string;
  orderId: string;
  itemIndex: number;
  unitNo: number;
  printType: string | null;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  facility: string;
  stepIndex: number;
  station: string;
  milestone: string | null;
  milestoneAt: string | null;
  blockedBy: string | null;
  /** The lifecycle shipment a reship's unit travels in; null: its line's cart shipment. */
  shipmentIndex: number | null;
  updatedAt: string;
}

/** A unit to insert at release. */
export type NewUnit = Omit<UnitRow, 'milestoneAt' | 'updatedAt' | 'shipmentIndex'> & {
  milestoneAt: string | null;
  shipmentIndex?: number | null;
};

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const toUnit = (r: Record<string, unknown>): UnitRow => ({
  barcode: String(r.barcode),
  orderId: String(r.order_id),
  itemIndex: Number(r.item_index),
  unitNo: Number(r.unit_no),
  printType: (r.print_type as string | null) ?? null,
  productIdentifier: (r.product_identifier as string | null) ?? null,
  color: (r.color as string | null) ?? null,
  size: String(r.size),
  facility: String(r.facility),
  stepIndex: Number(r.step_index),
  station: String(r.station),
  milestone: (r.milestone as string | null) ?? null,
  milestoneAt: iso(r.milestone_at),
  blockedBy: (r.blocked_by as string | null) ?? null,
  shipmentIndex:
    r.shipment_index === null || r.shipment_index === undefined ? null : Number(r.shipment_index),
  updatedAt: iso(r.updated_at) ?? '',
});

/** One recorded scan (the status log). */
export interface NewScan {
  barcode: string;
  orderId: string;
  stepIndex: number;
  station: string;
  facility: string;
  employeeId: string;
  shiftId: number | null;
  action: string | null;
  milestone: string | null;
  data: Record<string, unknown>;
  at: string;
}

/** A scan's compare-and-set: the unit's expected station and step, and where it goes. */
export interface UnitAdvance {
  barcode: string;
  expectedStation: string;
  expectedStep: number;
  nextStep: number;
  nextStation: string;
  milestone: string | null;
  at: string;
}

/** Units, their production numbers and the scan log. */
export function unitsRepository(db: Queryable) {
  return {
    /** Gives the order its production number once; returns it and whether this call released the order. */
    async claimProductionNumber(orderId: string): Promise<{ orderNo: number; created: boolean }> {
      const ins = await db.query<{ order_no: number }>(
        'INSERT INTO production_orders (order_id) VALUES ($1) ON CONFLICT (order_id) DO NOTHING RETURNING order_no',
        [orderId],
      );
      if (ins.rows[0]) return { orderNo: Number(ins.rows[0].order_no), created: true };
      const r = await db.query<{ order_no: number }>(
        'SELECT order_no FROM production_orders WHERE order_id = $1',
        [orderId],
      );
      return { orderNo: Number(r.rows[0]?.order_no), created: false };
    },

    /** The order's production number (what its barcodes start with), or null before its release to the floor. */
    async productionNumberOf(orderId: string): Promise<number | null> {
      const r = await db.query<{ order_no: number }>(
        'SELECT order_no FROM production_orders WHERE order_id = $1',
        [orderId],
      );
      return r.rows[0] ? Number(r.rows[0].order_no) : null;
    },

    /** Inserts units in one statement. */
    async insert(units: readonly NewUnit[], at: string): Promise<void> {
      if (units.length === 0) return;
      await db.query(
        `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, product_identifier, color, size,
                            facility, step_index, station, milestone, milestone_at, blocked_by, shipment_index,
                            updated_at)
         SELECT u.barcode, u."orderId", u."itemIndex", u."unitNo", u."printType", u."productIdentifier", u.color,
                u.size, u.facility, u."stepIndex", u.station, u.milestone, u."milestoneAt"::timestamptz,
                u."blockedBy", u."shipmentIndex", $2::timestamptz
           FROM jsonb_to_recordset($1::jsonb) AS u(barcode text, "orderId" text, "itemIndex" int, "unitNo" int,
                "printType" text, "productIdentifier" text, color text, size text, facility text, "stepIndex" int,
                station text, milestone text, "milestoneAt" text, "blockedBy" text, "shipmentIndex" int)`,
        [JSON.stringify(units), at],
      );
    },

    /** One unit by barcode. */
    async get(barcode: string): Promise<UnitRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM units WHERE barcode = $1', [barcode]);
      return r.rows[0] ? toUnit(r.rows[0]) : null;
    },

    /** The units of these barcodes, in the order asked (unknown barcodes left out). */
    async byBarcodes(codes: readonly string[]): Promise<UnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM units WHERE barcode = ANY($1::text[])',
        [[...codes]],
      );
      const byCode = new Map(r.rows.map((x) => [String(x.barcode), toUnit(x)]));
      return codes.flatMap((c) => byCode.get(c) ?? []);
    },

    /** The order a barcode belongs to (never changes: read without a lock). */
    async orderOf(barcode: string): Promise<string | null> {
      const r = await db.query<{ order_id: string }>('SELECT order_id FROM units WHERE barcode = $1', [
        barcode,
      ]);
      return r.rows[0]?.order_id ?? null;
    },

    /** Every unit of an order, item and unit number order. */
    async forOrder(orderId: string): Promise<UnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM units WHERE order_id = $1 ORDER BY item_index, unit_no',
        [orderId],
      );
      return r.rows.map(toUnit);
    },

    /**
     * The scan's compare-and-set: moves the unit from (station, step) to the next step only if it is still
     * expected there and not blocked. Returns the moved unit, or null when someone else moved it first.
     */
    async advance(c: UnitAdvance): Promise<UnitRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE units SET step_index = $4, station = $5,
                milestone = COALESCE($6, milestone),
                milestone_at = CASE WHEN $6::text IS NULL THEN milestone_at ELSE $7::timestamptz END,
                updated_at = $7::timestamptz
          WHERE barcode = $1 AND station = $2 AND step_index = $3 AND blocked_by IS NULL
          RETURNING *`,
        [c.barcode, c.expectedStation, c.expectedStep, c.nextStep, c.nextStation, c.milestone, c.at],
      );
      return r.rows[0] ? toUnit(r.rows[0]) : null;
    },

    /**
     * A production scan's move in one statement: advance's compare-and-set, the status log row `scan` when the
     * unit moved, with `consumeBlank` the blank's consumption row in the stock ledger (as
     * inventoryRepository.record, colour 'none' when the unit has none; nothing at a demo-stock facility), and the
     * distinct milestones of its item's units after the move (what the item's milestone is computed from). null
     * when someone else moved the unit first (nothing written).
     */
    async advanceScanned(
      c: UnitAdvance,
      scan: Omit<NewScan, 'barcode' | 'orderId' | 'at'>,
      consumeBlank: boolean,
    ): Promise<{ unit: UnitRow; itemMilestones: (string | null)[] } | null> {
      const r = await db.query<Record<string, unknown>>(
        `WITH moved AS (
           UPDATE units SET step_index = $4, station = $5,
                  milestone = COALESCE($6, milestone),
                  milestone_at = CASE WHEN $6::text IS NULL THEN milestone_at ELSE $7::timestamptz END,
                  updated_at = $7::timestamptz
            WHERE barcode = $1 AND station = $2 AND step_index = $3 AND blocked_by IS NULL
            RETURNING *),
         logged AS (
           INSERT INTO scans (barcode, order_id, step_index, station, facility, employee_id, shift_id, action,
                              milestone, data, created_at)
           SELECT moved.barcode, moved.order_id, $8::int, $9::text, $10::text, $11::text, $12::bigint, $13::text,
                  $14::text, $15::jsonb, $7::timestamptz
             FROM moved),
         consumed AS (
           INSERT INTO inventory_movements (facility, product_identifier, color, size, kind, quantity, barcode,
                                            employee_id, created_at)
           SELECT moved.facility, moved.product_identifier, COALESCE(moved.color, 'none'), moved.size, 'consumption',
                  1, moved.barcode, $11::text, $7::timestamptz
             FROM moved
            WHERE $16::boolean AND moved.product_identifier IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM floor_facilities f WHERE f.facility = moved.facility AND f.demo_stock))
         -- The other units as before this statement (a CTE's snapshot), the moved one as it is now.
         SELECT moved.*,
                ARRAY(SELECT DISTINCT u.milestone FROM units u
                       WHERE u.order_id = moved.order_id AND u.item_index = moved.item_index
                         AND u.barcode <> moved.barcode) AS other_milestones
           FROM moved`,
        [
          c.barcode,
          c.expectedStation,
          c.expectedStep,
          c.nextStep,
          c.nextStation,
          c.milestone,
          c.at,
          scan.stepIndex,
          scan.station,
          scan.facility,
          scan.employeeId,
          scan.shiftId,
          scan.action,
          scan.milestone,
          JSON.stringify(scan.data),
          consumeBlank,
        ],
      );
      const row = r.rows[0];
      if (!row) return null;
      const unit = toUnit(row);
      const others = (row.other_milestones as (string | null)[] | null) ?? [];
      return { unit, itemMilestones: [...new Set([unit.milestone, ...others])] };
    },

    /** Marks an alert milestone (RIP issue) on a unit that stays where it is. */
    async markMilestone(barcode: string, milestone: string, at: string): Promise<UnitRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE units SET milestone = $2, milestone_at = $3::timestamptz, updated_at = $3::timestamptz
          WHERE barcode = $1 RETURNING *`,
        [barcode, milestone, at],
      );
      return r.rows[0] ? toUnit(r.rows[0]) : null;
    },

    /** Appends one scan to the status log. */
    async recordScan(s: NewScan): Promise<void> {
      await db.query(
        `INSERT INTO scans (barcode, order_id, step_index, station, facility, employee_id, shift_id, action,
                            milestone, data, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::timestamptz)`,
        [
          s.barcode,
          s.orderId,
          s.stepIndex,
          s.station,
          s.facility,
          s.employeeId,
          s.shiftId,
          s.action,
          s.milestone,
          JSON.stringify(s.data),
          s.at,
        ],
      );
    },

    /** The data of a unit's latest status-log row of this action (a RIP issue's reason), or null. */
    async lastScanData(barcode: string, action: string): Promise<Record<string, unknown> | null> {
      const r = await db.query<{ data: Record<string, unknown> | null }>(
        `SELECT data FROM scans WHERE barcode = $1 AND action = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [barcode, action],
      );
      return r.rows[0] ? (r.rows[0].data ?? {}) : null;
    },

    /** Open units per facility (not yet handed to QC): the routing rule's open work. */
    async openWork(): Promise<Record<string, number>> {
      const r = await db.query<{ facility: string; n: number }>(
        "SELECT facility, count(*)::int AS n FROM units WHERE station NOT IN ('qc', 'store', 'shipping', 'shipped', 'voided') GROUP BY facility",
      );
      return Object.fromEntries(r.rows.map((x) => [x.facility, Number(x.n)]));
    },

    /** Units waiting at a station of a facility, oldest first. */
    async queue(facility: string, station: string, limit: number): Promise<UnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM units WHERE facility = $1 AND station = $2 AND blocked_by IS NULL
          ORDER BY updated_at LIMIT $3`,
        [facility, station, limit],
      );
      return r.rows.map(toUnit);
    },

    /** Locks the order row for the rest of the transaction: every floor change of one order takes it first. */
    async lockOrder(orderId: string): Promise<boolean> {
      const r = await db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      return r.rows.length > 0;
    },

    /**
     * Sets where units go now that their blanks are here (or sent for): step, station, milestone, blocked_by,
     * one statement for the batch.
     */
    async place(
      moves: readonly {
        barcode: string;
        stepIndex: number;
        station: string;
        milestone: string | null;
        blockedBy: string | null;
      }[],
      at: string,
    ): Promise<UnitRow[]> {
      if (moves.length === 0) return [];
      const r = await db.query<Record<string, unknown>>(
        `UPDATE units SET step_index = m."stepIndex", station = m.station, blocked_by = m."blockedBy",
                milestone = COALESCE(m.milestone, units.milestone),
                milestone_at = CASE WHEN m.milestone IS NULL THEN units.milestone_at ELSE $2::timestamptz END,
                updated_at = $2::timestamptz
           FROM jsonb_to_recordset($1::jsonb) AS m(barcode text, "stepIndex" int, station text, milestone text,
                "blockedBy" text)
          WHERE units.barcode = m.barcode RETURNING units.*`,
        [JSON.stringify(moves), at],
      );
      return r.rows.map(toUnit);
    },

    /** Units by barcode. */
    async many(barcodes: readonly string[]): Promise<UnitRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM units WHERE barcode = ANY($1::text[]) ORDER BY order_id, item_index, unit_no',
        [barcodes],
      );
      return r.rows.map(toUnit);
    },

    /** Production number of an order, or null before release. */
    async orderNo(orderId: string): Promise<number | null> {
      const r = await db.query<{ order_no: number }>(
        'SELECT order_no FROM production_orders WHERE order_id = $1',
        [orderId],
      );
      return r.rows[0] ? Number(r.rows[0].order_no) : null;
    },
  };
}
