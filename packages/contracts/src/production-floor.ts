import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { FLOOR_STATIONS } from '@platen/domain/floor/stations';
import { z } from 'zod';
import { StaffOrderViewSchema } from './staff.ts';

/** `:orderId` of GET /api/internal/orders/{orderId}. */
export const FloorOrderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });
/** `:barcode` of the ticket routes. */
export const BarcodeParamsSchema = z.object({ barcode: z.string().min(1).max(60) });
/** `:station` of the station queue. */
export const StationParamsSchema = z.object({
  station: z.enum(FLOOR_STATIONS, { message: `station must be one of ${FLOOR_STATIONS.join(', ')}.` }),
});
export const StationQueueQuerySchema = z.object({ facility: z.enum(FACILITY_CODES) });

const health = z.enum(['on-track', 'behind-average', 'late', 'alert', 'final']).nullable();

/** One unit as the floor sees it: `station` is where it is expected next (null once shipped). */
export const FloorUnitSchema = z.object({
  barcode: z.string(),
  itemIndex: z.number().int(),
  size: z.string(),
  facility: z.string(),
  station: z.string().nullable(),
  milestone: z.string().nullable(),
  health,
  blockedBy: z.string().optional(),
});
export type FloorUnit = z.infer<typeof FloorUnitSchema>;

/** An order on the floor: its status and every unit with where it is expected next. */
export const FloorOrderSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  units: z.array(FloorUnitSchema),
});
export type FloorOrder = z.infer<typeof FloorOrderSchema>;

/**
 * GET /api/internal/orders/{orderId}: the staff order view (order, milestone timelines, events) with
 * the floor's `orderId`, `status` and `units` at the top level.
 */
export const StaffFloorOrderSchema = StaffOrderViewSchema.extend(FloorOrderSchema.shape);

/** POST /api/internal/scans. */
export const ScanRequestSchema = z
  .object({
    barcode: z.string().trim().min(1, { message: 'Scan or type a barcode.' }).max(60),
    station: z.enum(FLOOR_STATIONS, { message: `station must be one of ${FLOOR_STATIONS.join(', ')}.` }),
    facility: z
      .enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` })
      .optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

/** The answer to a scan: the unit as above, plus what the station screen shows about it. */
/** A DTG unit side's RIP job: queued, in the location's hot folder, ripped, stopped by a RIP issue, or failed. */
export const UnitRipSchema = z.object({
  side: z.string(),
  status: z.enum(['queued', 'in-hot-folder', 'ripped', 'RIP_ISSUE', 'failed']),
  location: z.string(),
  /** The RIP issue's reason (the RIP client's message), or why the drop failed. */
  reason: z.string().nullable(),
});
export type UnitRip = z.infer<typeof UnitRipSchema>;

export const ScanResultSchema = FloorUnitSchema.extend({
  orderId: z.string(),
  printType: z.string().nullable(),
  color: z.string().nullable(),
  productIdentifier: z.string().nullable(),
  /** The step just done and what to do at the next station. */
  done: z.string(),
  instruction: z.string().nullable(),
  mockupUrl: z.string().nullable(),
  ticketUrl: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** DTG units: each side's RIP job (dropped on the queue when the unit reaches DTG). */
  rip: z.array(UnitRipSchema).optional(),
});
export type ScanResult = z.infer<typeof ScanResultSchema>;

/** GET /api/internal/units/{barcode}?station=&facility=: a unit looked at before its verdict (QC scans first). */
export const UnitPreviewQuerySchema = z.object({
  station: z.enum(FLOOR_STATIONS, { message: `station must be one of ${FLOOR_STATIONS.join(', ')}.` }),
  facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
});
export const UnitPreviewSchema = FloorUnitSchema.extend({
  orderId: z.string(),
  printType: z.string().nullable(),
  color: z.string().nullable(),
  productIdentifier: z.string().nullable(),
  mockupUrl: z.string().nullable(),
  ticketUrl: z.string(),
  /** Why a scan of this unit here would be refused (the scan's own sentence), or null when it is expected here. */
  refusal: z.string().nullable(),
  /** DTG units: each side's RIP job (dropped on the queue when the unit reaches DTG). */
  rip: z.array(UnitRipSchema).optional(),
});
export type UnitPreview = z.infer<typeof UnitPreviewSchema>;

/** `data` of a scan at store or rack: the rack and bin the unit goes into (null when the order needs no bin). */
export const StoreScanDataSchema = z.object({
  rack: z.string().nullable(),
  bin: z.number().int().nullable(),
  binLabel: z.string().optional(),
  units: z.number().int().optional(),
  orderUnits: z.number().int().optional(),
  ready: z.boolean(),
});
export type StoreScanData = z.infer<typeof StoreScanDataSchema>;

/** One parcel packed by a shipping scan: carrier, service, tracking and where staff fetch its label and slip. */
export const PackedParcelSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  tracking: z.string(),
  url: z.string().nullable(),
  box: z.string().nullable().optional(),
  labelUrl: z.string(),
  slipUrl: z.string(),
});
/** `data` of a scan at shipping: packed (with its parcels) or still waiting for units of the shipment. */
export const ShipScanDataSchema = z.object({
  packed: z.boolean(),
  shipmentIndex: z.number().int(),
  parcels: z.array(PackedParcelSchema).optional(),
  waitingFor: z.array(z.string()).optional(),
});
export type ShipScanData = z.infer<typeof ShipScanDataSchema>;

/** POST /api/internal/shifts. */
export const ClockInRequestSchema = z
  .object({
    station: z.enum(FLOOR_STATIONS, { message: `station must be one of ${FLOOR_STATIONS.join(', ')}.` }),
    facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
  })
  .strict();
export const ShiftSchema = z.object({
  shiftId: z.number().int(),
  station: z.string(),
  facility: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Shift = z.infer<typeof ShiftSchema>;
export const CurrentShiftSchema = z.object({ shift: ShiftSchema.nullable() });

const BlankLineSchema = z.object({
  productIdentifier: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  received: z.number().int(),
  /** What the supplier's ship notices say is on its way (receiving shows it as expected). */
  expected: z.number().int(),
  /** When the supplier's inventory could not fill the line: how many it had and the swap suggestion. */
  supplierAvailable: z.number().int().nullable(),
  swapSuggestion: z.string().nullable(),
});
/** A supplier's ship notice of a blank order: carrier, tracking numbers and the quantities shipped. */
export const BlankShipNoticeSchema = z.object({
  shipmentKey: z.string(),
  carrier: z.string().nullable(),
  trackingNumbers: z.array(z.string()),
  shippedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productIdentifier: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type BlankShipNotice = z.infer<typeof BlankShipNoticeSchema>;
/** The purchase order as it went to the supplier (docs/decisions/blank-suppliers.md). */
export const BlankPurchaseOrderSchema = z.object({
  number: z.string().nullable(),
  /** promostandards, email-csv, or null before the first try. */
  channel: z.string().nullable(),
  /** transmitting, transmitted, held (supplier out of stock), failed, not-configured; null before the first try. */
  state: z.string().nullable(),
  /** The hold or failure reason. */
  note: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The supplier's last reported order status (PromoStandards Order Status). */
  supplierStatus: z.string().nullable(),
  polledAt: z.string().nullable(),
});
export const BlankOrderSchema = z.object({
  id: z.number().int(),
  supplier: z.string(),
  facility: z.string(),
  status: z.string(),
  cutoffAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the supplier is expected to deliver (supplier lead time, business days), once sent. */
  expectedAt: z.string().nullable(),
  lines: z.array(BlankLineSchema),
  po: BlankPurchaseOrderSchema,
  shipNotices: z.array(BlankShipNoticeSchema),
});
export type BlankOrder = z.infer<typeof BlankOrderSchema>;
export const BlankOrderListSchema = z.object({ blankOrders: z.array(BlankOrderSchema) });
export const BlankOrderParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});
/** POST /api/internal/blank-orders/{id}/receive: what arrived, per line. */
export const ReceiveBlanksRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            productIdentifier: z.string().min(1).max(200),
            color: z.string().min(1).max(100),
            size: z.string().min(1).max(40),
            quantity: z.number().int().min(1).max(100_000),
          })
          .strict(),
      )
      .min(1, { message: 'List what arrived.' })
      .max(500),
  })
  .strict();
export type ReceiveBlanksRequest = z.infer<typeof ReceiveBlanksRequestSchema>;
/** POST /api/internal/blank-orders/{id}/send: the order as sent. */
export const SendBlankOrderResultSchema = z.object({ blankOrder: BlankOrderSchema });
/** A facility with its demo stock flag (GET /api/internal/facilities). */
export const FloorFacilitySchema = z.object({
  code: z.string(),
  city: z.string(),
  state: z.string(),
  demoStock: z.boolean(),
});
export type FloorFacility = z.infer<typeof FloorFacilitySchema>;
export const FloorFacilityListSchema = z.object({ facilities: z.array(FloorFacilitySchema) });
export const FacilityParamsSchema = z.object({ facility: z.string().min(1).max(40) });
/** PUT /api/internal/facilities/{facility}. */
export const SetDemoStockRequestSchema = z.object({ demoStock: z.boolean() }).strict();
export const ReceiveBlanksResultSchema = z.object({
  blankOrder: BlankOrderSchema,
  released: z.array(z.string()),
});

/** POST /api/internal/orders/{orderId}/swap: staff apply a blank substitution (customer sees the event). */
export const ApplySwapRequestSchema = z
  .object({ itemIndex: z.number().int().min(0).max(10_000), to: z.string().min(1).max(200) })
  .strict();

/** GET /api/internal/stations/{station}/queue: what waits there, and the DTG batches. */
export const StationQueueSchema = z.object({
  station: z.string(),
  facility: z.string(),
  units: z.array(FloorUnitSchema),
  /** The waiting units counted by product, colour and size, each group's codes oldest first. */
  groups: z.array(
    z.object({
      productIdentifier: z.string().nullable(),
      color: z.string().nullable(),
      size: z.string(),
      codes: z.array(z.string()),
      oldestSince: z.string(),
    }),
  ),
  /** How many units one batch holds here (R-9-02 DTG 72, R-9-03 embroidery 1000). */
  batchLimit: z.number().int(),
  batches: z.array(z.object({ codes: z.array(z.string()), full: z.boolean() })),
  held: z.array(z.string()),
});

/** POST /api/internal/stations/{station}/tickets.pdf: one PDF of job tickets for a batch or a selection. */
export const BatchTicketsRequestSchema = z
  .object({
    barcodes: z
      .array(z.string().trim().min(1).max(40), { message: 'barcodes is a list of unit barcodes.' })
      .max(1000, { message: 'A batch is at most 1000 units.' }),
  })
  .strict()
  .meta({ example: { barcodes: ['1042-1-1', '1042-1-2'] } });
