import { randomUUID } from 'node:crypto';
import type { WebhookDelivery } from '@platen/contracts';
import { type Db, signalWebhookLanes, type WebhookDeliveryRow, webhooksRepository } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import { ownEndpoint } from './webhook-endpoints.ts';

/** A log line as the owner sees it. */
export const deliveryView = (d: WebhookDeliveryRow): WebhookDelivery => ({
  id: d.id,
  eventId: d.eventId,
  type: d.type,
  orderId: d.orderId || null,
  sequence: d.sequence,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastAttemptAt: d.lastAttemptAt,
  deliveredAt: d.deliveredAt,
  createdAt: d.createdAt,
});

/** GET /api/v3/webhooks/{id}/deliveries: the endpoint's delivery log, newest first. */
export async function listDeliveries(db: Db, userId: string, id: string, page: number, limit: number) {
  await ownEndpoint(db, userId, id);
  const r = await webhooksRepository(db).deliveries(id, limit, (page - 1) * limit);
  return { rows: r.rows.map(deliveryView), count: r.count, pages: Math.ceil(r.count / limit) };
}

/** POST /api/v3/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends the event again now. */
export async function redeliver(db: Db, userId: string, id: string, deliveryId: string) {
  await ownEndpoint(db, userId, id);
  const lane = await webhooksRepository(db).redeliver(id, deliveryId);
  if (!lane) throw notFound('Delivery');
  signalWebhookLanes([lane]);
  return { id: deliveryId, status: 'pending' as const };
}

/** POST /api/v3/webhooks/{id}/test: queues a `webhook.test` event for the endpoint. */
export async function sendTestEvent(db: Db, userId: string, id: string, key: string | undefined) {
  await ownEndpoint(db, userId, id);
  const r = await idempotentCreate<WebhookDelivery>(db, userId, key, { test: id }, async (tx) => {
    const d = await webhooksRepository(tx).addTest({
      id: `whd_${randomUUID()}`,
      endpointId: id,
      userId,
      data: { message: 'A test event from Platen: your endpoint receives and verifies webhooks.' },
    });
    return { status: 201, body: deliveryView(d) };
  });
  if (!r.replayed) signalWebhookLanes([{ endpointId: id, orderId: '' }]);
  return r;
}
