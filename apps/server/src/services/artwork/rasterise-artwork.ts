import { sanitiseSvg } from '@platen/domain/artwork-files/sanitise-svg';
import { dstToSvg } from '@platen/domain/design/dst-stitches';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';

export interface RasteriseJob {
  format: 'svg' | 'dst';
  source: Uint8Array;
  dpi: number;
  maxInputPixels: number;
}

/**
 * Untrusted: runs in the image sandbox. Draws an SVG (sanitised again) or a DST embroidery's stitches as a PNG at
 * `dpi` (SVG user units are CSS pixels, 96 an inch), never more than maxInputPixels.
 */
export async function rasteriseArtwork(job: RasteriseJob): Promise<Uint8Array> {
  const bytes = Buffer.from(job.source.buffer, job.source.byteOffset, job.source.byteLength);
  let svg: string;
  if (job.format === 'dst') {
    const drawn = dstToSvg(bytes, job.dpi);
    if (!drawn) throw new AppError('unprocessable', 'This DST file has no stitches to draw.');
    svg = drawn;
  } else {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    if (!clean.ok) throw new AppError('unprocessable', clean.message);
    svg = clean.svg;
  }
  const input = Buffer.from(svg, 'utf8');
  try {
    const meta = await sharp(input, { limitInputPixels: job.maxInputPixels }).metadata();
    const base = (meta.width ?? 0) * (meta.height ?? 0);
    if (base < 1) throw new Error('no size');
    // DST is drawn at its size already; an SVG's CSS pixels scale to the DPI (72 is sharp's density of 1:1).
    let scale = job.format === 'dst' ? 1 : job.dpi / 96;
    if (base * scale * scale > job.maxInputPixels) scale = Math.sqrt(job.maxInputPixels / base);
    return await sharp(input, { density: 72 * scale, limitInputPixels: job.maxInputPixels, failOn: 'error' })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('unprocessable', `This ${job.format.toUpperCase()} file cannot be drawn.`);
  }
}
