import type { DstSummary } from '@platen/domain/design/dst-summary';
import type { Queryable } from './db.ts';

export interface ArtworkRow {
  id: string;
  userId: string;
  name: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  fileName: string;
  thumbName: string | null;
  createdAt: string;
  /** The rights declaration: null until the customer declared it. */
  rights: ArtworkRights | null;
  /** A DST artwork's stitches, colour stops and stitched size, read when it was uploaded; null otherwise. */
  embroidery: DstSummary | null;
}

/** What the customer declared about their rights to print the artwork, and when. */
export interface ArtworkRights {
  declaredAt: string;
  declaredBy: string;
  version: string;
  /** Who holds the rights: the customer, or the licensor they named. */
  owner: string;
}

type RawRow = Omit<ArtworkRow, 'rights'> & {
  rightsDeclaredAt: string | Date | null;
  rightsDeclaredBy: string | null;
  rightsVersion: string | null;
  rightsOwner: string | null;
};

const cols = `id, user_id AS "userId", name, format, width, height, bytes, sha256, file_name AS "fileName",
  thumb_name AS "thumbName", created_at AS "createdAt", rights_declared_at AS "rightsDeclaredAt",
  rights_declared_by AS "rightsDeclaredBy", rights_version AS "rightsVersion", rights_owner AS "rightsOwner", embroidery`;
const row = ({
  rightsDeclaredAt,
  rightsDeclaredBy,
  rightsVersion,
  rightsOwner,
  ...r
}: RawRow): ArtworkRow => ({
  ...r,
  embroidery: r.embroidery ?? null,
  createdAt: new Date(r.createdAt as unknown as string | Date).toISOString(),
  rights: rightsDeclaredAt
    ? {
        declaredAt: new Date(rightsDeclaredAt).toISOString(),
        declaredBy: rightsDeclaredBy ?? '',
        version: rightsVersion ?? '',
        owner: rightsOwner ?? '',
      }
    : null,
});

/** Uploaded artwork files of a user; every read is scoped to the owner. */
export function artworkRepository(db: Queryable) {
  return {
    async insert(
      a: Omit<ArtworkRow, 'createdAt' | 'rights' | 'embroidery'> & { embroidery?: DstSummary | null },
    ): Promise<ArtworkRow> {
      const r = await db.query<RawRow>(
        `INSERT INTO artworks (id, user_id, name, format, width, height, bytes, sha256, file_name, thumb_name,
           embroidery)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${cols}`,
        [
          a.id,
          a.userId,
          a.name,
          a.format,
          a.width,
          a.height,
          a.bytes,
          a.sha256,
          a.fileName,
          a.thumbName,
          a.embroidery ? JSON.stringify(a.embroidery) : null,
        ],
      );
      return row(r.rows[0]!);
    },
    async byId(userId: string, id: string): Promise<ArtworkRow | null> {
      const r = await db.query<RawRow>(`SELECT ${cols} FROM artworks WHERE id = $1 AND user_id = $2`, [
        id,
        userId,
      ]);
      return r.rows[0] ? row(r.rows[0]) : null;
    },
    async byIds(userId: string, ids: readonly string[]): Promise<ArtworkRow[]> {
      if (ids.length === 0) return [];
      const r = await db.query<RawRow>(
        `SELECT ${cols} FROM artworks WHERE id = ANY($1::text[]) AND user_id = $2 ORDER BY created_at DESC, id`,
        [ids, userId],
      );
      return r.rows.map(row);
    },
    async list(userId: string, limit: number): Promise<ArtworkRow[]> {
      const r = await db.query<RawRow>(
        `SELECT ${cols} FROM artworks WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
        [userId, limit],
      );
      return r.rows.map(row);
    },
    /** Name contains every word of the query (case-insensitive), newest first. */
    async search(userId: string, words: readonly string[], limit: number): Promise<ArtworkRow[]> {
      const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const r = await db.query<RawRow>(
        `SELECT ${cols} FROM artworks WHERE user_id = $1
           AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) p WHERE name NOT ILIKE p)
         ORDER BY created_at DESC, id LIMIT $3`,
        [userId, patterns, limit],
      );
      return r.rows.map(row);
    },
    /** One page of the owner's artwork, newest first, with the count of all of it. */
    async page(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ArtworkRow[]; count: number }> {
      const r = await db.query<RawRow>(
        `SELECT ${cols} FROM artworks WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      const c = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM artworks WHERE user_id = $1', [
        userId,
      ]);
      return { rows: r.rows.map(row), count: c.rows[0]?.n ?? 0 };
    },
    /** Records (or replaces) the rights declaration of the owner's artwork; null when there is no such artwork. */
    async declareRights(
      userId: string,
      id: string,
      d: { declaredBy: string; version: string; owner: string },
    ): Promise<ArtworkRow | null> {
      const r = await db.query<RawRow>(
        `UPDATE artworks SET rights_declared_at = now(), rights_declared_by = $3, rights_version = $4, rights_owner = $5
          WHERE id = $1 AND user_id = $2 RETURNING ${cols}`,
        [id, userId, d.declaredBy, d.version, d.owner],
      );
      return r.rows[0] ? row(r.rows[0]) : null;
    },
    /** Renames the owner's artwork; null when there is no such artwork of this owner. */
    async rename(userId: string, id: string, name: string): Promise<ArtworkRow | null> {
      const r = await db.query<RawRow>(
        `UPDATE artworks SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${cols}`,
        [id, userId, name],
      );
      return r.rows[0] ? row(r.rows[0]) : null;
    },
    /**
     * Ids of the owner's orders still open (not shipped or cancelled) that place this artwork: in the order's cart
     * snapshot (its design drafts) or in a saved design a draft of it names.
     */
    async openOrdersUsing(userId: string, id: string): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT o.id FROM orders o
          WHERE o.user_id = $1 AND o.status NOT IN ('shipped', 'cancelled', 'delivered')
            AND (jsonb_path_exists(o.cart, '$.** ? (@.artworkId == $id)', jsonb_build_object('id', $2::text))
              OR EXISTS (SELECT 1 FROM designs d
                          WHERE d.user_id = o.user_id
                            AND d.id IN (SELECT x ->> 'designId' FROM jsonb_array_elements(o.cart -> 'designDrafts') x)
                            AND jsonb_path_exists(d.doc, '$.** ? (@.artworkId == $id)', jsonb_build_object('id', $2::text))))
          ORDER BY o.id LIMIT 5`,
        [userId, id],
      );
      return r.rows.map((x) => x.id);
    },
    /** Deletes the owner's artwork row; returns it (for its files) or null. */
    async delete(userId: string, id: string): Promise<ArtworkRow | null> {
      const r = await db.query<RawRow>(
        `DELETE FROM artworks WHERE id = $1 AND user_id = $2 RETURNING ${cols}`,
        [id, userId],
      );
      return r.rows[0] ? row(r.rows[0]) : null;
    },
  };
}
