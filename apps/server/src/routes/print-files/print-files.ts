import {
  AutoprintSheetsRequestSchema,
  BarcodeParamsSchema,
  ReleaseToRipRequestSchema,
  RipLocationParamsSchema,
  RipReportRequestSchema,
  RipReportResultSchema,
  RipTicketSchema,
  UnitFilmParamsSchema,
  OrderUnitPrintFileParamsSchema,
  type PrintFileName,
  UnitPrintFileParamsSchema,
  UnitDstParamsSchema,
  UnitEmbroiderySchema,
} from '@platen/contracts';
import type { PrintFileKind } from '@platen/domain/print-files/print-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { autoprintSheetsPdf } from '../../services/print-files/autoprint-sheets.ts';
import { releaseToRip, reportRip } from '../../services/print-files/rip-hot-folders.ts';
import { unitFilm } from '../../services/print-files/screen-films.ts';
import { unitPrintFile } from '../../services/print-files/print-files.ts';
import { unitDstFile, unitEmbroidery } from '../../services/floor/unit-embroidery.ts';
import { sendStored } from '../../storage/send-stored.ts';

const KIND: Record<PrintFileName, PrintFileKind> = {
  'print.png': 'png',
  'underbase.png': 'underbase',
  'print.pdf': 'pdf',
};

/**
 * Print-ready files of a unit's side (drawn once per design version on the job queue): at the station
 * (station.use, declared in the route table) and for the order's owner through the v2 API.
 */
export const printFileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/units/:barcode/print-files/:side/:file',
      { schema: { params: UnitPrintFileParamsSchema } },
      async (req, reply) => {
        const { barcode, side, file } = req.params;
        const key = await unitPrintFile(deps, { barcode, side, kind: KIND[file] });
        return sendStored(reply, deps.files, key, { cache: 'private, max-age=300', filename: file });
      },
    );

    app.get(
      '/api/v2/order/:orderId/units/:barcode/print-files/:side/:file',
      { schema: { params: OrderUnitPrintFileParamsSchema } },
      async (req, reply) => {
        const { orderId, barcode, side, file } = req.params;
        const owner = currentUser(req).id;
        const key = await unitPrintFile(deps, { barcode, side, kind: KIND[file], owner, orderId });
        return sendStored(reply, deps.files, key, { cache: 'private, max-age=300', filename: file });
      },
    );

    app.post(
      '/api/internal/autoprint/sheets.pdf',
      { schema: { body: AutoprintSheetsRequestSchema } },
      async (req, reply) =>
        reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="autoprint-sheets.pdf"')
          .send(await autoprintSheetsPdf(deps, req.body.barcodes)),
    );

    app.post(
      '/api/internal/units/:barcode/rip',
      {
        schema: {
          params: BarcodeParamsSchema,
          body: ReleaseToRipRequestSchema,
          response: { 201: RipTicketSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await releaseToRip(deps, req.params.barcode, req.body)),
    );

    app.post(
      '/api/internal/rip/:location/reports',
      {
        schema: {
          params: RipLocationParamsSchema,
          body: RipReportRequestSchema,
          response: { 200: RipReportResultSchema },
        },
      },
      async (req) => reportRip(deps, currentUser(req).id, req.params.location, req.body),
    );

    app.get(
      '/api/internal/units/:barcode/films/:side/:film',
      { schema: { params: UnitFilmParamsSchema } },
      async (req, reply) => {
        const { barcode, side, film } = req.params;
        const key = await unitFilm(deps, { barcode, side, index: Number.parseInt(film, 10) });
        return sendStored(reply, deps.files, key, {
          cache: 'private, max-age=300',
          filename: `film-${film}`,
        });
      },
    );

    app.get(
      '/api/internal/units/:barcode/embroidery',
      { schema: { params: BarcodeParamsSchema, response: { 200: UnitEmbroiderySchema } } },
      (req) => unitEmbroidery(deps.db, req.params.barcode),
    );

    app.get(
      '/api/internal/units/:barcode/embroidery/:side/design.dst',
      { schema: { params: UnitDstParamsSchema } },
      async (req, reply) => {
        const { barcode, side } = req.params;
        const key = await unitDstFile(deps.db, barcode, side);
        return sendStored(reply, deps.files, key, {
          cache: 'private, max-age=300',
          filename: `${barcode}-${side}.dst`,
        });
      },
    );
  };
