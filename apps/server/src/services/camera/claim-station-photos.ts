import type { StationPhoto } from '@platen/contracts';
import {
  type ClaimRow,
  type Db,
  type Queryable,
  stationPhotosRepository,
  unitsRepository,
  claimsRepository,
} from '@platen/db';
import { notFound } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * The station photos of a claim's claimed items: every unit of those items (reprints and voided ones too) and the
 * photos that show one of them (a QC photo of the unit, the packed box it left in). Who took each and when.
 */
export async function claimStationPhotos(db: Queryable, claim: ClaimRow): Promise<StationPhoto[]> {
  const items = new Set(claim.items.map((i) => i.itemIndex));
  const units = (await unitsRepository(db).forOrder(claim.orderId)).filter((u) => items.has(u.itemIndex));
  const claimed = new Set(units.map((u) => u.barcode));
  const photos = await stationPhotosRepository(db).ofOrder(claim.orderId);
  return photos
    .filter((p) => p.barcodes.some((b) => claimed.has(b)))
    .map((p) => ({
      id: p.id,
      kind: p.kind,
      barcode: p.barcode,
      barcodes: p.barcodes,
      takenAt: p.takenAt,
      takenBy: p.takenBy,
      takenByName: p.takenByName,
    }));
}

/**
 * GET /api/internal/claims/{claimId}/station-photos/{photoId}: a photo the claim review lists (one of its claimed
 * units'), as stored; 404 for any other photo.
 */
export async function claimStationPhotoFile(db: Db, files: FileStore, claimId: string, photoId: string) {
  const claim = await claimsRepository(db).get(claimId);
  if (!claim) throw notFound('Claim');
  const listed = await claimStationPhotos(db, claim);
  if (!listed.some((p) => p.id === photoId)) throw notFound('Photo');
  const row = await stationPhotosRepository(db).get(photoId);
  const file = row ? await files.stream(row.storageKey) : null;
  if (!row || !file) throw notFound('Photo');
  return { body: file.body, size: file.size, contentType: row.contentType };
}
