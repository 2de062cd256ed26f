import { cardPicture } from '@platen/domain/cart/card-picture';
import type { Db } from '@platen/db';
import { escapeHtml } from '@platen/domain/format/escape-html';
import { picturePath, pictureSrcset } from '@platen/domain/site/site-pages';
import {
  listCategories,
  productsBulk,
  productView,
  searchProducts,
} from './services/catalog/catalog-service.ts';

/** The catalogue screen's search answer size (the web's productSearch asks for this many). */
const CATALOG_LIMIT = 60;
const CATALOG_PATH = /^\/order\/v2\/cart\/[^/]+\/printable\/[^/]+\/detail$/;

/** What a catalogue page carries: the search answer the screen would ask for, and each product's lowest price. */
export interface CatalogFirstScreen {
  query: string;
  products: Awaited<ReturnType<typeof searchProducts>>;
  /** The lowest of each product's prices (what a card's "From $x" shows), by identifier; null when it has none. */
  fromCents: Record<string, number | null>;
  /** The category list (the chips above the products): there at once, so the products do not move down. */
  categories: Awaited<ReturnType<typeof listCategories>>;
}

/**
 * The catalogue a printable detail page (`…/printable/:id/detail[?search=…]`) first shows, so the screen renders
 * from the page without two requests (the search, then the products' prices); null for any other page.
 */
export async function catalogFirstScreen(
  db: Db,
  pathname: string,
  search: string,
): Promise<CatalogFirstScreen | null> {
  if (!CATALOG_PATH.test(pathname)) return null;
  const query = new URLSearchParams(search).get('search') ?? '';
  if (query.length > 200) return null;
  const products = await searchProducts(db, query, true, CATALOG_LIMIT);
  const details = await productsBulk(
    db,
    products.map((p) => p.identifier),
  );
  const fromCents: Record<string, number | null> = {};
  for (const d of details) {
    const prices = Object.values(productView(d).prices);
    fromCents[d.identifier] = prices.length ? Math.min(...prices) : null;
  }
  return { query, products, fromCents, categories: await listCategories(db) };
}

const picturePreload = (identifier: string, colour: string, size: number) =>
  `<link rel="preload" as="image" href="${escapeHtml(picturePath(identifier, colour, 320))}" imagesrcset="${escapeHtml(pictureSrcset(identifier, colour))}" imagesizes="${size}px" fetchpriority="high">`;

/** A preload of the first product's picture (the catalogue's largest paint), at the card's size. */
export function catalogPicturePreload(first: CatalogFirstScreen | null): string {
  const p = first?.products[0];
  const colour = p?.colors[0]?.name;
  if (!p || !colour) return '';
  return picturePreload(p.identifier, colour, 160);
}

const CART_DETAIL_PATH = /^\/order\/v2\/cart\/[^/]+\/?$/;
interface EmbeddedCart {
  _full?: {
    printables?: {
      productIdentifier?: string | null;
      color?: string | null;
      designDraftId?: string | null;
    }[];
    designDrafts?: {
      id?: string;
      designId?: string | null;
      sides?: Record<string, { elements?: unknown[] } | undefined>;
    }[];
  };
}

/**
 * A preload of the cart page's first product picture (its largest paint, a 96 px thumbnail), from the cart the
 * page carries; none when that card shows a saved design's mockup instead (CartDetailPage) or on other pages.
 */
export function cartPicturePreload(pathname: string, cartJson: string | null | undefined): string {
  if (!cartJson || !CART_DETAIL_PATH.test(pathname)) return '';
  let cart: EmbeddedCart;
  try {
    cart = JSON.parse(cartJson) as EmbeddedCart;
  } catch {
    return '';
  }
  const p = cart._full?.printables?.[0];
  if (!p) return '';
  const picture = cardPicture(
    p,
    cart._full?.designDrafts?.find((d) => d.id === p.designDraftId),
  );
  return picture?.kind === 'product' ? picturePreload(picture.productIdentifier, picture.color, 96) : '';
}
