import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ArtworkResponse } from '@platen/contracts';
import { type ArtworkRow, artworkRepository, type Db, type Queryable } from '@platen/db';
import type { DetectedFormat } from '@platen/domain/design/artwork-format';
import { AppError } from '../../errors/app-error.ts';
import { contentTypeOfExtension, type FileStore } from '../../storage/file-store.ts';
import type { ImageSandbox } from '../image-sandbox/image-sandbox.ts';
import { artworkKey } from './artwork-files.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';

export { ARTWORK_LIMITS };

const EXT: Record<DetectedFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  bmp: 'bmp',
  ico: 'ico',
  jp2: 'jp2',
  svg: 'svg',
  pdf: 'pdf',
  eps: 'eps',
  dst: 'dst',
};
/** The content type of an artwork format (the file store's table, by the format's extension). */
export const mimeOf = (format: string): string => contentTypeOfExtension(EXT[format as DetectedFormat] ?? '');

/** The API view of an artwork row. */
export function artworkView(a: ArtworkRow): ArtworkResponse {
  const base = `/api/print/v3/artwork/${encodeURIComponent(a.id)}`;
  return {
    artworkId: a.id,
    name: a.name,
    url: `${base}/file`,
    thumbnailUrl: `${base}/thumbnail`,
    fullQualityUrl: `${base}/file`,
    width: a.width,
    height: a.height,
    format: a.format,
    bytes: a.bytes,
    createdAt: a.createdAt,
    actions: ['design', 'rename', 'delete'],
    rightsDeclaredAt: a.rights?.declaredAt ?? null,
    embroidery: a.embroidery,
  };
}

/** The artwork name: the given one, else the file name without folders, trimmed and bounded. */
export function artworkName(given: string | undefined, fileName: string | undefined): string {
  const raw = (given?.trim() || path.basename(fileName ?? '').trim() || 'Artwork').replace(
    /[\u0000-\u001f\u007f]/g,
    '',
  );
  return raw.slice(0, ARTWORK_LIMITS.nameLength) || 'Artwork';
}

/** An artwork's files, checked and stored, waiting for its row (`insertArtwork`). */
export type StoredArtwork = Omit<ArtworkRow, 'createdAt' | 'rights'>;

/**
 * The file is checked, sanitised and thumbnailed in the image sandbox (never in this process), then stored with
 * its thumbnail under the user's folder. No database work: slow work stays outside any transaction.
 */
export async function storeArtworkFiles(
  files: FileStore,
  images: ImageSandbox,
  userId: string,
  input: { bytes: Buffer; name: string },
): Promise<StoredArtwork> {
  const p = await images.run('prepareArtwork', { bytes: input.bytes }, { owner: userId });
  const id = randomUUID();
  const fileName = `${id}.${EXT[p.format]}`;
  const thumbName = `${id}.thumb.png`;
  await files.put(artworkKey(userId, fileName), p.stored, mimeOf(p.format));
  await files.put(artworkKey(userId, thumbName), p.thumbnail, 'image/png');
  return {
    id,
    userId,
    name: input.name,
    format: p.format,
    width: p.dims.width,
    height: p.dims.height,
    bytes: p.stored.length,
    sha256: createHash('sha256').update(p.stored).digest('hex'),
    fileName,
    thumbName,
    embroidery: p.embroidery ?? null,
  };
}

/** The library row of stored artwork files. */
export async function insertArtwork(db: Queryable, stored: StoredArtwork): Promise<ArtworkResponse> {
  return artworkView(await artworkRepository(db).insert(stored));
}

/** POST /api/print/v3/artwork: the files, then the row. */
export async function uploadArtwork(
  db: Queryable,
  files: FileStore,
  images: ImageSandbox,
  userId: string,
  input: { bytes: Buffer; name: string },
): Promise<ArtworkResponse> {
  return insertArtwork(db, await storeArtworkFiles(files, images, userId, input));
}

const notFound = () => new AppError('not_found', 'Artwork not found.');

export async function getArtwork(db: Db, userId: string, id: string): Promise<ArtworkResponse> {
  const a = await artworkRepository(db).byId(userId, id);
  if (!a) throw notFound();
  return artworkView(a);
}

export async function listArtwork(db: Db, userId: string, limit: number) {
  return (await artworkRepository(db).list(userId, limit)).map(artworkView);
}

export async function searchArtwork(db: Db, userId: string, query: string, limit: number) {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows =
    words.length === 0
      ? await artworkRepository(db).list(userId, limit)
      : await artworkRepository(db).search(userId, words, limit);
  return rows.map(artworkView);
}

/** R-7-18 / R-8-04: none found is an empty list, not an error. */
export async function bulkArtwork(db: Db, userId: string, ids: readonly string[]) {
  return (await artworkRepository(db).byIds(userId, [...new Set(ids)])).map(artworkView);
}

/** The stored file (or thumbnail) of the user's own artwork; another user's is not found. */
export async function artworkFile(
  db: Db,
  files: FileStore,
  userId: string,
  id: string,
  variant: 'file' | 'thumbnail',
): Promise<{ body: Readable; size: number; type: string; name: string }> {
  const a = await artworkRepository(db).byId(userId, id);
  if (!a) throw notFound();
  const file = variant === 'thumbnail' ? (a.thumbName ?? a.fileName) : a.fileName;
  const stored = await files.stream(artworkKey(userId, file));
  if (!stored) throw notFound();
  const type = variant === 'thumbnail' ? 'image/png' : mimeOf(a.format);
  return { body: stored.body, size: stored.size, type, name: a.name };
}
