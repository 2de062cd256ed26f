import { PrintableCreatedSchema, PrintableRequestSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { createPrintable } from '../../services/design/design-service.ts';

/** O-7-17: POST /api/print/v3/printable -> 201 {printableId}. */
export const printableRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/print/v3/printable',
      {
        schema: { body: PrintableRequestSchema, response: { 201: PrintableCreatedSchema } },
        preHandler: requireUser,
      },
      async (req, reply) => reply.status(201).send(await createPrintable(db, currentUser(req).id, req.body)),
    );
  };
