import {
  ShiftEditRequestSchema,
  ShiftIdParamsSchema,
  ShiftSchema,
  TimesheetQuerySchema,
  TimesheetSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { correctShift, timesheet, timesheetCsvOf } from '../../services/floor/timesheets.ts';

/** Timesheets and shift corrections for supervisors (shifts.manage, declared in the route table). */
export const timesheetRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/timesheets',
      { schema: { querystring: TimesheetQuerySchema, response: { 200: TimesheetSchema } } },
      async (req) => timesheet(db, req.query),
    );

    app.get(
      '/api/internal/timesheets.csv',
      { schema: { querystring: TimesheetQuerySchema } },
      async (req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="timesheet-${req.query.from}-to-${req.query.to}.csv"`,
          )
          .send(await timesheetCsvOf(db, req.query)),
    );

    app.put(
      '/api/internal/shifts/:shiftId',
      {
        schema: {
          params: ShiftIdParamsSchema,
          body: ShiftEditRequestSchema,
          response: { 200: ShiftSchema },
        },
      },
      async (req) => correctShift(db, currentUser(req), req.params.shiftId, req.body),
    );
  };
