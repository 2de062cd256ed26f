import {
  BoardQuerySchema,
  PrinterListSchema,
  PrinterParamsSchema,
  PrinterSchema,
  PrinterStatusRequestSchema,
  ProductionBoardSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listPrinters, setPrinterStatus } from '../../services/floor/printers.ts';
import { productionBoardFor } from '../../services/floor/production-board.ts';

/**
 * GET /api/internal/board?facility=INDY: the production board (staff; the web page polls it); the printers
 * of a facility and marking one out of service or back.
 */
export const boardRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/board',
      { schema: { querystring: BoardQuerySchema, response: { 200: ProductionBoardSchema } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return productionBoardFor(db, req.query.facility);
      },
    );

    // Printers of a facility (staff) and their status changes (printers.manage; logged).
    app.get(
      '/api/internal/printers',
      { schema: { querystring: BoardQuerySchema, response: { 200: PrinterListSchema } } },
      async (req) => ({ printers: await listPrinters(db, req.query.facility) }),
    );
    app.put(
      '/api/internal/printers/:printerId',
      {
        schema: {
          params: PrinterParamsSchema,
          body: PrinterStatusRequestSchema,
          response: { 200: PrinterSchema },
        },
      },
      async (req) => setPrinterStatus(db, req.params.printerId, req.body, currentUser(req).id),
    );
  };
