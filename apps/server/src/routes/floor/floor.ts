import {
  ApplySwapRequestSchema,
  BatchTicketsRequestSchema,
  BarcodeParamsSchema,
  BlankOrderListSchema,
  BlankOrderParamsSchema,
  ClockInRequestSchema,
  CurrentShiftSchema,
  FetchListQuerySchema,
  FetchListSchema,
  FloorOrderParamsSchema,
  FloorOrderSchema,
  OptionalIdempotencyKeySchema,
  PretreatListSchema,
  PretreatSaveRequestSchema,
  PretreatSaveResultSchema,
  FacilityParamsSchema,
  FloorFacilityListSchema,
  FloorFacilitySchema,
  ReceiveBlanksRequestSchema,
  ReceiveBlanksResultSchema,
  SendBlankOrderResultSchema,
  SetDemoStockRequestSchema,
  ScanRequestSchema,
  ScanResultSchema,
  ShiftSchema,
  StationParamsSchema,
  StationQueueQuerySchema,
  StationQueueSchema,
  UnitPreviewQuerySchema,
  UnitPreviewSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { applySwap } from '../../services/floor/apply-swap.ts';
import { listBlankOrders, stationQueue } from '../../services/floor/floor-queries.ts';
import { batchTickets, orderTickets, unitTicket } from '../../services/floor/job-ticket.ts';
import { listPretreat, savePretreat } from '../../services/floor/pretreat.ts';
import { receiveBlanks } from '../../services/floor/receive-blanks.ts';
import { listFacilities, setFacilityDemoStock } from '../../services/floor/facilities.ts';
import { sendBlankOrderNow } from '../../services/floor/send-blank-orders.ts';
import { fetchList } from '../../services/floor/fetch-list.ts';
import { stationScan, stationUnit } from '../../services/print-files/station-scan.ts';
import { unitMockup } from '../../services/floor/unit-mockup.ts';
import { sendStored } from '../../storage/send-stored.ts';
import { labelAdapterFor } from '../../services/shipping/label-adapters.ts';
import { clockIn, clockOut, currentShift } from '../../services/floor/shifts.ts';

/**
 * The production floor for staff with station.use (declared in the route table): an order's
 * units, scans, shifts, blank orders and job tickets. Each handler calls one use-case.
 */
export const floorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // The finishing stations pack parcels: the file store and the configured label adapter.
    const finishing = { files: deps.files, labels: labelAdapterFor(deps.config) };
    // A scan that brings a DTG unit to DTG queues its RIP drop on the job queue.
    const scanning = { db, jobs: deps.jobs, files: deps.files, finishing };
    app.post(
      '/api/internal/orders/:orderId/swap',
      {
        schema: {
          params: FloorOrderParamsSchema,
          body: ApplySwapRequestSchema,
          response: { 200: FloorOrderSchema },
        },
      },
      async (req) => applySwap(db, req.params.orderId, req.body.itemIndex, req.body.to, currentUser(req).id),
    );

    app.post(
      '/api/internal/scans',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: ScanRequestSchema,
          response: { 200: ScanResultSchema },
        },
      },
      // A station's offline queue sends each scan with its own Idempotency-Key: a replay after a lost answer
      // gets the stored answer instead of a second move (docs/decisions/offline-scans.md).
      async (req, reply) => {
        const r = await stationScan(scanning, currentUser(req).id, req.body, req.headers['idempotency-key']);
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return r.body;
      },
    );

    app.get(
      '/api/internal/shipping/fetch-list',
      { schema: { querystring: FetchListQuerySchema, response: { 200: FetchListSchema } } },
      async (req) => fetchList(db, req.query),
    );

    app.post(
      '/api/internal/shifts',
      { schema: { body: ClockInRequestSchema, response: { 201: ShiftSchema } } },
      async (req, reply) =>
        reply.code(201).send(await clockIn(db, currentUser(req).id, req.body.station, req.body.facility)),
    );

    app.get(
      '/api/internal/shifts/current',
      { schema: { response: { 200: CurrentShiftSchema } } },
      async (req) => ({
        shift: await currentShift(db, currentUser(req).id),
      }),
    );

    app.delete('/api/internal/shifts/current', { schema: { response: { 200: ShiftSchema } } }, async (req) =>
      clockOut(db, currentUser(req).id),
    );

    app.get(
      '/api/internal/stations/:station/queue',
      {
        schema: {
          params: StationParamsSchema,
          querystring: StationQueueQuerySchema,
          response: { 200: StationQueueSchema },
        },
      },
      async (req) => stationQueue(db, req.params.station, req.query.facility),
    );

    app.get('/api/internal/blank-orders', { schema: { response: { 200: BlankOrderListSchema } } }, async () =>
      listBlankOrders(db),
    );

    app.post(
      '/api/internal/blank-orders/:id/receive',
      {
        schema: {
          params: BlankOrderParamsSchema,
          body: ReceiveBlanksRequestSchema,
          response: { 200: ReceiveBlanksResultSchema },
        },
      },
      async (req) => receiveBlanks(db, req.params.id, req.body, currentUser(req).id),
    );

    app.post(
      '/api/internal/blank-orders/:id/send',
      { schema: { params: BlankOrderParamsSchema, response: { 200: SendBlankOrderResultSchema } } },
      async (req) => sendBlankOrderNow(db, req.params.id, deps.jobs),
    );

    app.get(
      '/api/internal/facilities',
      { schema: { response: { 200: FloorFacilityListSchema } } },
      async () => listFacilities(db),
    );

    app.put(
      '/api/internal/facilities/:facility',
      {
        schema: {
          params: FacilityParamsSchema,
          body: SetDemoStockRequestSchema,
          response: { 200: FloorFacilitySchema },
        },
      },
      async (req) => setFacilityDemoStock(db, req.params.facility, req.body.demoStock),
    );

    app.get(
      '/api/internal/units/:barcode',
      {
        schema: {
          params: BarcodeParamsSchema,
          querystring: UnitPreviewQuerySchema,
          response: { 200: UnitPreviewSchema },
        },
      },
      async (req) => stationUnit(deps, req.params.barcode, req.query),
    );

    app.get(
      '/api/internal/units/:barcode/ticket.pdf',
      { schema: { params: BarcodeParamsSchema } },
      async (req, reply) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="ticket-${req.params.barcode}.pdf"`)
          .send(await unitTicket(deps, req.params.barcode)),
    );

    app.get(
      '/api/internal/units/:barcode/mockup.png',
      { schema: { params: BarcodeParamsSchema } },
      async (req, reply) =>
        sendStored(reply, deps.files, await unitMockup(deps, req.params.barcode), {
          cache: 'private, max-age=300',
          filename: 'mockup.png',
        }),
    );

    app.get(
      '/api/internal/orders/:orderId/tickets.pdf',
      { schema: { params: FloorOrderParamsSchema } },
      async (req, reply) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="tickets-${req.params.orderId}.pdf"`)
          .send(await orderTickets(deps, req.params.orderId)),
    );

    // R-5-56..58 the pretreat manager: values per product and colour (a manager of the floor's machines sets them).
    app.get('/api/internal/pretreat', { schema: { response: { 200: PretreatListSchema } } }, async () =>
      listPretreat(db),
    );
    app.put(
      '/api/internal/pretreat',
      { schema: { body: PretreatSaveRequestSchema, response: { 200: PretreatSaveResultSchema } } },
      async (req) => savePretreat(db, req.body, currentUser(req).id),
    );

    app.post(
      '/api/internal/stations/:station/tickets.pdf',
      { schema: { params: StationParamsSchema, body: BatchTicketsRequestSchema } },
      async (req, reply) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="tickets-${req.params.station}.pdf"`)
          .send(await batchTickets(deps, req.params.station, req.body.barcodes)),
    );
  };
