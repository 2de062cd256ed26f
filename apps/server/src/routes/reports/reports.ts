import {
  CrmActivityListSchema,
  CrmActivityRequestSchema,
  CrmActivitySchema,
  CrmCustomerDetailSchema,
  CrmCustomerPageSchema,
  CrmCustomerParamsSchema,
  CrmCustomerQuerySchema,
  ReportIdParamsSchema,
  ReportListSchema,
  ReportResultSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { crmCustomer, crmCustomers, crmFollowUpsDue, logCrmActivity } from '../../services/crm/crm.ts';
import { readReport, reportCsvOf, reportList } from '../../services/reports/reports.ts';

/** Each report checks its own filters (its zod schema in packages/db/src/reports): the route passes them on. */
const ReportQuerySchema = z.record(z.string(), z.string());

/** /query reports (reports.view) and the CRM (crm.read, crm.write): permissions in the route table. */
export const reportRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/internal/reports', { schema: { response: { 200: ReportListSchema } } }, async () =>
      reportList(),
    );
    app.get(
      '/api/internal/reports/:reportId',
      {
        schema: {
          params: ReportIdParamsSchema,
          querystring: ReportQuerySchema,
          response: { 200: ReportResultSchema },
        },
      },
      async (req) => readReport(db, req.params.reportId, req.query),
    );
    app.get(
      '/api/internal/reports/:reportId/rows.csv',
      {
        schema: {
          params: ReportIdParamsSchema,
          querystring: ReportQuerySchema,
          response: { 200: z.string().describe('The report as CSV (text/csv)') },
        },
      },
      async (req, reply) => {
        const { name, csv } = await reportCsvOf(db, req.params.reportId, req.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(csv);
      },
    );
    app.get(
      '/api/internal/crm/customers',
      { schema: { querystring: CrmCustomerQuerySchema, response: { 200: CrmCustomerPageSchema } } },
      async (req) => crmCustomers(db, req.query),
    );
    app.get(
      '/api/internal/crm/customers/:customerId',
      { schema: { params: CrmCustomerParamsSchema, response: { 200: CrmCustomerDetailSchema } } },
      async (req) => crmCustomer(db, req.params.customerId),
    );
    app.post(
      '/api/internal/crm/customers/:customerId/activities',
      {
        schema: {
          params: CrmCustomerParamsSchema,
          body: CrmActivityRequestSchema,
          response: { 201: CrmActivitySchema },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await logCrmActivity(db, currentUser(req), req.params.customerId, req.body)),
    );
    app.get(
      '/api/internal/crm/follow-ups',
      { schema: { response: { 200: CrmActivityListSchema } } },
      async () => crmFollowUpsDue(db),
    );
  };
