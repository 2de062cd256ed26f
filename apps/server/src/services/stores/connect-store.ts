import { randomUUID } from 'node:crypto';
import type { CreateStoreRequest, Store } from '@platen/contracts';
import { type Db, type StoreRow, storesRepository } from '@platen/db';
import { AppError, notFound } from '../../errors/app-error.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import type { StoreSettings } from './store-settings.ts';
import { storeView } from './store-view.ts';
import { connectWooCommerce } from './woocommerce-connect.ts';

export { storeView };

/**
 * POST /api/v3/stores. Shopify: a pending connection whose installUrl the browser opens to install the app.
 * WooCommerce: the keys are checked with a real call and the store is connected at once (woocommerce-connect.ts).
 * A shop stays with the account that has it (409, for the same account too).
 */
export function createStore(
  db: Db,
  settings: StoreSettings,
  origin: string,
  userId: string,
  key: string | undefined,
  req: CreateStoreRequest,
) {
  if (req.platform === 'woocommerce') return connectWooCommerce(db, settings, origin, userId, key, req);
  return idempotentCreate<Store>(db, userId, key, req, async (tx) => {
    const repo = storesRepository(tx);
    const live = await repo.liveByShop('shopify', req.shopDomain);
    if (live?.userId === userId)
      throw new AppError('conflict', 'This shop is already in your stores: finish connecting it from there.');
    const row = await repo.insertStore({
      id: `st_${randomUUID()}`,
      userId,
      platform: 'shopify',
      shopDomain: req.shopDomain,
    });
    if (!row) throw new AppError('conflict', 'This shop is connected to another Platen account.');
    return { status: 201, body: storeView(row) };
  });
}

/** GET /api/v3/stores: the user's live stores, newest first. */
export async function listStores(db: Db, userId: string): Promise<Store[]> {
  return (await storesRepository(db).list(userId)).map(storeView);
}

/** The user's live store, or a 404 (another account's store is not found either). */
export async function ownStore(db: Db, userId: string, id: string): Promise<StoreRow> {
  const s = await storesRepository(db).own(userId, id);
  if (!s) throw notFound('Store');
  return s;
}

/** PATCH /api/v3/stores/{id}: auto-submit imported orders or hold them as carts. */
export async function updateStore(db: Db, userId: string, id: string, autoSubmit: boolean) {
  await ownStore(db, userId, id);
  await storesRepository(db).setAutoSubmit(id, autoSubmit);
  return storeView((await storesRepository(db).byId(id))!);
}
