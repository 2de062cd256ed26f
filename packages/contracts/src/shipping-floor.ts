import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import {
  PRINTER_DPI_MAX,
  PRINTER_DPI_MIN,
  PRINTER_NAME_MAX,
  PRINTER_TYPES,
} from '@platen/domain/production/printer-details';
import { PRINTER_STATUSES } from '@platen/domain/production/printer-statuses';
import { TRACKING_STATUSES } from '@platen/domain/shipping/tracking-progress';
import { z } from 'zod';

/** The carriers that send tracking updates: `{carrier}` of POST /api/v3/tracking/{carrier}. */
export const TRACKING_WEBHOOK_CARRIERS = ['ups', 'usps', 'fedex', 'dhl'] as const;
export const TrackingCarrierParamsSchema = z.object({
  carrier: z.enum(TRACKING_WEBHOOK_CARRIERS, {
    message: `carrier must be one of ${TRACKING_WEBHOOK_CARRIERS.join(', ')}.`,
  }),
});

/** POST /api/v3/tracking/{carrier}: one carrier scan of a parcel. */
export const TrackingUpdateRequestSchema = z
  .object({
    tracking: z.string().trim().min(1, { message: 'tracking is the tracking number.' }).max(40),
    status: z.enum(TRACKING_STATUSES, { message: `status must be one of ${TRACKING_STATUSES.join(', ')}.` }),
    /** When the carrier scanned the parcel (ISO 8601 with offset). */
    at: z.iso.datetime({
      offset: true,
      message: 'at must be an ISO 8601 date-time, e.g. 2026-11-24T10:00:00Z.',
    }),
    detail: z.string().max(500).optional(),
  })
  .strict();
export type TrackingUpdateRequest = z.infer<typeof TrackingUpdateRequestSchema>;

/** The answer: whether a parcel has this number and whether the update moved it (never backwards). */
export const TrackingUpdateResultSchema = z.object({
  matched: z.boolean(),
  applied: z.boolean(),
  status: z.string().nullable(),
});

/** A parcel's tracking as the customer's order shows it (O-3-19 plus the label). */
export const ParcelTrackingSchema = z.object({
  carrier: z.string(),
  service: z.string(),
  tracking: z.string(),
  /** The carrier's public tracking page (null when it has none). */
  url: z.string().nullable(),
  /** The 4x6 in label PDF. */
  labelUrl: z.string(),
  status: z.string(),
  statusAt: z.string().nullable(),
  box: z.string(),
  parcelNo: z.number().int(),
});
export type ParcelTracking = z.infer<typeof ParcelTrackingSchema>;

/** `:orderId/:parcelId` of the label and packing slip routes. */
export const ParcelFileParamsSchema = z.object({
  orderId: z.string().min(1).max(100),
  parcelId: z.string().min(1).max(100),
});

/** GET /api/internal/board?facility=INDY. */
export const BoardQuerySchema = z.object({
  facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
});

const StuckUnitSchema = z.object({
  barcode: z.string(),
  orderId: z.string(),
  station: z.string(),
  printType: z.string().nullable(),
  milestone: z.string().nullable(),
  milestoneAt: z.string().nullable(),
  blockedBy: z.string().nullable(),
  /** When the supplier is expected to deliver the blank the unit waits for. */
  blanksExpectedAt: z.string().nullable().optional(),
  state: z.enum(['alert', 'late', 'blocked', 'behind-average']),
  reason: z.string(),
  hours: z.number(),
});

/** The production board of one facility. */
export const ProductionBoardSchema = z.object({
  facility: z.string(),
  at: z.string(),
  totals: z.object({
    open: z.number().int(),
    late: z.number().int(),
    behindAverage: z.number().int(),
    alert: z.number().int(),
    blocked: z.number().int(),
    dueToday: z.number().int(),
  }),
  /** Units printed and shipped at the facility since midnight in Los Angeles (business time). */
  today: z.object({ printed: z.number().int(), shipped: z.number().int() }),
  stations: z.array(
    z.object({
      station: z.string(),
      units: z.number().int(),
      late: z.number().int(),
      behind: z.number().int(),
      alert: z.number().int(),
    }),
  ),
  milestones: z.array(z.object({ milestone: z.string(), units: z.number().int() })),
  stuck: z.array(StuckUnitSchema),
  printersOut: z.array(
    z.object({ printerId: z.string(), name: z.string(), reason: z.string().nullable(), since: z.string() }),
  ),
});
export type ProductionBoardView = z.infer<typeof ProductionBoardSchema>;

/** `:printerId` of PUT /api/internal/printers/{printerId}. */
export const PrinterParamsSchema = z.object({
  printerId: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, {
    message: 'printerId is 1 to 60 letters, digits, dots, dashes or underscores.',
  }),
});
/** PUT /api/internal/printers/{printerId}: mark a printer out of service (with why) or back in service. */
export const PrinterStatusRequestSchema = z
  .object({
    facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
    name: z.string().trim().min(1, { message: 'Name the printer.' }).max(80),
    status: z.enum(PRINTER_STATUSES, { message: `status must be one of ${PRINTER_STATUSES.join(', ')}.` }),
    reason: z.string().max(200).nullable().optional(),
  })
  .strict()
  .meta({ example: { facility: 'INDY', name: 'Kornit 7', status: 'out-of-service', reason: 'Head clog' } });
/** A printer of a facility and whether it prints; `since` is its last status change. */
export const PrinterSchema = z.object({
  printerId: z.string(),
  facility: z.string(),
  name: z.string(),
  status: z.enum(PRINTER_STATUSES),
  reason: z.string().nullable(),
  since: z.string(),
  type: z.enum(PRINTER_TYPES),
  /** Dots per inch; null when nobody entered it. */
  dpi: z.number().int().nullable(),
  /** When it was retired (off the station's picker and the board); null while in use. */
  retiredAt: z.string().nullable(),
  /** The stock it runs; null when nobody entered it. */
  media: z.string().nullable(),
  /** R-9-20/21 power per bulb zone (27, 10..100) for a printer that cures with bulbs; null for one without. */
  bulbPower: z.array(z.number().int()).nullable(),
  /** R-5-56/57 the DTG pretreat value it falls back to; null: the machine's own. */
  pretreatValue: z.number().int().nullable(),
  /** When its station client last reported its status; null when it never did. */
  reportedAt: z.string().nullable(),
});
export type Printer = z.infer<typeof PrinterSchema>;

const printerType = z.enum(PRINTER_TYPES, { message: `type must be one of ${PRINTER_TYPES.join(', ')}.` });
// The range is the domain's (printer-details.ts), answered with its sentence (422).
const printerDpi = z
  .number({ message: `dpi is a number from ${PRINTER_DPI_MIN} to ${PRINTER_DPI_MAX}, or null.` })
  .nullable();
/** POST /api/internal/printers: register a printer at a facility (it starts printing). */
export const PrinterCreateRequestSchema = z
  .object({
    facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
    name: z.string().trim().min(1, { message: 'Name the printer.' }).max(PRINTER_NAME_MAX),
    type: printerType,
    dpi: printerDpi.optional(),
  })
  .strict()
  .meta({ example: { facility: 'INDY', name: 'Kornit 7', type: 'dtg', dpi: 1200 } });
/** PATCH /api/internal/printers/{printerId}: rename it, or change its kind or DPI (what is left out stays). */
export const PrinterDetailsRequestSchema = z
  .object({
    name: z.string().trim().min(1, { message: 'Name the printer.' }).max(PRINTER_NAME_MAX).optional(),
    type: printerType.optional(),
    dpi: printerDpi.optional(),
    // The rules are the domain's (printer-settings.ts), answered with its sentence (422).
    media: z.string().max(1000).nullable().optional(),
    bulbPower: z.array(z.number()).max(100).nullable().optional(),
    pretreatValue: z.number().nullable().optional(),
  })
  .strict()
  .meta({ example: { name: 'Kornit 7 (left)', media: 'cotton tees', pretreatValue: 40 } });

/** `:printerId` of the station client's printer and updater routes. */
export const StationPrinterParamsSchema = z.object({
  printerId: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, {
    message: 'printerId is 1 to 60 letters, digits, dots, dashes or underscores.',
  }),
});
/** PUT /api/internal/printer/{printerId}/status: a station client reports whether its printer prints. */
export const StationPrinterReportSchema = z
  .object({
    status: z.enum(PRINTER_STATUSES, { message: 'status is printing or out-of-service.' }),
    reason: z.string().trim().max(200).nullable().optional(),
  })
  .strict()
  .meta({ example: { status: 'out-of-service', reason: 'Head clog' } });
/** What a station client's report did: the printer now, and whether its status changed. */
export const StationPrinterReportResultSchema = z.object({ changed: z.boolean(), printer: PrinterSchema });
/** GET /api/internal/updater/{printerId}: what a station client runs its printer with. */
export const PrinterConfigurationSchema = z.object({
  printer: PrinterSchema,
  /** The RIP location its print files go to and that location's hot folder in object storage. */
  rip: z.object({ location: z.string(), hotFolder: z.string() }),
  bulbZones: z.number().int(),
  bulbPowerRange: z.object({ min: z.number().int(), max: z.number().int(), step: z.number().int() }),
  /** How often the client should report and fetch again, in ms. */
  pollMs: z.number().int(),
});
export type PrinterConfiguration = z.infer<typeof PrinterConfigurationSchema>;
/** GET /api/internal/printers?facility=INDY. */
export const PrinterListSchema = z.object({ printers: z.array(PrinterSchema) });

/** R-5-56..58 a pretreat value set for a product in a colour. */
export const PretreatValueSchema = z.object({
  productIdentifier: z.string(),
  color: z.string(),
  value: z.number().int(),
  updatedAt: z.string(),
});
export type PretreatValue = z.infer<typeof PretreatValueSchema>;
/** GET /api/internal/pretreat: every value set, by product and colour. */
export const PretreatListSchema = z.object({ values: z.array(PretreatValueSchema) });
/** PUT /api/internal/pretreat: set a product's value in a colour (5 to 100), or delete it (0). */
export const PretreatSaveRequestSchema = z
  .object({
    productIdentifier: z.string().trim().min(1, { message: 'Name the product.' }).max(80),
    color: z.string().trim().min(1, { message: 'Name the colour.' }).max(60),
    // The range is the domain's (pretreat-value.ts), answered with its sentence (422).
    value: z.number({ message: 'value is a number from 5 to 100, or 0 to delete.' }),
  })
  .strict()
  .meta({ example: { productIdentifier: 'gildan-5000', color: 'Black', value: 40 } });
/** What saving did: the value set, or the value deleted (`value` null). */
export const PretreatSaveResultSchema = z.object({
  productIdentifier: z.string(),
  color: z.string(),
  value: z.number().int().nullable(),
  deleted: z.boolean(),
});
