import {
  ApiErrorSchema,
  OptionalIdempotencyKeySchema,
  CreateWebhookRequestSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookListQuerySchema,
  WebhookParamsSchema,
  WebhookWithSecretSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { listDeliveries, redeliver, sendTestEvent } from '../../services/webhooks/webhook-deliveries.ts';
import {
  deleteWebhook,
  enableWebhook,
  listWebhooks,
  ownEndpoint,
  registerWebhook,
  rotateWebhookSecret,
} from '../../services/webhooks/webhook-endpoints.ts';
import { webhookSettings } from '../../services/webhooks/webhook-settings.ts';
import { sendListPage } from '../list-page.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Webhook endpoints (register, list, delete, rotate the secret, enable), their delivery log,
 * redelivery and test events. Permissions come from the route table; each handler calls one use-case.
 */
export const webhookRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = webhookSettings();
    const writeLimit = rateLimit(db, { name: 'webhooks-write', max: 60, windowSeconds: 60 });

    app.post(
      '/api/v3/webhooks',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: CreateWebhookRequestSchema,
          response: { 201: WebhookWithSecretSchema, ...errors },
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        const r = await registerWebhook(db, currentUser(req).id, req.headers['idempotency-key'], req.body);
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(r.body);
      },
    );

    app.get(
      '/api/v3/webhooks',
      {
        schema: {
          querystring: WebhookListQuerySchema,
          response: { 200: WebhookEndpointListSchema, ...errors },
        },
      },
      async (req, reply) => {
        const r = await listWebhooks(db, currentUser(req).id, req.query.page, req.query.limit);
        return sendListPage(reply, r);
      },
    );

    app.get(
      '/api/v3/webhooks/:id',
      { schema: { params: WebhookParamsSchema, response: { 200: WebhookEndpointSchema, ...errors } } },
      async (req) => {
        const { userId: _owner, ...view } = await ownEndpoint(db, currentUser(req).id, req.params.id);
        return view;
      },
    );

    app.delete(
      '/api/v3/webhooks/:id',
      { schema: { params: WebhookParamsSchema, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await deleteWebhook(db, currentUser(req).id, req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v3/webhooks/:id/deliveries',
      {
        schema: {
          params: WebhookParamsSchema,
          querystring: WebhookDeliveriesQuerySchema,
          response: { 200: WebhookDeliveryListSchema, ...errors },
        },
      },
      async (req, reply) => {
        const { page, limit } = req.query;
        const r = await listDeliveries(db, currentUser(req).id, req.params.id, page, limit);
        return sendListPage(reply, r);
      },
    );

    app.post(
      '/api/v3/webhooks/:id/deliveries/:deliveryId/redeliver',
      {
        schema: {
          params: WebhookDeliveryParamsSchema,
          response: { 202: z.object({ id: z.string(), status: z.literal('pending') }), ...errors },
        },
        preHandler: writeLimit,
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(await redeliver(db, currentUser(req).id, req.params.id, req.params.deliveryId)),
    );

    app.post(
      '/api/v3/webhooks/:id/test',
      {
        schema: {
          params: WebhookParamsSchema,
          headers: OptionalIdempotencyKeySchema,
          response: { 201: WebhookDeliverySchema, ...errors },
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        const r = await sendTestEvent(db, currentUser(req).id, req.params.id, req.headers['idempotency-key']);
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(r.body);
      },
    );

    app.post(
      '/api/v3/webhooks/:id/rotate-secret',
      {
        schema: { params: WebhookParamsSchema, response: { 200: WebhookWithSecretSchema, ...errors } },
        preHandler: writeLimit,
      },
      async (req) => rotateWebhookSecret(db, currentUser(req).id, req.params.id, settings),
    );

    app.post(
      '/api/v3/webhooks/:id/enable',
      {
        schema: { params: WebhookParamsSchema, response: { 200: WebhookEndpointSchema, ...errors } },
        preHandler: writeLimit,
      },
      async (req) => enableWebhook(db, currentUser(req).id, req.params.id),
    );
  };
