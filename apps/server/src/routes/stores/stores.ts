import {
  ApiErrorSchema,
  CreateStoreRequestSchema,
  OptionalIdempotencyKeySchema,
  PublishedProductSchema,
  PublishProductRequestSchema,
  SkuMappingListSchema,
  SkuMappingRequestSchema,
  SkuMappingSchema,
  StoreImportListSchema,
  StoreImportParamsSchema,
  StoreImportSchema,
  StoreImportsQuerySchema,
  StoreListSchema,
  StaffStoresOverviewSchema,
  StoreParamsSchema,
  StoreSchema,
  UpdateStoreRequestSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { STORE_IMPORT } from '../../jobs/store-jobs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { createStore, listStores, updateStore } from '../../services/stores/connect-store.ts';
import { deleteStore } from '../../services/stores/disconnect-store.ts';
import { publishProduct } from '../../services/stores/publish-product.ts';
import { shopifyApp } from '../../services/stores/shopify-app.ts';
import { staffStoresOverview } from '../../services/stores/staff-stores.ts';
import { beginShopifyInstall, finishShopifyInstall } from '../../services/stores/shopify-install.ts';
import {
  acknowledgeFulfillmentCallback,
  receiveShopifyWebhook,
} from '../../services/stores/shopify-webhook.ts';
import { storeSettings } from '../../services/stores/store-settings.ts';
import { listImports, listMappings, mapSku, retryImport } from '../../services/stores/store-imports.ts';
import { receiveWooCommerceWebhook } from '../../services/stores/woocommerce-webhook.ts';

/** Shopify's redirect query (code, shop, state, timestamp, host, hmac) and its webhook bodies, read as they come. */
const shopifyQuery = z.record(z.string(), z.string().max(2000));
const shopifyBody = z.record(z.string(), z.unknown());
const acknowledged = z.object({ ok: z.boolean(), outcome: z.string().optional() });

const errors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * Store integrations: the reseller's stores (/api/v3/stores…), Shopify's entry points (/ecommerce/shopify/…:
 * install, OAuth callback, webhooks, fulfillment service callback) and WooCommerce's webhooks
 * (/ecommerce/woocommerce/{storeId}/webhooks). Each handler calls one use-case in services/stores; permissions
 * come from the route table.
 */
export const storeRoutes =
  ({ db, jobs, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = storeSettings();
    const origin = publicOrigin(config);
    const shopify = shopifyApp(settings, origin);
    const writeLimit = rateLimit(db, { name: 'stores-write', max: 60, windowSeconds: 60 });
    const user = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

    app.post(
      '/api/v3/stores',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: CreateStoreRequestSchema,
          response: { 201: StoreSchema, ...errors },
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        const r = await createStore(
          db,
          settings,
          origin,
          user(req),
          req.headers['idempotency-key'],
          req.body,
        );
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(r.body);
      },
    );

    app.get('/api/v3/stores', { schema: { response: { 200: StoreListSchema, ...errors } } }, (req) =>
      listStores(db, user(req)),
    );

    app.patch(
      '/api/v3/stores/:id',
      {
        schema: {
          params: StoreParamsSchema,
          body: UpdateStoreRequestSchema,
          response: { 200: StoreSchema, ...errors },
        },
      },
      (req) => updateStore(db, user(req), req.params.id, req.body.autoSubmit),
    );

    app.delete(
      '/api/v3/stores/:id',
      { schema: { params: StoreParamsSchema, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await deleteStore(db, settings, user(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v3/stores/:id/imports',
      {
        schema: {
          params: StoreParamsSchema,
          querystring: StoreImportsQuerySchema,
          response: { 200: StoreImportListSchema, ...errors },
        },
      },
      (req) => listImports(db, user(req), req.params.id, req.query.status),
    );

    app.post(
      '/api/v3/stores/:id/imports/:importId/retry',
      {
        schema: { params: StoreImportParamsSchema, response: { 202: StoreImportSchema, ...errors } },
        preHandler: writeLimit,
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(await retryImport(db, jobs, STORE_IMPORT, user(req), req.params.id, req.params.importId)),
    );

    app.get(
      '/api/v3/stores/:id/mappings',
      { schema: { params: StoreParamsSchema, response: { 200: SkuMappingListSchema, ...errors } } },
      (req) => listMappings(db, user(req), req.params.id),
    );

    app.post(
      '/api/v3/stores/:id/mappings',
      {
        schema: {
          params: StoreParamsSchema,
          body: SkuMappingRequestSchema,
          response: { 200: SkuMappingSchema, ...errors },
        },
        preHandler: writeLimit,
      },
      (req) => mapSku(db, jobs, STORE_IMPORT, user(req), req.params.id, req.body),
    );

    app.post(
      '/api/v3/stores/:id/products',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          params: StoreParamsSchema,
          body: PublishProductRequestSchema,
          response: { 201: PublishedProductSchema, ...errors },
        },
        preHandler: writeLimit,
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await publishProduct(shopify, settings, db, user(req), req.params.id, req.body)),
    );

    app.get(
      '/api/internal/stores',
      { schema: { response: { 200: StaffStoresOverviewSchema, ...errors } } },
      () => staffStoresOverview(db),
    );

    app.get(
      '/ecommerce/shopify/install',
      {
        schema: {
          hide: true,
          querystring: z.object({ shop: z.string().max(255) }),
        },
      },
      async (req, reply) => {
        const res = await beginShopifyInstall(shopify, settings, db, user(req), req.query.shop, req.raw);
        return reply.status(302).headers(res.headers).send(null);
      },
    );

    app.get(
      '/ecommerce/shopify/callback',
      { schema: { hide: true, querystring: shopifyQuery } },
      async (req, reply) => {
        const storeId = await finishShopifyInstall(shopify, settings, db, user(req), req.raw, origin);
        return reply.redirect(`/manager/v2/ecommerce?connected=${encodeURIComponent(storeId)}`, 302);
      },
    );

    app.post(
      '/ecommerce/shopify/webhooks',
      { schema: { body: shopifyBody, response: { 200: acknowledged, 401: ApiErrorSchema, ...errors } } },
      async (req, reply) => {
        const outcome = await receiveShopifyWebhook(shopify, db, jobs, STORE_IMPORT, req.rawBody, req.raw);
        return reply.status(200).send({ ok: true, outcome });
      },
    );

    // The fulfillment service's callback (fulfillment_order_notification, fetch_tracking_numbers, fetch_stock):
    // Platen reports tracking itself when it ships, so a verified call is acknowledged.
    app.post(
      '/ecommerce/shopify/fulfillment/:action',
      {
        schema: {
          params: z.object({ action: z.string().max(60) }),
          body: shopifyBody,
          response: { 200: acknowledged, 401: ApiErrorSchema, ...errors },
        },
      },
      async (req, reply) => {
        await acknowledgeFulfillmentCallback(shopify, req.rawBody, req.raw);
        return reply.status(200).send({ ok: true });
      },
    );

    // WooCommerce's ping is form-encoded (webhook_id=…); the raw text is kept like JSON bodies' (json-body.ts).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (req, body, done) => {
          req.rawBody = body as string;
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

    app.post(
      '/ecommerce/woocommerce/:storeId/webhooks',
      {
        schema: {
          params: z.object({ storeId: z.string().min(1).max(100) }),
          response: { 200: acknowledged, 401: ApiErrorSchema, ...errors },
        },
      },
      async (req, reply) => {
        const header = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const outcome = await receiveWooCommerceWebhook(
          db,
          settings,
          jobs,
          STORE_IMPORT,
          req.params.storeId,
          {
            rawBody: req.rawBody ?? '',
            body: req.body,
            signature: header('x-wc-webhook-signature'),
            topic: header('x-wc-webhook-topic'),
          },
        );
        return reply.status(200).send({ ok: true, outcome });
      },
    );
  };
