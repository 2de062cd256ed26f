import { sanitiseSvg } from '@platen/domain/artwork-files/sanitise-svg';
import sharp, { type OverlayOptions } from 'sharp';
import { AppError } from '../../errors/app-error.ts';

/**
 * One layer of a mockup: raster image bytes (read from the file store by the caller) or SVG text (a stored
 * artwork or a placeholder), at a place and size (its upright box), turned `rotation` degrees clockwise about the
 * box's centre.
 */
export interface Layer {
  bytes?: Uint8Array;
  svg?: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation?: number;
}

export interface MockupJob {
  /** The product template (SVG text from the catalogue, colour filled in). */
  template: string;
  /** Output scale of the template (0.6 -> a 1000 px template renders 600 px wide). */
  scale: number;
  layers: Layer[];
  maxPixels: number;
}

/** A layer's SVG within the sanitiser's caps (stored artworks may predate them), else the artwork is refused. */
function checkedSvg(text: string): Buffer {
  const clean = sanitiseSvg(text);
  if (!clean.ok)
    throw new AppError('unprocessable', `An artwork of this design cannot be drawn: ${clean.message}`);
  return Buffer.from(clean.svg);
}

/**
 * Untrusted input (the layers): runs in the image sandbox. Draws the mockup and gives back its PNG bytes (the
 * caller stores them in the file store; the sandbox touches no files).
 */
export async function drawMockup(
  job: MockupJob,
): Promise<{ width: number; height: number; png: Uint8Array }> {
  const s = job.scale;
  const base = sharp(Buffer.from(job.template), { density: 72 * s, limitInputPixels: job.maxPixels });
  const meta = await base.metadata();
  const composites: OverlayOptions[] = [];
  for (const l of job.layers) {
    const w = Math.max(1, Math.round(l.width * s));
    const h = Math.max(1, Math.round(l.height * s));
    if (l.svg === undefined && !l.bytes) throw new Error('a mockup layer has no image');
    const input =
      l.svg !== undefined
        ? checkedSvg(l.svg)
        : Buffer.from(l.bytes!.buffer, l.bytes!.byteOffset, l.bytes!.byteLength);
    const img = await sharp(input, { limitInputPixels: job.maxPixels, density: 150 })
      .resize(w, h, { fit: 'fill' })
      .png()
      .toBuffer();
    const turn = (((l.rotation ?? 0) % 360) + 360) % 360;
    if (!turn) {
      composites.push({ input: img, left: Math.round(l.left * s), top: Math.round(l.top * s) });
      continue;
    }
    // sharp rotates before it resizes within one pipeline, so the turn is a second pass over the sized image;
    // the canvas grows to the turned bounds (transparent corners) and stays centred on the element's centre.
    const turned = await sharp(img)
      .rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const cx = (l.left + l.width / 2) * s;
    const cy = (l.top + l.height / 2) * s;
    composites.push({
      input: turned.data,
      left: Math.round(cx - turned.info.width / 2),
      top: Math.round(cy - turned.info.height / 2),
    });
  }
  const png = await base.composite(composites).png({ compressionLevel: 6 }).toBuffer();
  return { width: meta.width ?? 0, height: meta.height ?? 0, png };
}
