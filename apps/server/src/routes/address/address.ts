import {
  AddressBookResponseSchema,
  AddressValidationResponseSchema,
  SaveAddressResponseSchema,
  UserIdParamsSchema,
} from '@platen/contracts';
import { AddressSchema } from '@platen/contracts/entities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { addressBook, saveAddress, validateAddress } from '../../services/address/address-service.ts';

/** O-7-13 / O-7-14: address validation and the address book. */
export const addressRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const validationLimit = rateLimit(db, { name: 'address-validation', max: 60, windowSeconds: 60 });
    const saveLimit = rateLimit(db, { name: 'address-save', max: 60, windowSeconds: 60 });

    app.post(
      '/api/order2/address/validation',
      {
        schema: { body: AddressSchema, response: { 200: AddressValidationResponseSchema } },
        preHandler: [requireUser, validationLimit],
      },
      async (req) => validateAddress(req.body),
    );

    app.post(
      '/api/order2/address/save/:userId',
      {
        schema: {
          params: UserIdParamsSchema,
          body: AddressSchema,
          response: { 201: SaveAddressResponseSchema },
        },
        preHandler: [requireUser, saveLimit],
      },
      async (req, reply) => {
        const r = await saveAddress(db, currentUser(req).id, req.params.userId, req.body);
        // 201 either way (O-7-13 as the issue fixes it); `existing` says whether an equal entry was already there.
        return reply.status(201).send(r);
      },
    );

    app.get(
      '/api/order2/address/:userId',
      {
        schema: { params: UserIdParamsSchema, response: { 200: AddressBookResponseSchema } },
        preHandler: requireUser,
      },
      async (req) => addressBook(db, currentUser(req).id, req.params.userId),
    );
  };
