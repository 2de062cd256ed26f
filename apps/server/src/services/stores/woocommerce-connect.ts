import { randomBytes, randomUUID } from 'node:crypto';
import type { CreateStoreRequest, Store } from '@platen/contracts';
import { type Db, type Queryable, storesRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import type { StoreSettings } from './store-settings.ts';
import { storeView } from './store-view.ts';
import { sealToken, storeTokenKey } from './token-seal.ts';
import type { WooCommerceCredentials } from './woocommerce-api.ts';
import { wooCommerceStore, wooCommerceWebhookPath } from './woocommerce-store.ts';

type WooRequest = Extract<CreateStoreRequest, { platform: 'woocommerce' }>;

/**
 * POST /api/v3/stores {platform: "woocommerce", url, key, secret, version}: the keys are checked with a real call
 * (a refusal or an unsupported legacy version is a 422, nothing kept), the store is connected with the keys and
 * a new webhook secret sealed at rest, then the order webhooks are registered on the store, pointing at
 * /ecommerce/woocommerce/{storeId}/webhooks, their ids kept (a refusal there is kept in the store's health).
 */
export async function connectWooCommerce(
  db: Db,
  settings: StoreSettings,
  origin: string,
  userId: string,
  key: string | undefined,
  req: WooRequest,
) {
  const creds: WooCommerceCredentials = {
    url: req.url,
    key: req.key,
    secret: req.secret,
    version: req.version,
  };
  await verifyKeys(creds);
  const webhookSecret = randomBytes(24).toString('base64url');
  const created = await idempotentCreate<Store>(db, userId, key, req, async (tx) => ({
    status: 201,
    body: await insertConnected(tx, settings, userId, creds, webhookSecret),
  }));
  if (!created.replayed) await registerWebhooks(db, creds, created.body.id, origin, webhookSecret);
  return created;
}

async function verifyKeys(creds: WooCommerceCredentials) {
  try {
    await wooCommerceStore(creds).verify();
  } catch (err) {
    throw new AppError(
      'unprocessable',
      `The store did not accept these keys: ${err instanceof Error ? err.message : err}`,
    );
  }
}

async function insertConnected(
  tx: Queryable,
  settings: StoreSettings,
  userId: string,
  creds: WooCommerceCredentials,
  webhookSecret: string,
): Promise<Store> {
  const repo = storesRepository(tx);
  const live = await repo.liveByShop('woocommerce', creds.url);
  if (live?.userId === userId) throw new AppError('conflict', 'This store is already in your stores.');
  const row = await repo.insertStore({
    id: `st_${randomUUID()}`,
    userId,
    platform: 'woocommerce',
    shopDomain: creds.url,
    apiVersion: creds.version,
  });
  if (!row) throw new AppError('conflict', 'This store is connected to another Platen account.');
  const sealKey = await storeTokenKey(tx, settings);
  await repo.setWebhookSecret(row.id, sealToken(sealKey, webhookSecret));
  const sealed = sealToken(sealKey, JSON.stringify({ key: creds.key, secret: creds.secret }));
  return storeView((await repo.connect(row.id, sealed, 'read_write'))!);
}

async function registerWebhooks(
  db: Db,
  creds: WooCommerceCredentials,
  storeId: string,
  origin: string,
  secret: string,
) {
  const repo = storesRepository(db);
  try {
    // Each id is kept as the store answers it: a disconnect deletes exactly Platen's webhooks.
    await wooCommerceStore(creds).registerWebhooks(
      `${origin}${wooCommerceWebhookPath(storeId)}`,
      secret,
      (ids) => repo.setWebhookIds(storeId, ids),
    );
  } catch (err) {
    await repo.recordImport(
      storeId,
      false,
      `Webhooks not registered: ${err instanceof Error ? err.message : err}`,
    );
  }
}
