import { randomUUID } from 'node:crypto';
import { type Db, type JobQueue, storesRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { cancelFromStore, type StoreCancelOutcome } from './cancel-from-store.ts';
import { capturedResponse, libraryRequest, type ShopifyApp } from './shopify-app.ts';

type RawRequest = Parameters<typeof libraryRequest>[0];

/** What a webhook did (for the test and the log; Shopify only needs the 200). */
export type WebhookOutcome =
  | StoreCancelOutcome
  | 'queued'
  | 'duplicate'
  | 'disconnected'
  | 'redacted'
  | 'acknowledged'
  | 'ignored';

/**
 * POST /ecommerce/shopify/webhooks: the HMAC is checked by Shopify's library (401 and nothing recorded when
 * wrong). orders/paid records the store order once per shop and order id and queues its import (answered at
 * once; the job imports); orders/cancelled cancels its Platen order (cancel-from-store.ts); app/uninstalled
 * disconnects; the privacy topics are answered (customers/redact empties
 * the named orders' payloads, shop/redact forgets a disconnected shop, customers/data_request: Platen keeps
 * only the imported orders, which the reseller sees).
 */
export async function receiveShopifyWebhook(
  app: ShopifyApp | null,
  db: Db,
  jobs: JobQueue,
  importJob: string,
  rawBody: string | undefined,
  raw: RawRequest,
): Promise<WebhookOutcome> {
  if (!app) throw new AppError('not_found', 'Shopify stores are not offered on this server.');
  const check = await app.webhooks.validate({
    rawBody: rawBody ?? '',
    rawRequest: libraryRequest(raw),
    rawResponse: capturedResponse(),
  });
  if (!check.valid) throw new AppError('unauthorized', 'The webhook signature is not valid.');
  const body = JSON.parse(rawBody ?? '{}') as Record<string, unknown>;
  const repo = storesRepository(db);
  if (check.topic === 'SHOP_REDACT') {
    await repo.forgetShop('shopify', check.domain);
    return 'redacted';
  }
  const store = await repo.liveByShop('shopify', check.domain);
  if (check.topic === 'CUSTOMERS_DATA_REQUEST') return 'acknowledged';
  if (store?.status !== 'connected') return 'disconnected';
  switch (check.topic) {
    case 'APP_UNINSTALLED':
      await repo.disconnect(store.id);
      return 'acknowledged';
    case 'CUSTOMERS_REDACT': {
      const ids = Array.isArray(body.orders_to_redact) ? body.orders_to_redact.map(String) : [];
      await repo.redactImports(store.id, ids);
      return 'redacted';
    }
    case 'ORDERS_PAID': {
      if (body.id === undefined || body.id === null)
        throw new AppError('bad_request', 'The order has no id.');
      const rec = await repo.insertImport({
        id: `si_${randomUUID()}`,
        storeId: store.id,
        externalOrderId: String(body.id ?? ''),
        externalOrderName: String(body.name ?? ''),
        payload: body,
      });
      if (!rec) return 'duplicate';
      await jobs.send(importJob, { importId: rec.id });
      return 'queued';
    }
    case 'ORDERS_CANCELLED':
      return body.id === undefined || body.id === null
        ? 'ignored'
        : cancelFromStore(db, store, String(body.id));
    default:
      return 'ignored';
  }
}

/**
 * POST /ecommerce/shopify/fulfillment/{action}: the fulfillment service's callbacks carry the body HMAC without
 * the webhook topic headers; the library's body-HMAC check (the one Flow uses, same scheme) verifies them.
 * Platen pushes tracking itself when it ships, so a verified call is acknowledged.
 */
export async function acknowledgeFulfillmentCallback(
  app: ShopifyApp | null,
  rawBody: string | undefined,
  raw: RawRequest,
) {
  if (!app) throw new AppError('not_found', 'Shopify stores are not offered on this server.');
  const check = await app.flow.validate({
    rawBody: rawBody ?? '',
    rawRequest: libraryRequest(raw),
    rawResponse: capturedResponse(),
  });
  if (!check.valid) throw new AppError('unauthorized', 'The callback signature is not valid.');
}
