import { QuoteBulkRequestSchema, QuoteBulkResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { quoteBulkFor } from '../../services/quote/quote-bulk.ts';

/** O-7-19: POST /api/print/quote/bulk. */
export const quoteRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = rateLimit(db, { name: 'quote', max: 120, windowSeconds: 60 });
    app.post(
      '/api/print/quote/bulk',
      {
        schema: { body: QuoteBulkRequestSchema, response: { 200: QuoteBulkResponseSchema } },
        preHandler: [requireUser, limit],
        // The engine builds the answer to the schema (it stays for OpenAPI); skipping the zod re-check of a
        // 100-item answer halves the cost of a bulk quote.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      (req) => quoteBulkFor(db, req.body, currentUser(req).id),
    );
  };
