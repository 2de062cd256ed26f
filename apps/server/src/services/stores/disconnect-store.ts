import { type Db, type StoreRow, storesRepository } from '@platen/db';
import { ownStore } from './connect-store.ts';
import type { StoreSettings } from './store-settings.ts';
import { wooCredentials } from './store-platform.ts';
import { openToken, storeTokenKey } from './token-seal.ts';
import { wooCommerceStore } from './woocommerce-store.ts';

/**
 * DELETE /api/v3/stores/{id}: a WooCommerce store's webhooks that Platen registered at connect (their kept ids,
 * none other) are deleted at the store first, then the token is forgotten and imports stop (its history stays).
 * A store that cannot be reached does not stop the disconnect: the webhooks left behind are named in the
 * store's last error, and their deliveries are answered "disconnected" and import nothing.
 */
export async function deleteStore(db: Db, settings: StoreSettings, userId: string, id: string) {
  const store = await ownStore(db, userId, id);
  const left = await deleteOwnWebhooks(db, settings, store);
  const repo = storesRepository(db);
  await repo.disconnect(id);
  if (left.length > 0)
    await repo.recordImport(
      id,
      false,
      `Webhooks ${left.map((l) => l.id).join(', ')} could not be deleted at the store: ${left[0]!.reason}`,
    );
}

async function deleteOwnWebhooks(db: Db, settings: StoreSettings, store: StoreRow) {
  if (store.platform !== 'woocommerce' || !store.accessTokenEnc || store.webhookIds.length === 0) return [];
  const creds = wooCredentials(store, openToken(await storeTokenKey(db, settings), store.accessTokenEnc));
  const left = await wooCommerceStore(creds).deleteWebhooks(store.webhookIds);
  await storesRepository(db).setWebhookIds(
    store.id,
    left.map((l) => l.id),
  );
  return left;
}
