import {
  ApiErrorSchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  PageQuerySchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getInvoice, invoiceView, listInvoices } from '../../services/billing/invoices.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * R-7-04 v3 invoice: the account's invoices (billing's invoice service, the same as /api/v2/billing/invoice),
 * paged, and one invoice as JSON. The PDF and paying stay under /api/v2/billing.
 */
export const invoiceApiRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v3/invoice',
      { schema: { querystring: PageQuerySchema, response: { 200: InvoiceListSchema, ...errors } } },
      async (req, reply) => {
        const r = await listInvoices(db, currentUser(req).id, req.query.page, req.query.limit);
        return reply.header('x-count', String(r.count)).header('x-pages', String(r.pages)).send(r.rows);
      },
    );
    app.get(
      '/api/v3/invoice/:invoiceId',
      { schema: { params: InvoiceParamsSchema, response: { 200: InvoiceSchema, ...errors } } },
      async (req) => invoiceView(await getInvoice(db, currentUser(req).id, req.params.invoiceId)),
    );
  };
