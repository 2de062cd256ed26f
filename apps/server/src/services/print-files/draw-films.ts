import { nearestInk, type Rgb } from '@platen/domain/print-files/separations';
import sharp from 'sharp';

/**
 * Runs in the image sandbox: a print file PNG separated into one film per ink (greyscale PNG the print's size,
 * 255 where that ink prints, 0 elsewhere). Every printed pixel (alpha over half) goes to its nearest ink, so the
 * films never overlap and their union is the art's coverage.
 */
export async function drawFilms(job: { png: Uint8Array; inks: Rgb[]; dpi: number }): Promise<Uint8Array[]> {
  const { data, info } = await sharp(Buffer.from(job.png.buffer, job.png.byteOffset, job.png.byteLength))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  const planes = job.inks.map(() => Buffer.alloc(pixels));
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    if (data[i + 3]! <= 127) continue;
    planes[nearestInk(data[i]!, data[i + 1]!, data[i + 2]!, job.inks)]![p] = 255;
  }
  const films: Uint8Array[] = [];
  for (const plane of planes)
    films.push(
      await sharp(plane, { raw: { width: info.width, height: info.height, channels: 1 } })
        .toColourspace('b-w')
        .withDensity(job.dpi)
        .png({ compressionLevel: 3 })
        .toBuffer(),
    );
  return films;
}
