import { randomUUID } from 'node:crypto';
import type { PublishedProduct, PublishProductRequest } from '@platen/contracts';
import { type Db, designsRepository, storesRepository } from '@platen/db';
import { cartFromApiQuote } from '@platen/domain/quote/api-quote-cart';
import {
  publishedSku,
  STORE_COST_ADDRESS,
  STORE_QUOTE_QUANTITY,
  storeMargin,
} from '@platen/domain/stores/store-orders';
import { AppError, notFound } from '../../errors/app-error.ts';
import { designView } from '../design/design-service.ts';
import { quoteForCart } from '../quote/quote-cart.ts';
import { ownStore } from './connect-store.ts';
import type { ShopifyApp } from './shopify-app.ts';
import type { StoreSettings } from './store-settings.ts';
import { storePlatform } from './store-platform.ts';

/**
 * Platen's cost of one piece of a printable at STORE_QUOTE_QUANTITY pieces (printing + blanks of the one quote
 * engine, shipping left out), for the margin shown when publishing.
 */
async function pieceCost(
  db: Db,
  userId: string,
  p: { designId: string; productIdentifier: string; color: string; size: string },
) {
  const design = (await designsRepository(db).byIds(userId, [p.designId]))[0];
  if (!design) throw notFound('Design');
  const { cart } = cartFromApiQuote(
    randomUUID(),
    {
      items: [
        {
          designId: p.designId,
          product: { id: p.productIdentifier, color: p.color },
          sizes: { [p.size]: STORE_QUOTE_QUANTITY },
          address: { ...STORE_COST_ADDRESS },
        },
      ],
    },
    () => designView(design),
  );
  const quote = await quoteForCart(db, cart, userId);
  const entry = quote.breakdown[0];
  if (!entry) throw new AppError('unprocessable', 'This printable cannot be priced.');
  return Math.round((entry.printing + entry.blanks) / STORE_QUOTE_QUANTITY);
}

/**
 * POST /api/v3/stores/{id}/products: publishes a saved printable to the store (Shopify or WooCommerce, through
 * its platform adapter), one variant per size of its colour with a Platen SKU at the price, and maps those SKUs so its orders import without a manual mapping. Answers the
 * margin against Platen's cost at STORE_QUOTE_QUANTITY. Idempotent by content: a printable already published to
 * the store answers its product (the price is the store's to change there).
 */
export async function publishProduct(
  app: ShopifyApp | null,
  settings: StoreSettings,
  db: Db,
  userId: string,
  storeId: string,
  req: PublishProductRequest,
): Promise<PublishedProduct> {
  const store = await ownStore(db, userId, storeId);
  const platform = await storePlatform(db, settings, store, app);
  if (!platform) throw new AppError('conflict', 'Finish connecting the store before publishing to it.');
  const p = (await storesRepository(db).printables(userId, [req.printableId]))[0];
  if (!p) throw notFound('Printable');
  const sizes = p.sizePrices.map((s) => s.size);
  if (sizes.length === 0) throw new AppError('unprocessable', 'The printable has no sizes.');
  const costCents = await pieceCost(db, userId, { ...p, size: sizes[0]! });
  const skus = sizes.map((size) => ({ sku: publishedSku(p.id, size), size, color: p.color }));
  const answer = (productId: string) => ({
    productId,
    skus,
    priceCents: req.price,
    costCents,
    quantity: STORE_QUOTE_QUANTITY,
    margin: storeMargin(req.price, costCents),
  });
  // Once per printable and store: a repeated publish (a retry after a lost answer) answers the product made.
  const known = (await storesRepository(db).mappings(storeId)).find(
    (m) => m.printableId === p.id && m.externalProductId && skus.some((s) => s.sku === m.sku),
  );
  if (known?.externalProductId) return answer(known.externalProductId);
  const productId = await platform
    .createProduct({
      title: p.name,
      color: p.color,
      variants: skus.map((s) => ({ size: s.size, sku: s.sku, priceCents: req.price })),
    })
    .catch((err: unknown) => {
      throw new AppError(
        'unprocessable',
        `${platform.name} did not take the product: ${err instanceof Error ? err.message : err}`,
      );
    });
  for (const s of skus)
    await storesRepository(db).upsertMapping({
      storeId,
      sku: s.sku,
      printableId: p.id,
      color: p.color,
      size: s.size,
      externalProductId: productId,
      priceCents: req.price,
    });
  return answer(productId);
}
