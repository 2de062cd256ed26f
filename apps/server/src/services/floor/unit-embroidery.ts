import type { UnitEmbroidery } from '@platen/contracts';
import {
  type ArtworkRow,
  artworkRepository,
  designsRepository,
  ordersRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import type { Side } from '@platen/domain/entities/entities';
import { embroideryRunSize } from '@platen/domain/floor/station-data';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { notFound } from '../../errors/app-error.ts';
import { artworkKey } from '../artwork/artwork-files.ts';

/** One embroidered side of a unit: its DST artwork (null: the side's artwork is not a DST yet). */
interface DstSide {
  side: string;
  artwork: ArtworkRow | null;
  format: string | null;
}

/** The sides of a unit's design with artwork on them, each with its first DST artwork (or what it has instead). */
async function dstSides(db: Queryable, unit: UnitRow): Promise<{ userId: string; sides: DstSide[] }> {
  const order = await ordersRepository(db).floorFacts(unit.orderId);
  const designId = (order?.lifecycle as LifecycleState | undefined)?.items[unit.itemIndex]?.designId;
  if (!order || !designId) throw notFound('Design');
  const design = await designsRepository(db).byId(order.userId, designId);
  if (!design) throw notFound('Design');
  const sides = Object.entries((design.doc.sides ?? {}) as Record<string, Side>).filter(
    ([, s]) => (s.elements ?? []).length > 0,
  );
  const ids = sides.flatMap(([, s]) => (s.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : [])));
  const arts = new Map((await artworkRepository(db).byIds(order.userId, ids)).map((a) => [a.id, a]));
  return {
    userId: order.userId,
    sides: sides.map(([side, s]) => {
      const placed = (s.elements ?? []).flatMap((e) => (e.artworkId && arts.get(e.artworkId)) || []);
      return { side, artwork: placed.find((a) => a.embroidery) ?? null, format: placed[0]?.format ?? null };
    }),
  };
}

/** The stitches and colour stops of a unit's DST sides, summed (what its stitch event records). */
export async function unitStitches(
  db: Queryable,
  unit: UnitRow,
): Promise<{ stitchCount: number; colourStops: number } | null> {
  const { sides } = await dstSides(db, unit).catch(() => ({ sides: [] as DstSide[] }));
  const dst = sides.flatMap((s) => (s.artwork?.embroidery ? [s.artwork.embroidery] : []));
  if (dst.length === 0) return null;
  return {
    stitchCount: dst.reduce((n, d) => n + d.stitchCount, 0),
    colourStops: dst.reduce((n, d) => n + d.colourStops, 0),
  };
}

/**
 * GET /api/internal/units/:barcode/embroidery: what the embroidery station shows for a unit: per embroidered side
 * its DST (stitch count, colour stops, stitched size, download link) or why it has none, and the run size (the
 * units of the same item waiting at embroidery, at most the embroidery bulk limit).
 */
export async function unitEmbroidery(db: Queryable, barcode: string): Promise<UnitEmbroidery> {
  const unit = await unitsRepository(db).get(barcode);
  if (!unit) throw notFound('Unit');
  const { sides } = await dstSides(db, unit);
  const waiting = (await unitsRepository(db).forOrder(unit.orderId)).filter(
    (u) => u.itemIndex === unit.itemIndex && u.station === 'embroidery',
  ).length;
  return {
    barcode,
    runSize: embroideryRunSize(waiting),
    sides: sides.map(({ side, artwork, format }) =>
      artwork?.embroidery
        ? {
            side,
            artworkName: artwork.name,
            dst: artwork.embroidery,
            download: `/api/internal/units/${encodeURIComponent(barcode)}/embroidery/${side}/design.dst`,
            reason: null,
          }
        : {
            side,
            artworkName: null,
            dst: null,
            download: null,
            reason: `No DST file on the ${side}: its artwork is ${format ?? 'missing'}. Digitise it before stitching.`,
          },
    ),
  };
}

/** The stored DST file of a unit's side (file store key), for the station's download. */
export async function unitDstFile(db: Queryable, barcode: string, side: string): Promise<string> {
  const unit = await unitsRepository(db).get(barcode);
  if (!unit) throw notFound('Unit');
  const { userId, sides } = await dstSides(db, unit);
  const art = sides.find((s) => s.side === side)?.artwork;
  if (!art) throw notFound('DST file');
  return artworkKey(userId, art.fileName);
}
