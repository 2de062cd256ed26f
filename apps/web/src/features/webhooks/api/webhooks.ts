import type {
  CreateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookWithSecret,
} from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { sendBody, sendParam } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The webhook settings' server calls (one endpoint per route of /api/v3/webhooks; types from the contracts). */
export const webhooksApi = injectApi({
  endpoints: (b) => ({
    /** GET v3 webhooks: the user's endpoints (never their secrets). */
    webhooks: b.query<WebhookEndpoint[], void>({
      query: () => serviceUrl('v3', '/webhooks', { limit: 200 }),
      providesTags: ['Webhooks'],
    }),
    /** POST v3 webhooks: registers an endpoint; the answer carries its secret, shown once. */
    createWebhook: b.mutation<WebhookWithSecret, CreateWebhookRequest>({
      query: sendBody('POST', 'v3', '/webhooks'),
      invalidatesTags: ['Webhooks'],
    }),
    /** DELETE v3 webhooks/{id}. */
    deleteWebhook: b.mutation<unknown, string>({
      query: sendParam('DELETE', 'v3', '/webhooks/:id', 'id'),
      invalidatesTags: ['Webhooks'],
    }),
    /** POST v3 webhooks/{id}/rotate-secret: a new secret; the old one signs too for 24 hours. */
    rotateSecret: b.mutation<WebhookWithSecret, string>({
      query: sendParam('POST', 'v3', '/webhooks/:id/rotate-secret', 'id'),
      invalidatesTags: ['Webhooks'],
    }),
    /** POST v3 webhooks/{id}/enable: a disabled endpoint works again. */
    enableWebhook: b.mutation<WebhookEndpoint, string>({
      query: sendParam('POST', 'v3', '/webhooks/:id/enable', 'id'),
      invalidatesTags: ['Webhooks'],
    }),
    /** GET v3 webhooks/{id}/deliveries: the delivery log, newest first. */
    deliveries: b.query<WebhookDelivery[], string>({
      query: (id) => serviceUrl('v3', '/webhooks/:id/deliveries', { id, limit: 50 }),
      providesTags: (_r, _e, id) => [{ type: 'Webhooks', id }],
    }),
    /** POST v3 webhooks/{id}/test: queues a webhook.test event. */
    sendTest: b.mutation<WebhookDelivery, string>({
      query: sendParam('POST', 'v3', '/webhooks/:id/test', 'id'),
      invalidatesTags: (_r, _e, id) => [{ type: 'Webhooks', id }],
    }),
    /** POST v3 webhooks/{id}/deliveries/{deliveryId}/redeliver. */
    redeliver: b.mutation<unknown, { id: string; deliveryId: string }>({
      query: (p) => ({
        url: serviceUrl('v3', '/webhooks/:id/deliveries/:deliveryId/redeliver', p),
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, p) => [{ type: 'Webhooks', id: p.id }],
    }),
  }),
});

export const {
  useWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateSecretMutation,
  useEnableWebhookMutation,
  useDeliveriesQuery,
  useSendTestMutation,
  useRedeliverMutation,
} = webhooksApi;
