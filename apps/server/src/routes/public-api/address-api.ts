import { AddressValidationResponseSchema, ApiErrorSchema, EXAMPLE_ADDRESS } from '@platen/contracts';
import { AddressSchema } from '@platen/contracts/entities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { validateAddress } from '../../services/address/address-service.ts';

/**
 * R-7-04 v3 address validate: the checkout's address validation (O-7-14) under the public API's conventions:
 * a suggested correction when it differs ignoring case, and the issues by field.
 */
export const addressApiRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = rateLimit(db, { name: 'address-validation', max: 60, windowSeconds: 60 });
    app.post(
      '/api/v3/address/validate',
      {
        schema: {
          body: AddressSchema.meta({ examples: [EXAMPLE_ADDRESS] }),
          response: { 200: AddressValidationResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
        },
        preHandler: limit,
      },
      async (req) => validateAddress(req.body),
    );
  };
