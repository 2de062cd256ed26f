import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@platen/contracts';
import { type Db, stationPhotosRepository, unitsRepository } from '@platen/db';
import {
  STATION_PHOTO_EXTENSIONS,
  type StationPhotoKind,
  stationPhoto,
} from '@platen/domain/floor/station-photos';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { fetchList } from '../floor/fetch-list.ts';

/** Which answer each refusal of the photo rule gets. */
const REFUSAL_CODES: Record<string, ErrorCode> = {
  'photo-type': 'unsupported_media_type',
  'photo-size': 'payload_too_large',
  'photo-empty': 'validation',
};

/** The photo's bytes as the rule takes them, or the refusal (nothing is stored). */
function checkedPhoto(contentType: string, body: unknown) {
  const bytes = Buffer.isBuffer(body) ? body : null;
  const checked = stationPhoto(bytes ? contentType : '', bytes ?? new Uint8Array());
  if (checked.ok) return { bytes: bytes as Buffer, ...checked.value };
  const issue = checked.issues[0]!;
  throw new AppError(REFUSAL_CODES[issue.code ?? ''] ?? 'unprocessable', issue.message, {
    issues: checked.issues,
  });
}

/** The units a photo shows: the unit at QC; at packing, every unit of the shipment the scanned unit is in. */
async function shownUnits(db: Db, kind: StationPhotoKind, unit: { barcode: string; facility: string }) {
  if (kind === 'qc') return [unit.barcode];
  const list = await fetchList(db, { code: unit.barcode, facility: unit.facility });
  return [...new Set([unit.barcode, ...list.units.map((u) => u.barcode)])];
}

/**
 * POST /api/internal/camera/{kind}/{barcode}: a station camera's photo (the body is the image) of a unit at QC or
 * of the packed box of the scanned unit's shipment, kept in the file store with who took it and when. The photo
 * is checked before anything is written; the row is written after the file, and the file removed if that fails.
 */
export async function takeStationPhoto(
  deps: { db: Db; files: FileStore },
  req: { kind: StationPhotoKind; barcode: string; contentType: string; body: unknown; actorId: string },
) {
  const photo = checkedPhoto(req.contentType, req.body);
  const unit = await unitsRepository(deps.db).get(req.barcode.trim());
  if (!unit) throw new AppError('not_found', `No unit has the barcode ${req.barcode.trim()}.`);
  const barcodes = await shownUnits(deps.db, req.kind, unit);
  const id = randomUUID();
  const storageKey = `station-photos/${req.kind}/${id}.${STATION_PHOTO_EXTENSIONS[photo.type]}`;
  await deps.files.put(storageKey, photo.bytes, photo.type);
  try {
    const row = await stationPhotosRepository(deps.db).insert({
      id,
      kind: req.kind,
      orderId: unit.orderId,
      barcode: unit.barcode,
      barcodes,
      storageKey,
      contentType: photo.type,
      size: photo.size,
      facility: unit.facility,
      takenBy: req.actorId,
    });
    const { storageKey: _k, contentType: _t, facility: _f, ...view } = row;
    return { ...view, takenByName: null };
  } catch (err) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw err;
  }
}
