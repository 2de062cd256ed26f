import type { Queryable } from './db.ts';

/** A photo a station camera took: a unit at QC, or a shipment's packed box. */
export interface StationPhotoRow {
  id: string;
  kind: 'qc' | 'packing';
  orderId: string;
  /** The unit scanned when the photo was taken. */
  barcode: string;
  /** The units the photo shows (the unit at QC; the shipment's units at packing). */
  barcodes: string[];
  storageKey: string;
  contentType: string;
  size: number;
  facility: string | null;
  takenBy: string | null;
  /** The name of who took it (read with the photo). */
  takenByName: string | null;
  takenAt: string;
}

const toPhoto = (r: Record<string, unknown>): StationPhotoRow => ({
  id: String(r.id),
  kind: r.kind === 'packing' ? 'packing' : 'qc',
  orderId: String(r.order_id),
  barcode: String(r.barcode),
  barcodes: (r.barcodes as string[]) ?? [],
  storageKey: String(r.storage_key),
  contentType: String(r.content_type),
  size: Number(r.size),
  facility: (r.facility as string | null) ?? null,
  takenBy: (r.taken_by as string | null) ?? null,
  takenByName: (r.taken_by_name as string | null) ?? null,
  takenAt: new Date(r.taken_at as string).toISOString(),
});

/** Station camera photos (the bytes live in the file store under storageKey). */
export function stationPhotosRepository(db: Queryable) {
  return {
    async insert(p: Omit<StationPhotoRow, 'takenAt' | 'takenByName'>): Promise<StationPhotoRow> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO station_photos (id, kind, order_id, barcode, barcodes, storage_key, content_type, size, facility,
           taken_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
        [
          p.id,
          p.kind,
          p.orderId,
          p.barcode,
          JSON.stringify(p.barcodes),
          p.storageKey,
          p.contentType,
          p.size,
          p.facility,
          p.takenBy,
        ],
      );
      return toPhoto(r.rows[0] as Record<string, unknown>);
    },

    /** An order's photos, oldest first. */
    async ofOrder(orderId: string): Promise<StationPhotoRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT p.*, u.name AS taken_by_name FROM station_photos p LEFT JOIN users u ON u.id = p.taken_by
          WHERE p.order_id = $1 ORDER BY p.taken_at, p.id`,
        [orderId],
      );
      return r.rows.map(toPhoto);
    },

    async get(id: string): Promise<StationPhotoRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM station_photos WHERE id = $1', [id]);
      return r.rows[0] ? toPhoto(r.rows[0]) : null;
    },

    /** How many photos are stored (tests check a refusal stored nothing). */
    async count(): Promise<number> {
      const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM station_photos');
      return Number(r.rows[0]?.n ?? 0);
    },
  };
}
