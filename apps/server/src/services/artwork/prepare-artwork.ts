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
import { ARTWORK_LIMITS } from './artwork-limits.ts';

/** An upload made ready to store: what it is, the bytes to keep (sanitised SVG text), its size and thumbnail. */
export interface PreparedArtwork {
  format: DetectedFormat;
  stored: Uint8Array;
  dims: Dimensions;
  thumbnail: Uint8Array;
}

const invalid = (message: string) => new AppError('unprocessable', message);

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
 * Untrusted: runs in the image sandbox (services/image-sandbox), never in the server process. Detects the format
 * from the bytes (never the name or the declared type), checks the size in pixels before decoding anything, makes
 * the thumbnail, and sanitises SVG within its element caps before it is drawn (the sanitised text is what gets
 * stored).
 */
export async function prepareArtwork(input: { bytes: Uint8Array }): Promise<PreparedArtwork> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
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
    if (!clean.ok) throw invalid(clean.message);
    const dims = svgDimensions(clean.svg) ?? { width: 0, height: 0 };
    if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels) throw tooLarge(dims);
    const stored = Buffer.from(clean.svg, 'utf8');
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
