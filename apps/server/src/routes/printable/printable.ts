import {
  PrintableCreatedSchema,
  PrintableListQuerySchema,
  PrintableListSchema,
  PrintableParamsSchema,
  PrintableRequestSchema,
  SavedPrintableDetailSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { createPrintable } from '../../services/design/design-service.ts';
import { getPrintable, listPrintables } from '../../services/design/printable-library.ts';

/**
 * O-7-17: POST /api/print/v3/printable -> 201 {printableId}. O-2-30: GET lists the user's saved printables
 * (newest first, limit/offset); GET /:printableId reads one with its design (O-2-19 printableIdentifier).
 */
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

    app.get(
      '/api/print/v3/printable',
      {
        schema: { querystring: PrintableListQuerySchema, response: { 200: PrintableListSchema } },
        preHandler: requireUser,
      },
      (req) => listPrintables(db, currentUser(req).id, req.query.limit, req.query.offset),
    );

    app.get(
      '/api/print/v3/printable/:printableId',
      {
        schema: { params: PrintableParamsSchema, response: { 200: SavedPrintableDetailSchema } },
        preHandler: requireUser,
      },
      (req) => getPrintable(db, currentUser(req).id, req.params.printableId),
    );
  };
