import { createHash } from 'node:crypto';
import { artworkRepository, type Db } from '@platen/db';
import { artworkRefFromUrl } from '@platen/domain/artwork-render/artwork-url';
import { parseThreadPalette, recolourToThreads } from '@platen/domain/artwork-render/thread-palette';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkKey } from './artwork-files.ts';
import { ARTWORK_LIMITS } from './artwork-service.ts';

/** R-7-25 render bounds: the output fits inside this many pixels a side; inputs are decoded under the artwork cap. */
export const RENDER_LIMITS = { maxSidePx: 800, maxInputPixels: ARTWORK_LIMITS.maxPixels } as const;
const RENDERER_VERSION = '1';
/** Formats sharp can draw; the others (pdf, eps, dst, bmp, ico, jp2) cannot be recoloured. */
const DRAWABLE = new Set(['png', 'jpeg', 'gif', 'svg']);

/**
 * R-7-25: one of the user's own artworks (named by its address) recoloured to embroidery thread colours, as PNG.
 * The address must be one of ours (never fetched: only the artwork id is read from it); the result is cached on
 * the file store by everything it depends on.
 */
export async function renderArtworkThreads(
  db: Db,
  files: FileStore,
  userId: string,
  input: { url: string; colors: string; host: string | undefined },
): Promise<Buffer> {
  const ref = artworkRefFromUrl(input.url, input.host);
  if (!ref)
    throw new AppError('validation', 'url must be the address of one of your artworks.', {
      issues: [{ path: 'querystring.url', message: 'Not one of our artwork addresses' }],
    });
  const palette = parseThreadPalette(input.colors);
  if (!palette.ok)
    throw new AppError('validation', palette.message, {
      issues: [{ path: 'querystring.colors', message: palette.message }],
    });
  const a = await artworkRepository(db).byId(userId, ref.artworkId);
  if (!a) throw new AppError('not_found', 'Artwork not found.');
  const thumbnail = ref.variant === 'thumbnail' && a.thumbName;
  if (!thumbnail && !DRAWABLE.has(a.format))
    throw new AppError(
      'unprocessable',
      `A ${a.format.toUpperCase()} artwork cannot be rendered in thread colours.`,
    );

  const key = createHash('sha256')
    .update(
      JSON.stringify([RENDERER_VERSION, a.id, a.sha256, !!thumbnail, palette.hex, RENDER_LIMITS.maxSidePx]),
    )
    .digest('hex');
  const out = `renders/${key.slice(0, 2)}/${key}.png`;
  const cached = await files.get(out);
  if (cached) return cached;

  const source = await files.get(artworkKey(userId, thumbnail ? a.thumbName! : a.fileName));
  if (!source) throw new AppError('not_found', 'Artwork not found.');
  let png: Buffer;
  try {
    const { data, info } = await sharp(source, {
      limitInputPixels: RENDER_LIMITS.maxInputPixels,
      failOn: 'error',
      density: 150,
    })
      .resize(RENDER_LIMITS.maxSidePx, RENDER_LIMITS.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`unexpected ${info.channels} channels`);
    const pixels = recolourToThreads(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      palette.palette,
    );
    png = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('unprocessable', 'This artwork cannot be rendered.');
  }
  await files.put(out, png, 'image/png');
  return png;
}
