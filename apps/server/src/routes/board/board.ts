import {
  ApiErrorSchema,
  BoardQuerySchema,
  PrinterListSchema,
  PrinterCreateRequestSchema,
  PrinterDetailsRequestSchema,
  PrinterParamsSchema,
  PrinterSchema,
  PrinterStatusRequestSchema,
  PrinterConfigurationSchema,
  ProductionBoardSchema,
  StationPrinterParamsSchema,
  StationPrinterReportResultSchema,
  StationPrinterReportSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addPrinter,
  changePrinter,
  listPrinters,
  retirePrinter,
  setPrinterStatus,
} from '../../services/floor/printers.ts';
import { productionBoardFor } from '../../services/floor/production-board.ts';
import { printerConfiguration, reportPrinterStatus } from '../../services/floor/station-printer.ts';

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
    // The printer list screen (printers.manage): add one, rename it (or change its kind or DPI), retire it.
    app.post(
      '/api/internal/printers',
      { schema: { body: PrinterCreateRequestSchema, response: { 201: PrinterSchema } } },
      async (req, reply) => reply.code(201).send(await addPrinter(db, req.body)),
    );
    app.patch(
      '/api/internal/printers/:printerId',
      {
        schema: {
          params: PrinterParamsSchema,
          body: PrinterDetailsRequestSchema,
          response: { 200: PrinterSchema },
        },
      },
      async (req) => changePrinter(db, req.params.printerId, req.body),
    );
    app.post(
      '/api/internal/printers/:printerId/retire',
      { schema: { params: PrinterParamsSchema, response: { 200: PrinterSchema } } },
      async (req) => retirePrinter(db, req.params.printerId),
    );

    // R-7-07 printer and updater: a printer's station client (station.use: its station's account, by session or
    // API key) reports whether the printer prints, and fetches what it runs with.
    app.put(
      '/api/internal/printer/:printerId/status',
      {
        schema: {
          params: StationPrinterParamsSchema,
          body: StationPrinterReportSchema,
          response: { 200: StationPrinterReportResultSchema, 409: ApiErrorSchema },
        },
      },
      async (req) => reportPrinterStatus(db, req.params.printerId, req.body, currentUser(req).id),
    );
    app.get(
      '/api/internal/updater/:printerId',
      {
        schema: {
          params: StationPrinterParamsSchema,
          response: { 200: PrinterConfigurationSchema, 409: ApiErrorSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return printerConfiguration(db, req.params.printerId);
      },
    );
  };
