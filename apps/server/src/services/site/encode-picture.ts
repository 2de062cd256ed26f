import sharp from 'sharp';

/**
 * A sandbox job (image-sandbox `SANDBOX_JOBS`): a stored product picture (PNG bytes) scaled down to `width`
 * pixels wide, keeping its aspect ratio, as WebP. Bytes in, bytes out: the caller reads and stores the files.
 */
export async function encodePicture(job: {
  png: Uint8Array;
  width: number;
}): Promise<{ width: number; height: number; webp: Uint8Array }> {
  const { data, info } = await sharp(job.png, { limitInputPixels: 4096 * 4096 })
    .resize({ width: job.width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4, smartSubsample: true })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, webp: data };
}
