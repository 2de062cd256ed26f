import type { CatalogProductDoc } from '@platen/db';
import { picturePath, pictureSrcset } from '@platen/domain/site/site-pages';
import { html, raw } from './html.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/** How wide a picture shows: a card in the product grid (two columns on a phone), the home page's hero, or half the product page. */
const SIZES = {
  card: '(max-width: 40rem) calc(50vw - 3rem), 10rem',
  hero: '(max-width: 48rem) calc(33vw - 1rem), 12rem',
  product: '(max-width: 44rem) calc(100vw - 2.5rem), 34rem',
} as const;

/**
 * A product picture: WebP at the width the layout needs (`srcset`/`sizes`), its full size's width and height
 * (so nothing moves when it arrives), alt text; the first ones on a page load at once, the others lazily.
 */
export const picture = (
  p: CatalogProductDoc,
  color: string,
  size: PictureSize,
  at: keyof typeof SIZES,
  eager = false,
) =>
  html`<img src="${picturePath(p.identifier, color, 320)}" srcset="${pictureSrcset(p.identifier, color)}" sizes="${SIZES[at]}" alt="${p.name} in ${color}" width="${size.width}" height="${size.height}"${eager ? raw(' fetchpriority="high"') : raw(' loading="lazy" decoding="async"')}>`;
