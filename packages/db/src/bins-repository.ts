import type { Queryable } from './db.ts';

/** A taken bin: which order it holds, how many of the order's units lie in it, whether it is ready to pack. */
export interface BinRow {
  facility: string;
  rack: string;
  bin: number;
  orderId: string;
  orderUnits: number;
  capacity: number;
  units: number;
  readyAt: string | null;
}

const toBin = (r: Record<string, unknown>): BinRow => ({
  facility: String(r.facility),
  rack: String(r.rack),
  bin: Number(r.bin),
  orderId: String(r.order_id),
  orderUnits: Number(r.order_units),
  capacity: Number(r.capacity),
  units: Number(r.units),
  readyAt: r.ready_at ? new Date(r.ready_at as string).toISOString() : null,
});

/**
 * Bins of the store racks (docs/decisions/racks-and-bins.md). The table's keys carry the invariants under any
 * concurrency: (facility, rack, bin) is one order, order_id is one bin, units stay within capacity.
 */
export function binsRepository(db: Queryable) {
  return {
    /** The bin an order holds, or null. */
    async ofOrder(orderId: string): Promise<BinRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM bins WHERE order_id = $1', [orderId]);
      return r.rows[0] ? toBin(r.rows[0]) : null;
    },

    /**
     * Takes the lowest free bin of `rack` (1..locations) for the order, in one statement. Null when the rack is
     * full, or when a concurrent scan took the chosen bin or already gave the order a bin: the caller reads
     * `ofOrder` and tries again.
     */
    async claim(c: {
      facility: string;
      rack: string;
      locations: number;
      orderId: string;
      orderUnits: number;
      capacity: number;
    }): Promise<BinRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO bins (facility, rack, bin, order_id, order_units, capacity)
         SELECT $1, $2, b, $4, $5, $6 FROM generate_series(1, $3::int) AS b
          WHERE NOT EXISTS (SELECT 1 FROM bins x WHERE x.facility = $1 AND x.rack = $2 AND x.bin = b)
          ORDER BY b LIMIT 1
         ON CONFLICT DO NOTHING
         RETURNING *`,
        [c.facility, c.rack, c.locations, c.orderId, c.orderUnits, c.capacity],
      );
      return r.rows[0] ? toBin(r.rows[0]) : null;
    },

    /** True when the rack has no free location left. */
    async isFull(facility: string, rack: string, locations: number): Promise<boolean> {
      const r = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bins WHERE facility = $1 AND rack = $2',
        [facility, rack],
      );
      return Number(r.rows[0]?.n ?? 0) >= locations;
    },

    /** Puts a unit in its order's bin (once: a rescan changes nothing); answers the bin after it. */
    async put(orderId: string, barcode: string): Promise<BinRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `WITH target AS (SELECT facility, rack, bin FROM bins WHERE order_id = $1),
         placed AS (
           INSERT INTO bin_units (barcode, order_id, facility, rack, bin)
           SELECT $2, $1, facility, rack, bin FROM target
           ON CONFLICT (barcode) DO NOTHING RETURNING 1)
         UPDATE bins SET units = units + (SELECT count(*)::int FROM placed),
                ready_at = CASE WHEN units + (SELECT count(*)::int FROM placed) >= order_units
                                THEN COALESCE(ready_at, now()) ELSE ready_at END
          WHERE order_id = $1
         RETURNING *`,
        [orderId, barcode],
      );
      return r.rows[0] ? toBin(r.rows[0]) : null;
    },

    /** The barcodes lying in an order's bin. */
    async unitsOf(orderId: string): Promise<string[]> {
      const r = await db.query<{ barcode: string }>(
        'SELECT barcode FROM bin_units WHERE order_id = $1 ORDER BY barcode',
        [orderId],
      );
      return r.rows.map((x) => x.barcode);
    },

    /** The order holding a bin of a facility's rack, or null when the bin is free. */
    async orderAt(facility: string, rack: string, bin: number): Promise<string | null> {
      const r = await db.query<{ order_id: string }>(
        'SELECT order_id FROM bins WHERE facility = $1 AND rack = $2 AND bin = $3',
        [facility, rack, bin],
      );
      return r.rows[0]?.order_id ?? null;
    },

    /** Where each of an order's stored units lies: barcode to rack and bin. */
    async placesOf(orderId: string): Promise<Map<string, { rack: string; bin: number }>> {
      const r = await db.query<{ barcode: string; rack: string; bin: number }>(
        'SELECT barcode, rack, bin FROM bin_units WHERE order_id = $1',
        [orderId],
      );
      return new Map(r.rows.map((x) => [x.barcode, { rack: x.rack, bin: Number(x.bin) }]));
    },

    /** Frees the order's bin (its units left in parcels). */
    async release(orderId: string): Promise<void> {
      await db.query('DELETE FROM bins WHERE order_id = $1', [orderId]);
    },

    /** Every taken bin of a facility (for checks and the board). */
    async all(facility: string): Promise<BinRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM bins WHERE facility = $1 ORDER BY rack, bin',
        [facility],
      );
      return r.rows.map(toBin);
    },
  };
}
