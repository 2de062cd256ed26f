import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ArtworkResponse } from '@platen/contracts';
import { type ArtworkRow, artworkRepository, type Db } from '@platen/db';
import {
  bmpDimensions,
  type Dimensions,
  dstDimensions,
  epsDimensions,
  icoDimensions,
  jp2Dimensions,
  pdfDimensions,
  svgDimensions,
} from '@platen/domain/artwork-files/image-dimensions';
import { sanitiseSvg } from '@platen/domain/artwork-files/sanitise-svg';
import { type DetectedFormat, detectArtworkFormat } from '@platen/domain/design/artwork-format';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkKey } from './artwork-files.ts';

/** R-6 artwork limits (docs/decisions/artwork-limits.md). */
export const ARTWORK_LIMITS = {
  /** Largest upload, in bytes. */
  maxBytes: 20 * 1024 * 1024,
  /** Largest decoded image, in pixels (a 10,000 x 10,000 print file); larger ones are refused unread. */
  maxPixels: 100_000_000,
  thumbnailPx: 300,
  nameLength: 200,
} as const;

sharp.concurrency(1);
sharp.cache(false);

const MIME: Record<DetectedFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  jp2: 'image/jp2',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  dst: 'application/octet-stream',
};
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
export const mimeOf = (format: string): string =>
  MIME[format as DetectedFormat] ?? 'application/octet-stream';

const invalid = (message: string) => new AppError('unprocessable', message);

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
  };
}

interface Prepared {
  format: DetectedFormat;
  stored: Buffer;
  dims: Dimensions;
  thumbnail: Buffer;
}

/** A neutral thumbnail for formats that are printed but not previewed (pdf, eps, dst, bmp, ico, jp2). */
async function placeholderThumbnail(format: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#eef1f4"/><rect x="90" y="60" width="120" height="160" fill="#fff" stroke="#8a94a6" stroke-width="4"/><text x="150" y="265" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#44506a">${format.toUpperCase()}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const tooLarge = (d: Dimensions) =>
  new AppError(
    'unprocessable',
    `The image is ${d.width} x ${d.height} pixels; the largest accepted is ${ARTWORK_LIMITS.maxPixels.toLocaleString('en-US')} pixels.`,
  );

/**
 * Detects the format from the bytes (never the name or the declared type), checks the size in pixels before
 * decoding anything, makes the thumbnail, and sanitises SVG (the sanitised text is what gets stored).
 */
export async function prepareArtwork(bytes: Buffer): Promise<Prepared> {
  const format = detectArtworkFormat(bytes);
  if (!format) {
    throw new AppError(
      'unsupported_media_type',
      'This file is not an accepted artwork format (png, jpg, gif, bmp, ico, jp2, eps, svg, pdf/ai, dst).',
    );
  }
  const limit = { limitInputPixels: ARTWORK_LIMITS.maxPixels, failOn: 'error' as const };
  const thumb = (input: Buffer) =>
    sharp(input, limit)
      .resize(ARTWORK_LIMITS.thumbnailPx, ARTWORK_LIMITS.thumbnailPx, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();

  if (format === 'png' || format === 'jpeg' || format === 'gif') {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { ...limit, limitInputPixels: false }).metadata();
    } catch {
      throw invalid(`This file starts like a ${format.toUpperCase()} but is not a readable image.`);
    }
    const dims = { width: meta.width ?? 0, height: meta.height ?? 0 };
    if (meta.format !== (format === 'jpeg' ? 'jpeg' : format) || dims.width < 1 || dims.height < 1)
      throw invalid(`This file starts like a ${format.toUpperCase()} but is not a readable image.`);
    if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels) throw tooLarge(dims);
    try {
      return { format, stored: bytes, dims, thumbnail: await thumb(bytes) };
    } catch {
      throw invalid(`This ${format.toUpperCase()} image is damaged and cannot be read.`);
    }
  }
  if (format === 'svg') {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    if (!clean) throw invalid('This SVG has no drawing we can use.');
    const dims = svgDimensions(clean) ?? { width: 0, height: 0 };
    if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels) throw tooLarge(dims);
    const stored = Buffer.from(clean, 'utf8');
    try {
      const meta = await sharp(stored, limit).metadata();
      const d = dims.width > 0 ? dims : { width: meta.width ?? 0, height: meta.height ?? 0 };
      if (d.width < 1 || d.height < 1) throw new Error('no size');
      return { format, stored, dims: d, thumbnail: await thumb(stored) };
    } catch {
      throw invalid('This SVG cannot be drawn.');
    }
  }
  const reader: Record<string, (b: Uint8Array) => Dimensions | null> = {
    bmp: bmpDimensions,
    ico: icoDimensions,
    jp2: jp2Dimensions,
    pdf: pdfDimensions,
    eps: epsDimensions,
    dst: dstDimensions,
  };
  const dims = reader[format]!(bytes);
  if (!dims) throw invalid(`This ${format.toUpperCase()} file has no readable size.`);
  if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels && ['bmp', 'ico', 'jp2'].includes(format))
    throw tooLarge(dims);
  return { format, stored: bytes, dims, thumbnail: await placeholderThumbnail(format) };
}

/** The artwork name: the given one, else the file name without folders, trimmed and bounded. */
export function artworkName(given: string | undefined, fileName: string | undefined): string {
  const raw = (given?.trim() || path.basename(fileName ?? '').trim() || 'Artwork').replace(
    /[\u0000-\u001f\u007f]/g,
    '',
  );
  return raw.slice(0, ARTWORK_LIMITS.nameLength) || 'Artwork';
}

/** POST /api/print/v3/artwork: stores the file and its thumbnail under the user's folder, then the row. */
export async function uploadArtwork(
  db: Db,
  files: FileStore,
  userId: string,
  input: { bytes: Buffer; name: string },
): Promise<ArtworkResponse> {
  const p = await prepareArtwork(input.bytes);
  const id = randomUUID();
  const fileName = `${id}.${EXT[p.format]}`;
  const thumbName = `${id}.thumb.png`;
  await files.put(artworkKey(userId, fileName), p.stored, MIME[p.format]);
  await files.put(artworkKey(userId, thumbName), p.thumbnail, 'image/png');
  const row = await artworkRepository(db).insert({
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
  });
  return artworkView(row);
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
