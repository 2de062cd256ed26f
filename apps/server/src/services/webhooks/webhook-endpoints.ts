import { randomUUID } from 'node:crypto';
import type { CreateWebhookRequest, WebhookEndpoint, WebhookWithSecret } from '@platen/contracts';
import { type Db, type WebhookEndpointRow, webhooksRepository } from '@platen/db';
import { MAX_WEBHOOK_ENDPOINTS, TOO_MANY_WEBHOOKS } from '@platen/domain/webhooks/webhook-policy';
import { AppError, notFound } from '../../errors/app-error.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import { newWebhookSecret } from './sign-webhook.ts';
import type { WebhookSettings } from './webhook-settings.ts';

/** The endpoint as its owner sees it (the row minus owner). */
export const endpointView = ({ userId: _owner, ...e }: WebhookEndpointRow): WebhookEndpoint => e;

/**
 * POST /api/v3/webhooks: registers an endpoint and answers its secret (shown here and at rotation only); an account
 * past MAX_WEBHOOK_ENDPOINTS gets a 422 and nothing is stored.
 */
export function registerWebhook(db: Db, userId: string, key: string | undefined, req: CreateWebhookRequest) {
  return idempotentCreate<WebhookWithSecret>(db, userId, key, req, async (tx) => {
    const secret = newWebhookSecret();
    const events = req.events.includes('*') ? ['*'] : [...new Set(req.events)];
    const row = await webhooksRepository(tx).createWithin(
      { id: `wh_${randomUUID()}`, userId, url: req.url, events, secret },
      MAX_WEBHOOK_ENDPOINTS,
    );
    if (!row) throw new AppError('unprocessable', TOO_MANY_WEBHOOKS);
    return { status: 201, body: { ...endpointView(row), secret } };
  });
}

/** GET /api/v3/webhooks: a page of the user's endpoints, newest first. */
export async function listWebhooks(db: Db, userId: string, page: number, limit: number) {
  const r = await webhooksRepository(db).page(userId, limit, (page - 1) * limit);
  return { rows: r.rows.map(endpointView), count: r.count, pages: Math.ceil(r.count / limit) };
}

/** The user's endpoint, or a 404 (another user's endpoint is not found either). */
export async function ownEndpoint(db: Db, userId: string, id: string) {
  const e = await webhooksRepository(db).get(userId, id);
  if (!e) throw notFound('Webhook endpoint');
  return e;
}

/** DELETE /api/v3/webhooks/{id}: the endpoint and its delivery log go. */
export async function deleteWebhook(db: Db, userId: string, id: string) {
  if (!(await webhooksRepository(db).remove(userId, id))) throw notFound('Webhook endpoint');
}

/** POST /api/v3/webhooks/{id}/rotate-secret: a new secret; the old one keeps signing for the overlap window. */
export async function rotateWebhookSecret(db: Db, userId: string, id: string, s: WebhookSettings) {
  const secret = newWebhookSecret();
  const until = new Date(Date.now() + s.secretOverlapMs).toISOString();
  const row = await webhooksRepository(db).rotateSecret(userId, id, secret, until);
  if (!row) throw notFound('Webhook endpoint');
  return { ...endpointView(row), secret };
}

/** POST /api/v3/webhooks/{id}/enable: a disabled endpoint works again; its waiting deliveries go out in order. */
export async function enableWebhook(db: Db, userId: string, id: string) {
  const row = await webhooksRepository(db).enable(userId, id);
  if (!row) throw notFound('Webhook endpoint');
  return endpointView(row);
}
