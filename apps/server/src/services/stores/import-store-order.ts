import { randomUUID } from 'node:crypto';
import {
  cartsRepository,
  type Db,
  designsRepository,
  type StoreImportRow,
  type StoreRow,
  storesRepository,
} from '@platen/db';
import { cartFromApiQuote } from '@platen/domain/quote/api-quote-cart';
import {
  type StoreOrder,
  storeOrderItems,
  storeOrderOf,
  storeShippingService,
  unmappedSkus,
} from '@platen/domain/stores/store-orders';
import { AppError } from '../../errors/app-error.ts';
import { designView } from '../design/design-service.ts';
import type { FundsNotice } from '../orders/order-money.ts';
import { placeOrder } from '../orders/orders-service.ts';
import { STORE_CANCELLED_REASON } from './cancel-from-store.ts';

/** What one run of an import did. */
export type ImportOutcome = StoreImportRow['status'] | 'skipped';

/**
 * The import job's use-case: a recorded store order becomes a Platen order placed through the one placement
 * (placeOrder: priced by the quote engine, paid from balance/credit or held unpaid). Idempotent: an imported
 * order (or one its store cancelled before it was placed) is skipped, its cart is made once (kept on the import) and the placement's key is the import's id.
 * Unmapped SKUs leave it waiting for a mapping; a store with auto-submit off holds it as a cart. `place`
 * (a retry of a held import) places it anyway. Business refusals mark it failed with the reason.
 */
export async function importStoreOrder(
  db: Db,
  importId: string,
  opts: { place?: boolean; notice?: FundsNotice } = {},
): Promise<ImportOutcome> {
  const repo = storesRepository(db);
  const imp = await repo.importById(importId);
  if (!imp || imp.status === 'imported' || imp.reason === STORE_CANCELLED_REASON) return 'skipped';
  const store = await repo.byId(imp.storeId);
  if (store?.status !== 'connected') {
    await repo.setImport(imp.id, { status: 'failed', reason: 'The store is disconnected.' });
    return 'failed';
  }
  const order = storeOrderOf(store.platform, imp.payload);
  const mappings = await repo.mappings(store.id);
  const missing = unmappedSkus(order, mappings);
  if (missing.length > 0) {
    const names = missing.map((s) => (s === '' ? '(no SKU)' : s)).join(', ');
    await repo.setImport(imp.id, {
      status: 'waiting-for-mapping',
      reason: `No Platen product for SKU ${names}.`,
    });
    return 'waiting-for-mapping';
  }
  try {
    const cartId = await importCart(db, store, imp, order, mappings);
    if (!store.autoSubmit && !opts.place) {
      await repo.setImport(imp.id, {
        status: 'held',
        reason: 'Auto-submit is off: the order waits as a cart for you to place.',
        cartId,
      });
      return 'held';
    }
    await placeOrder(
      db,
      store.userId,
      cartId,
      `store-import:${imp.id}`,
      {},
      {
        ...(opts.notice ? { notice: opts.notice } : {}),
        within: async (tx, placed) => {
          await storesRepository(tx).setImport(imp.id, {
            status: 'imported',
            orderId: placed.orderId,
            cartId,
          });
        },
      },
    );
    await repo.recordImport(store.id, true, null);
    return 'imported';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await repo.setImport(imp.id, { status: 'failed', reason: err.message });
    await repo.recordImport(store.id, false, `${order.name}: ${err.message}`);
    return 'failed';
  }
}

/**
 * The Platen cart of the store order (made once: the import keeps its id): one item per mapped printable and
 * colour, shipped to the store order's address by the mapped service.
 */
async function importCart(
  db: Db,
  store: StoreRow,
  imp: StoreImportRow,
  order: StoreOrder,
  mappings: Parameters<typeof storeOrderItems>[1],
): Promise<string> {
  if (imp.cartId) return imp.cartId;
  const items = storeOrderItems(order, mappings);
  const repo = storesRepository(db);
  const printables = new Map(
    (await repo.printables(store.userId, [...new Set(items.map((i) => i.printableId))])).map((p) => [
      p.id,
      p,
    ]),
  );
  const gone = items.find((i) => !printables.has(i.printableId));
  if (gone) throw new AppError('unprocessable', `The mapped printable ${gone.printableId} no longer exists.`);
  const designs = new Map(
    (
      await designsRepository(db).byIds(
        store.userId,
        [...printables.values()].map((p) => p.designId),
      )
    ).map((d) => [d.id, designView(d)]),
  );
  const cartId = randomUUID();
  const shipping = storeShippingService(order.shipping);
  const { cart, issues } = cartFromApiQuote(
    cartId,
    {
      items: items.map((i) => {
        const p = printables.get(i.printableId)!;
        return {
          designId: p.designId,
          product: { id: p.productIdentifier, color: i.color },
          sizes: i.sizes,
          address: order.shipTo,
          shipping,
        };
      }),
      po: `${storeLabel(store)} ${order.name}`.slice(0, 60),
    },
    (id) => designs.get(id),
  );
  if (issues.length > 0) throw new AppError('unprocessable', issues[0]!.message);
  // Two runs of one import make one cart: the import row is locked and keeps the first cart's id.
  return db.transaction(async (tx) => {
    const locked = await storesRepository(tx).lockImport(imp.id);
    if (locked?.cartId) return locked.cartId;
    await cartsRepository(tx).create(cartId, store.userId, cart);
    await storesRepository(tx).setImportCart(imp.id, cartId);
    return cartId;
  });
}

/** The store as an order's PO names it: the Shopify shop's name, the WooCommerce site's host. */
function storeLabel(store: StoreRow): string {
  if (store.platform === 'shopify') return store.shopDomain.replace(/\.myshopify\.com$/, '');
  try {
    return new URL(store.shopDomain).host;
  } catch {
    return store.shopDomain;
  }
}
