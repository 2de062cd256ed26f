import { type Db, type StoreFulfillmentRow, storesRepository } from '@platen/db';
import { shopifyApp } from './shopify-app.ts';
import type { StoreSettings } from './store-settings.ts';
import { type StorePlatform, storePlatform } from './store-platform.ts';

/**
 * The push job's use-case, through the store's platform adapter: a shipment's carrier, tracking numbers and URL
 * (Shopify: a fulfillment; WooCommerce: an order note and the completed status), or a Platen cancel (the store
 * order cancelled). A store that cannot be reached throws (the job retries with backoff, the attempt and error
 * are kept); a disconnected store or one with nothing left to fulfil settles the row.
 */
export async function pushStoreFulfillment(db: Db, settings: StoreSettings, id: string): Promise<void> {
  const repo = storesRepository(db);
  const f = await repo.fulfillment(id);
  if (f?.status !== 'pending') return;
  const store = await repo.byId(f.storeId);
  const platform = store
    ? await storePlatform(db, settings, store, shopifyApp(settings, 'http://localhost'))
    : null;
  if (!platform) {
    await repo.settleFulfillment(id, { status: 'failed', error: 'The store is disconnected.' });
    return;
  }
  try {
    const externalId = await push(platform, f);
    await repo.settleFulfillment(id, { status: 'pushed', externalId });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await repo.settleFulfillment(id, { status: 'pending', error: message.slice(0, 500) });
    throw err;
  }
}

function push(platform: StorePlatform, f: StoreFulfillmentRow) {
  if (f.kind === 'cancel') return platform.cancelOrder(f.externalOrderId);
  return platform.pushTracking(f.externalOrderId, {
    carrier: f.carrier,
    numbers: f.tracking.split(','),
    url: f.trackingUrl,
  });
}
