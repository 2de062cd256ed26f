import type { Queryable } from './db.ts';

/** One parcel of a shipment: its box, label and tracking. */
export interface ParcelRow {
  id: string;
  orderId: string;
  shipmentIndex: number;
  parcelNo: number;
  facility: string;
  carrier: string;
  service: string;
  tracking: string;
  trackingUrl: string | null;
  adapter: string;
  box: string;
  ounces: number;
  barcodes: string[];
  labelKey: string;
  slipKey: string;
  status: string;
  statusAt: string | null;
  createdAt: string;
}

export type NewParcel = Omit<ParcelRow, 'status' | 'statusAt' | 'createdAt'>;

/** One tracking update as received. */
export interface TrackingUpdateRow {
  parcelId: string | null;
  carrier: string;
  tracking: string;
  status: string;
  at: string;
  applied: boolean;
  detail: string | null;
  receivedAt: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

const toParcel = (r: Record<string, unknown>): ParcelRow => ({
  id: String(r.id),
  orderId: String(r.order_id),
  shipmentIndex: Number(r.shipment_index),
  parcelNo: Number(r.parcel_no),
  facility: String(r.facility),
  carrier: String(r.carrier),
  service: String(r.service),
  tracking: String(r.tracking),
  trackingUrl: (r.tracking_url as string | null) ?? null,
  adapter: String(r.adapter),
  box: String(r.box),
  ounces: Number(r.ounces),
  barcodes: (r.barcodes as string[]) ?? [],
  labelKey: String(r.label_key),
  slipKey: String(r.slip_key),
  status: String(r.status),
  statusAt: iso(r.status_at),
  createdAt: iso(r.created_at) as string,
});

/** Parcels, their labels and every tracking update. */
export function parcelsRepository(db: Queryable) {
  return {
    /** A number unique to each label made by the default adapter. */
    async nextLabelSerial(): Promise<number> {
      const r = await db.query<{ n: number }>("SELECT nextval('label_serial')::int AS n");
      return Number(r.rows[0]?.n);
    },

    async insert(p: NewParcel): Promise<ParcelRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO parcels (id, order_id, shipment_index, parcel_no, facility, carrier, service, tracking,
                              tracking_url, adapter, box, ounces, barcodes, label_key, slip_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15) RETURNING *`,
        [
          p.id,
          p.orderId,
          p.shipmentIndex,
          p.parcelNo,
          p.facility,
          p.carrier,
          p.service,
          p.tracking,
          p.trackingUrl,
          p.adapter,
          p.box,
          p.ounces,
          JSON.stringify(p.barcodes),
          p.labelKey,
          p.slipKey,
        ],
      );
      return toParcel(r.rows[0] as Record<string, unknown>);
    },

    /** An order's parcels in shipment and parcel order. */
    async ofOrder(orderId: string): Promise<ParcelRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM parcels WHERE order_id = $1 ORDER BY shipment_index, parcel_no',
        [orderId],
      );
      return r.rows.map(toParcel);
    },

    /** The parcels of several orders in one statement (GraphQL's loader). */
    async ofOrders(orderIds: readonly string[]): Promise<ParcelRow[]> {
      if (orderIds.length === 0) return [];
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM parcels WHERE order_id = ANY($1::text[]) ORDER BY order_id, shipment_index, parcel_no',
        [[...orderIds]],
      );
      return r.rows.map(toParcel);
    },

    async byId(id: string): Promise<ParcelRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM parcels WHERE id = $1', [id]);
      return r.rows[0] ? toParcel(r.rows[0]) : null;
    },

    /** The parcel of a tracking number, locked for the update that reads it. */
    async byTrackingForUpdate(carrier: string, tracking: string): Promise<ParcelRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM parcels WHERE carrier = $1 AND tracking = $2 FOR UPDATE',
        [carrier, tracking],
      );
      return r.rows[0] ? toParcel(r.rows[0]) : null;
    },

    async setStatus(id: string, status: string, at: string): Promise<void> {
      await db.query('UPDATE parcels SET status = $2, status_at = $3::timestamptz WHERE id = $1', [
        id,
        status,
        at,
      ]);
    },

    async addUpdate(u: Omit<TrackingUpdateRow, 'receivedAt'>): Promise<void> {
      await db.query(
        `INSERT INTO tracking_updates (parcel_id, carrier, tracking, status, at, applied, detail)
         VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7)`,
        [u.parcelId, u.carrier, u.tracking, u.status, u.at, u.applied, u.detail],
      );
    },

    /** A parcel's updates in the order they arrived. */
    async updatesOf(parcelId: string): Promise<TrackingUpdateRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM tracking_updates WHERE parcel_id = $1 ORDER BY id',
        [parcelId],
      );
      return r.rows.map((x) => ({
        parcelId: (x.parcel_id as string | null) ?? null,
        carrier: String(x.carrier),
        tracking: String(x.tracking),
        status: String(x.status),
        at: iso(x.at) as string,
        applied: Boolean(x.applied),
        detail: (x.detail as string | null) ?? null,
        receivedAt: iso(x.received_at) as string,
      }));
    },
  };
}
