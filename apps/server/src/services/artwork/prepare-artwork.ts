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
import { type DstSummary, dstTooLarge, readDst } from '@platen/domain/design/dst-summary';
import { dstToSvg } from '@platen/domain/design/dst-stitches';
import { EMBROIDERY_MAX } from '@platen/domain/placement/artwork-maximums';
import { inches } from '@platen/domain/units/units';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';

/** An upload made ready to store: what it is, the bytes to keep (sanitised SVG text), its size and thumbnail. */
export interface PreparedArtwork {
  format: DetectedFormat;
  stored: Uint8Array;
  dims: Dimensions;
  thumbnail: Uint8Array;
  /** A DST file's counted stitches, colour stops and stitched size. */
  embroidery?: DstSummary;
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

const LIMIT = { limitInputPixels: ARTWORK_LIMITS.maxPixels, failOn: 'error' as const };

/** The thumbnail of a drawable image, within the pixel cap. */
const thumb = (input: Buffer) =>
  sharp(input, LIMIT)
    .resize(ARTWORK_LIMITS.thumbnailPx, ARTWORK_LIMITS.thumbnailPx, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();

/** Readers of the size of formats that are printed but not previewed. */
const SIZE_READERS: Record<string, (b: Uint8Array) => Dimensions | null> = {
  bmp: bmpDimensions,
  ico: icoDimensions,
  jp2: jp2Dimensions,
  pdf: pdfDimensions,
  eps: epsDimensions,
  dst: dstDimensions,
};

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
  if (format === 'png' || format === 'jpeg' || format === 'gif') return prepareRaster(bytes, format);
  if (format === 'svg') return prepareSvg(bytes);
  if (format === 'dst') return prepareDst(bytes);
  return prepareUnpreviewed(bytes, format);
}

/** PNG, JPEG or GIF: the header must match the format and the size stay under the pixel cap before decoding. */
async function prepareRaster(bytes: Buffer, format: 'png' | 'jpeg' | 'gif'): Promise<PreparedArtwork> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...LIMIT, limitInputPixels: false }).metadata();
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

/** SVG: sanitised within its element caps; the sanitised text is what is drawn and stored. */
async function prepareSvg(bytes: Buffer): Promise<PreparedArtwork> {
  const clean = sanitiseSvg(bytes.toString('utf8'));
  if (!clean.ok) throw invalid(clean.message);
  const dims = svgDimensions(clean.svg) ?? { width: 0, height: 0 };
  if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels) throw tooLarge(dims);
  const stored = Buffer.from(clean.svg, 'utf8');
  try {
    const meta = await sharp(stored, LIMIT).metadata();
    const d = dims.width > 0 ? dims : { width: meta.width ?? 0, height: meta.height ?? 0 };
    if (d.width < 1 || d.height < 1) throw new Error('no size');
    return { format: 'svg', stored, dims: d, thumbnail: await thumb(stored) };
  } catch {
    throw invalid('This SVG cannot be drawn.');
  }
}

/** Formats printed but not previewed: the size read from the header, a neutral thumbnail. */
async function prepareUnpreviewed(bytes: Buffer, format: DetectedFormat): Promise<PreparedArtwork> {
  const dims = SIZE_READERS[format]!(bytes);
  if (!dims) throw invalid(`This ${format.toUpperCase()} file has no readable size.`);
  if (dims.width * dims.height > ARTWORK_LIMITS.maxPixels && ['bmp', 'ico', 'jp2'].includes(format))
    throw tooLarge(dims);
  return { format, stored: bytes, dims, thumbnail: await placeholderThumbnail(format) };
}

/** The largest embroidery placement of any product (R-5-44..52): no DST larger than it can be stitched. */
const LARGEST_EMBROIDERY = Object.values(EMBROIDERY_MAX)
  .flatMap((sides) => Object.values(sides))
  .reduce((a, b) => ({
    width: inches(Math.max(a.width, b.width)),
    height: inches(Math.max(a.height, b.height)),
  }));

/**
 * DST: every stitch record read (stitch count, colour stops, stitched size); a malformed file or one larger than
 * the largest embroidery placement is refused with its sentence. The thumbnail draws the stitches.
 */
async function prepareDst(bytes: Buffer): Promise<PreparedArtwork> {
  const read = readDst(bytes);
  if (!read.ok) throw invalid(read.reason);
  const tooLarge = dstTooLarge(read.value, LARGEST_EMBROIDERY, 'largest embroidery placement');
  if (tooLarge) throw invalid(tooLarge);
  const dims = {
    width: Math.max(1, Math.round(read.value.widthIn * 300)),
    height: Math.max(1, Math.round(read.value.heightIn * 300)),
  };
  const svg = dstToSvg(bytes, 100);
  const thumbnail = svg ? await thumb(Buffer.from(svg)) : await placeholderThumbnail('dst');
  return { format: 'dst', stored: bytes, dims, thumbnail, embroidery: read.value };
}
