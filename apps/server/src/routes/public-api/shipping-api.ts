import {
  ApiErrorSchema,
  ShippingRatesRequestSchema,
  ShippingRatesResponseSchema,
  ShippingServicesRequestSchema,
  ShippingServicesResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { shippingRatesFor, shippingServicesFor } from '../../services/public-api/shipping-options.ts';

const errors = { 400: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** R-7-04 v3 shipping: the services a destination allows, and their rates for given items. */
export const shippingApiRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = rateLimit(db, { name: 'v3-shipping', max: 120, windowSeconds: 60 });

    app.post(
      '/api/v3/shipping/services',
      {
        schema: {
          body: ShippingServicesRequestSchema,
          response: { 200: ShippingServicesResponseSchema, ...errors },
        },
        preHandler: limit,
      },
      async (req) => shippingServicesFor(req.body),
    );

    app.post(
      '/api/v3/shipping/rates',
      {
        schema: {
          body: ShippingRatesRequestSchema,
          response: { 200: ShippingRatesResponseSchema, ...errors },
        },
        preHandler: limit,
      },
      async (req) => shippingRatesFor(db, currentUser(req).id, req.body),
    );
  };
