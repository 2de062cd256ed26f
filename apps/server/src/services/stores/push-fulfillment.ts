import { type Db, storesRepository } from '@platen/db';
import { shopifyTrackingCompany } from '@platen/domain/stores/store-orders';
import { shopifyAdmin } from './shopify-admin.ts';
import { shopifyApp } from './shopify-app.ts';
import type { StoreSettings } from './store-settings.ts';
import { openToken, storeTokenKey } from './token-seal.ts';

/**
 * The fulfillment push job's use-case: creates the store's fulfillment with carrier, tracking numbers and URL.
 * A store that cannot be reached throws (the job retries with backoff, the attempt and error are kept); a
 * disconnected store or one with nothing left to fulfil settles the row.
 */
export async function pushStoreFulfillment(db: Db, settings: StoreSettings, id: string): Promise<void> {
  const repo = storesRepository(db);
  const f = await repo.fulfillment(id);
  if (f?.status !== 'pending') return;
  const store = await repo.byId(f.storeId);
  const app = shopifyApp(settings, 'http://localhost');
  if (store?.status !== 'connected' || !store.accessTokenEnc || !app) {
    await repo.settleFulfillment(id, { status: 'failed', error: 'The store is disconnected.' });
    return;
  }
  const token = openToken(await storeTokenKey(db, settings), store.accessTokenEnc);
  try {
    const externalId = await shopifyAdmin(app, store.shopDomain, token).createFulfillment(f.externalOrderId, {
      company: shopifyTrackingCompany(f.carrier),
      numbers: f.tracking.split(','),
      url: f.trackingUrl,
    });
    await repo.settleFulfillment(id, { status: 'pushed', externalId });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await repo.settleFulfillment(id, { status: 'pending', error: message.slice(0, 500) });
    throw err;
  }
}
