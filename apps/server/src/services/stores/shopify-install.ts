import { randomUUID } from 'node:crypto';
import { type Db, storesRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { shopifyAdmin } from './shopify-admin.ts';
import {
  capturedResponse,
  libraryRequest,
  SHOPIFY_CALLBACK_PATH,
  type ShopifyApp,
  toStandIn,
} from './shopify-app.ts';
import type { StoreSettings } from './store-settings.ts';
import { sealToken, storeTokenKey } from './token-seal.ts';

type RawRequest = Parameters<typeof libraryRequest>[0];

const notConfigured = () => new AppError('not_found', 'Shopify stores are not offered on this server.');

/**
 * GET /ecommerce/shopify/install?shop=: the shop domain is validated by Shopify's library, the user's pending
 * connection is made if missing (another account's shop is a 409), then the library starts OAuth (signed
 * state cookie, redirect to the shop's consent page). Answers the redirect for Fastify to send.
 */
export async function beginShopifyInstall(
  app: ShopifyApp | null,
  settings: StoreSettings,
  db: Db,
  userId: string,
  shop: string,
  raw: RawRequest,
) {
  if (!app) throw notConfigured();
  const clean = app.utils.sanitizeShop(shop, false);
  if (!clean) throw new AppError('bad_request', 'Enter a Shopify shop domain like my-shop.myshopify.com.');
  const repo = storesRepository(db);
  const live = await repo.liveByShop('shopify', clean);
  if (live && live.userId !== userId)
    throw new AppError('conflict', 'This shop is connected to another Platen account.');
  if (!live)
    await repo.insertStore({ id: `st_${randomUUID()}`, userId, platform: 'shopify', shopDomain: clean });
  const res = capturedResponse();
  await app.auth.begin({
    shop: clean,
    callbackPath: SHOPIFY_CALLBACK_PATH,
    isOnline: false,
    rawRequest: libraryRequest(raw),
    rawResponse: res,
  });
  const location = String(res.headers.location ?? '');
  if (settings.shopOrigin && location) res.headers.location = toStandIn(location, settings.shopOrigin);
  return res;
}

/**
 * GET /ecommerce/shopify/callback: the library checks the HMAC, the state against its signed cookie and the
 * shop, then exchanges the code for the offline token. The token is sealed (AES-256-GCM) and stored on the
 * user's connection, and the shop's order and uninstall webhooks are subscribed. Any failed check is a 400.
 */
export async function finishShopifyInstall(
  app: ShopifyApp | null,
  settings: StoreSettings,
  db: Db,
  userId: string,
  raw: RawRequest,
  origin: string,
): Promise<string> {
  if (!app) throw notConfigured();
  let session: Awaited<ReturnType<ShopifyApp['auth']['callback']>>['session'];
  try {
    ({ session } = await app.auth.callback({
      rawRequest: libraryRequest(raw),
      rawResponse: capturedResponse(),
    }));
  } catch (err) {
    throw new AppError('bad_request', 'The Shopify install could not be verified. Start it again.', {
      internal: err instanceof Error ? err.message : String(err),
    });
  }
  const repo = storesRepository(db);
  const store = await repo.liveByShop('shopify', session.shop);
  if (!store || store.userId !== userId)
    throw new AppError('not_found', 'Start connecting this shop from your Stores page.');
  const token = session.accessToken ?? '';
  await repo.connect(store.id, sealToken(await storeTokenKey(db, settings), token), session.scope ?? '');
  try {
    await shopifyAdmin(app, session.shop, token).subscribeWebhooks(origin);
  } catch (err) {
    await repo.recordImport(
      store.id,
      false,
      `Webhooks not subscribed: ${err instanceof Error ? err.message : err}`,
    );
  }
  return store.id;
}
