import { createHash } from 'node:crypto';
import { artworkRepository, type Db } from '@platen/db';
import { artworkRefFromUrl } from '@platen/domain/artwork-render/artwork-url';
import { parseThreadPalette } from '@platen/domain/artwork-render/thread-palette';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { ImageSandbox } from '../image-sandbox/image-sandbox.ts';
import { artworkKey } from './artwork-files.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';

/** R-7-25 render bounds: the output fits inside this many pixels a side; inputs are decoded under the artwork cap. */
export const RENDER_LIMITS = { maxSidePx: 800, maxInputPixels: ARTWORK_LIMITS.maxPixels } as const;
const RENDERER_VERSION = '1';
/** Formats sharp can draw; the others (pdf, eps, dst, bmp, ico, jp2) cannot be recoloured. */
const DRAWABLE = new Set(['png', 'jpeg', 'gif', 'svg']);

/**
 * R-7-25: one of the user's own artworks (named by its address) recoloured to embroidery thread colours, as PNG.
 * The address must be one of ours (never fetched: only the artwork id is read from it); the result is cached on
 * the file store by everything it depends on. The drawing runs in the image sandbox, on bytes read from the store.
 */
export async function renderArtworkThreads(
  db: Db,
  files: FileStore,
  images: ImageSandbox,
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
  const png = await images.run(
    'drawThreadColours',
    {
      source,
      svg: !thumbnail && a.format === 'svg',
      palette: palette.palette,
      maxSidePx: RENDER_LIMITS.maxSidePx,
      maxInputPixels: RENDER_LIMITS.maxInputPixels,
    },
    { owner: userId },
  );
  const body = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  await files.put(out, body, 'image/png');
  return body;
}
