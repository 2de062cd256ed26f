import {
  ApiErrorSchema,
  CreateQuoteRequestSchema,
  OptionalIdempotencyKeySchema,
  OrderFromQuoteRequestSchema,
  OrderFromQuoteResponseSchema,
  QuoteBulkRequestSchema,
  QuoteBulkResponseSchema,
  QuoteParamsSchema,
  StoredQuoteSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { placementContext } from '../orders/placement-context.ts';
import { createQuote, getQuote, orderFromQuote } from '../../services/public-api/quotes.ts';
import { quoteBulkFor } from '../../services/quote/quote-bulk.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };

/** R-7-04 v3 quotes (stored, with a token) and orders from a quote token (Scalable Press's quote -> order). */
export const quotesApiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const quoteLimit = rateLimit(db, { name: 'v3-quotes', max: 120, windowSeconds: 60 });
    const orderLimit = rateLimit(db, { name: 'order', max: 120, windowSeconds: 60 });

    app.post(
      '/api/v3/quotes',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: CreateQuoteRequestSchema,
          response: { 201: StoredQuoteSchema, ...errors },
        },
        preHandler: quoteLimit,
      },
      async (req, reply) => {
        const r = await createQuote(db, currentUser(req).id, req.headers['idempotency-key'], req.body);
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(r.status).send(r.body);
      },
    );

    // R-7-03 v2 quote: the bulk quote (as POST /api/print/quote/bulk), priced and not stored.
    app.post(
      '/api/v2/quote',
      {
        schema: { body: QuoteBulkRequestSchema, response: { 200: QuoteBulkResponseSchema, ...errors } },
        preHandler: quoteLimit,
      },
      async (req) => quoteBulkFor(db, req.body, currentUser(req).id),
    );

    app.get(
      '/api/v3/quotes/:quoteId',
      { schema: { params: QuoteParamsSchema, response: { 200: StoredQuoteSchema, ...errors } } },
      async (req) => getQuote(db, currentUser(req).id, req.params.quoteId),
    );

    app.post(
      '/api/v3/orders',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: OrderFromQuoteRequestSchema,
          response: { 201: OrderFromQuoteResponseSchema, 409: ApiErrorSchema, ...errors },
        },
        preHandler: orderLimit,
      },
      async (req, reply) => {
        const r = await orderFromQuote(
          db,
          currentUser(req).id,
          req.headers['idempotency-key'],
          req.body,
          placementContext(deps, req),
        );
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(r.status).send(r.body);
      },
    );
  };
