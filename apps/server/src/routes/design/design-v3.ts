import {
  DesignBodySchema,
  DesignCreatedSchema,
  DesignParamsSchema,
  DesignPrintTypeParamsSchema,
  DesignResponseSchema,
  OptionalIdempotencyKeySchema,
  PageQuerySchema,
  PrintableCreatedSchema,
  PrintableParamsSchema,
  PrintableRequestSchema,
  PrintableV3ListSchema,
  SavedPrintableDetailSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { sendCreated } from '../send-created.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { createDesignOnce, createPrintableOnce, printablePage } from '../../services/design/design-once.ts';
import { getDesign } from '../../services/design/design-service.ts';
import { getPrintable } from '../../services/design/printable-library.ts';

/**
 * Public API design (v2 and v3) and printable (v3) (R-7-03/04): the SPA's design and printable
 * services under the API conventions (Idempotency-Key on the saves, rate limits, page/limit lists).
 */
export const designV3Routes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const writeLimit = rateLimit(db, { name: 'design-v3-write', max: 60, windowSeconds: 60 });

    for (const version of ['v2', 'v3'] as const) {
      app.post(
        `/api/${version}/design/:printType`,
        {
          schema: {
            params: DesignPrintTypeParamsSchema,
            headers: OptionalIdempotencyKeySchema,
            body: DesignBodySchema,
            response: { 201: DesignCreatedSchema },
          },
          preHandler: writeLimit,
        },
        async (req, reply) => {
          return sendCreated(
            reply,
            await createDesignOnce(
              db,
              currentUser(req).id,
              req.headers['idempotency-key'],
              req.params.printType,
              req.body,
            ),
          );
        },
      );

      app.get(
        `/api/${version}/design/:designId`,
        { schema: { params: DesignParamsSchema, response: { 200: DesignResponseSchema } } },
        (req) => getDesign(db, readAccountId(req), req.params.designId),
      );
    }

    app.post(
      '/api/v3/printable',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: PrintableRequestSchema,
          response: { 201: PrintableCreatedSchema },
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        return sendCreated(
          reply,
          await createPrintableOnce(db, currentUser(req).id, req.headers['idempotency-key'], req.body),
        );
      },
    );

    app.get(
      '/api/v3/printable',
      { schema: { querystring: PageQuerySchema, response: { 200: PrintableV3ListSchema } } },
      async (req, reply) => {
        const r = await printablePage(db, currentUser(req).id, req.query.page, req.query.limit);
        return reply.header('x-count', String(r.count)).header('x-pages', String(r.pages)).send(r.rows);
      },
    );

    app.get(
      '/api/v3/printable/:printableId',
      { schema: { params: PrintableParamsSchema, response: { 200: SavedPrintableDetailSchema } } },
      (req) => getPrintable(db, currentUser(req).id, req.params.printableId),
    );
  };
