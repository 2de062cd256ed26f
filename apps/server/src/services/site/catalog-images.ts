import { createHash } from 'node:crypto';
import type { PictureWidth } from '@platen/domain/site/site-pages';
import { AppError } from '../../errors/app-error.ts';
import type { ImageSandbox } from '../image-sandbox/image-sandbox.ts';
import { productDetail } from '../catalog/catalog-service.ts';
import { boundedFileCache } from '../mockup/bounded-file-cache.ts';
import { type MockupDeps, renderTemplateView } from '../mockup/mockup-service.ts';

/** Pictures drawn at once for the public catalogue; the rest wait their turn (the sandbox caps callers at 4). */
const DRAWING = 2;
/** Pictures waiting at most; past it 429 (only catalogue colours exist, so the whole set is a few hundred). */
const WAITING = 400;
let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DRAWING) {
    if (queue.length >= WAITING)
      throw new AppError('rate_limited', 'Too many pictures are being drawn. Try again shortly.', {
        headers: { 'retry-after': '5' },
      });
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/**
 * A catalogue product's picture in one of its catalogue colours: its front mockup template filled with
 * the colour, drawn by the mockup render job in the image sandbox of a worker, cached in the file store (local or S3). Returns
 * the picture's file store key.
 */
export async function productPicture(deps: MockupDeps, productId: string, color: string): Promise<string> {
  const { db } = deps;
  const p = await productDetail(db, productId);
  const c = p.colors.find((x) => x.name.toLowerCase() === color.toLowerCase());
  if (!c) throw new AppError('not_found', `${p.name} does not come in ${color}.`);
  const template = p.templates.front ?? Object.values(p.templates)[0];
  if (!template) throw new AppError('not_found', `${p.name} has no picture.`);
  return inTurn(() =>
    renderTemplateView(deps, {
      templateIdentifier: template,
      color: c.hex,
      caller: 'catalogue-pictures',
    }),
  );
}

/** The served widths of every catalogue picture: a few per colour of each product, bounded besides. */
const SIZED_CACHE = { maxFiles: 4000, maxBytes: 128 * 1024 * 1024 } as const;

/**
 * A catalogue picture at one of the served widths as WebP (what pages show through `srcset`): the
 * full-size picture scaled in the image sandbox, cached in the file store beside it. Returns the key.
 */
export async function sizedProductPicture(
  deps: MockupDeps & { images: ImageSandbox },
  productId: string,
  color: string,
  width: PictureWidth,
): Promise<string> {
  const full = await productPicture(deps, productId, color);
  const cache = boundedFileCache(deps.files, 'catalogue-pictures', SIZED_CACHE, 'webp');
  const hash = createHash('sha256').update(`${full}|${width}|webp-q80`).digest('hex');
  const key = cache.keyOf(hash);
  if (await deps.files.head(key)) return key;
  return inTurn(async () => {
    if (await deps.files.head(key)) return key;
    const png = await deps.files.get(full);
    if (!png) throw new AppError('not_found', 'This picture is not stored.');
    const out = await deps.images.run('encodePicture', { png, width }, { owner: 'catalogue-pictures' });
    await cache.put(hash, out.webp);
    return key;
  });
}
