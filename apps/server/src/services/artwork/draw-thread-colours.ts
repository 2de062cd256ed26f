import { sanitiseSvg } from '@platen/domain/artwork-files/sanitise-svg';
import { type Rgb, recolourToThreads } from '@platen/domain/artwork-render/thread-palette';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';

export interface ThreadColoursJob {
  /** The stored artwork's (or its thumbnail's) bytes, read from the file store by the caller. */
  source: Uint8Array;
  /** The source is SVG text: its caps are checked again before it is drawn (files stored before the caps). */
  svg: boolean;
  palette: Rgb[];
  maxSidePx: number;
  maxInputPixels: number;
}

/**
 * Untrusted: runs in the image sandbox. R-7-25: draws an artwork at most maxSidePx a side and recolours every
 * pixel to its nearest thread colour; the PNG bytes.
 */
export async function drawThreadColours(job: ThreadColoursJob): Promise<Uint8Array> {
  let input = Buffer.from(job.source.buffer, job.source.byteOffset, job.source.byteLength);
  if (job.svg) {
    const clean = sanitiseSvg(input.toString('utf8'));
    if (!clean.ok) throw new AppError('unprocessable', clean.message);
    input = Buffer.from(clean.svg);
  }
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: job.maxInputPixels,
      failOn: 'error',
      density: 150,
    })
      .resize(job.maxSidePx, job.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`unexpected ${info.channels} channels`);
    const pixels = recolourToThreads(new Uint8Array(data.buffer, data.byteOffset, data.length), job.palette);
    return await sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('unprocessable', 'This artwork cannot be rendered.');
  }
}
