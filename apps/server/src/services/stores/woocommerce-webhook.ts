import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Db, type JobQueue, type StoreRow, storesRepository } from '@platen/db';
import {
  storeOrderFromWooCommerce,
  WOOCOMMERCE_CANCELLED_STATUS,
  WOOCOMMERCE_PAID_STATUS,
  type WooCommerceOrderPayload,
  wooCommerceOrderOf,
} from '@platen/domain/stores/store-orders';
import { AppError, notFound } from '../../errors/app-error.ts';
import { cancelFromStore } from './cancel-from-store.ts';
import type { WebhookOutcome } from './shopify-webhook.ts';
import type { StoreSettings } from './store-settings.ts';
import { openToken, storeTokenKey } from './token-seal.ts';

/** What Platen reads of a WooCommerce delivery: the raw body, the parsed one and the X-WC-Webhook-* headers. */
export interface WooDelivery {
  rawBody: string;
  body: unknown;
  signature: string | undefined;
  topic: string | undefined;
}

/**
 * POST /ecommerce/woocommerce/{storeId}/webhooks: WooCommerce's ping (sent unsigned when a webhook is made,
 * `webhook_id=…`) is answered; anything else must carry X-WC-Webhook-Signature, the base64 HMAC-SHA256 of the
 * raw body under the store's webhook secret (compared timing-safe; 401 and nothing recorded when wrong). A paid
 * order (status processing) is recorded once per store order and its import queued, as Shopify's are; a
 * cancelled one cancels its Platen order while that can still be cancelled (cancel-from-store.ts).
 */
export async function receiveWooCommerceWebhook(
  db: Db,
  settings: StoreSettings,
  jobs: JobQueue,
  importJob: string,
  storeId: string,
  d: WooDelivery,
): Promise<WebhookOutcome> {
  const store = await storesRepository(db).byId(storeId);
  if (!store || store.platform !== 'woocommerce') throw notFound('Store');
  if (!d.signature && isPing(d.body)) return 'ignored';
  await verifySignature(db, settings, store, d);
  if (store.status !== 'connected') return 'disconnected';
  if (d.topic && !d.topic.startsWith('order.')) return 'ignored';
  const order = wooCommerceOrderOf((d.body ?? {}) as Record<string, unknown>);
  if (order.id === undefined || order.id === null) return 'ignored';
  if (order.status === WOOCOMMERCE_PAID_STATUS) return recordPaidOrder(db, jobs, importJob, store, order);
  if (order.status === WOOCOMMERCE_CANCELLED_STATUS) return cancelFromStore(db, store, String(order.id));
  return 'ignored';
}

const isPing = (body: unknown) =>
  typeof body === 'object' && body !== null && 'webhook_id' in body && Object.keys(body).length === 1;

async function verifySignature(db: Db, settings: StoreSettings, store: StoreRow, d: WooDelivery) {
  const refused = new AppError('unauthorized', 'The webhook signature is not valid.');
  if (!d.signature || !store.webhookSecretEnc) throw refused;
  const secret = openToken(await storeTokenKey(db, settings), store.webhookSecretEnc);
  const expected = createHmac('sha256', secret).update(d.rawBody, 'utf8').digest();
  const given = Buffer.from(d.signature, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
}

async function recordPaidOrder(
  db: Db,
  jobs: JobQueue,
  importJob: string,
  store: StoreRow,
  order: WooCommerceOrderPayload,
): Promise<WebhookOutcome> {
  const rec = await storesRepository(db).insertImport({
    id: `si_${randomUUID()}`,
    storeId: store.id,
    externalOrderId: String(order.id),
    externalOrderName: storeOrderFromWooCommerce(order).name,
    payload: order,
  });
  if (!rec) return 'duplicate';
  await jobs.send(importJob, { importId: rec.id });
  return 'queued';
}
