import { ORDER_EVENT_STATUSES } from '@platen/domain/production/order-event-statuses';
import { ALL_EVENTS, webhookUrlProblem } from '@platen/domain/webhooks/webhook-policy';
import { z } from 'zod';
import { PageQuerySchema } from './order-lifecycle.ts';

/** The event names an endpoint may subscribe to: the order event names, or `*` for all. */
export const WEBHOOK_EVENT_NAMES = [ALL_EVENTS, ...ORDER_EVENT_STATUSES] as const;

/** POST /api/v3/webhooks. */
export const CreateWebhookRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, { message: 'Enter the URL Platen should post events to.' })
      .superRefine((url, ctx) => {
        const problem = webhookUrlProblem(url);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_NAMES, { message: 'Each event must be an order event name or "*".' }))
      .min(1, { message: 'Name at least one event, or ["*"] for all.' })
      .max(ORDER_EVENT_STATUSES.length + 1),
  })
  .strict();
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

/** An endpoint as listed (never its secret). */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
  disabledReason: z.string().nullable(),
  failingSince: z.iso.datetime().nullable(),
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

/** 201 of POST /api/v3/webhooks and 200 of the secret rotation: the secret is shown only here. */
export const WebhookWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

export const WebhookParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const WebhookDeliveryParamsSchema = WebhookParamsSchema.extend({
  deliveryId: z.string().min(1).max(100),
});
export const WebhookDeliveriesQuerySchema = PageQuerySchema;
export const WebhookListQuerySchema = PageQuerySchema;

/** One line of the delivery log. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  orderId: z.string().nullable(),
  sequence: z.number().int(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);

/** What a receiver gets (the body of each POST). */
export const WebhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.iso.datetime(),
  sequence: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
