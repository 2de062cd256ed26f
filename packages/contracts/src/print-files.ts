import { z } from 'zod';
import { DstSummarySchema } from './artwork.ts';

/** The files of a print file: the art PNG, the white underbase PNG (dark garments, DTG) and the PDF wrapper. */
export const PRINT_FILE_NAMES = ['print.png', 'underbase.png', 'print.pdf'] as const;
export type PrintFileName = (typeof PRINT_FILE_NAMES)[number];

/** `:barcode/print-files/:side/:file` of a unit's print file (staff). */
export const UnitPrintFileParamsSchema = z.object({
  barcode: z.string().min(1).max(60),
  side: z.string().regex(/^[a-z-]{1,30}$/, 'side must be a print side such as front or back.'),
  file: z.enum(PRINT_FILE_NAMES, { message: `file must be one of ${PRINT_FILE_NAMES.join(', ')}.` }),
});

/** The same under a customer's order (v2 API). */
export const OrderUnitPrintFileParamsSchema = UnitPrintFileParamsSchema.extend({
  orderId: z.string().min(1).max(100),
});

/** POST /api/internal/autoprint/sheets.pdf: the units of a sublimation batch to lay onto sheets. */
export const AutoprintSheetsRequestSchema = z.strictObject({
  barcodes: z.array(z.string().trim().min(1).max(60)).min(1).max(500),
});

const RIP_LOCATION_NAMES = ['BROTHER_CLOUD', 'CLOUD', 'FRESNO', 'SCRANTON', 'INDY', 'DALLAS'] as const;

/** POST /api/internal/units/{barcode}/rip: release a unit's side to its RIP's hot folder. */
export const ReleaseToRipRequestSchema = z.strictObject({
  side: z
    .string()
    .regex(/^[a-z-]{1,30}$/, 'side must be a print side such as front or back.')
    .default('front'),
  printerId: z.string().min(1).max(100).optional(),
  copies: z.number().int().min(1).max(100).default(1),
  location: z.enum(RIP_LOCATION_NAMES).optional(),
});

/** The JSON ticket dropped beside the print file (what the RIP client reads). */
export const RipTicketSchema = z.object({
  barcode: z.string(),
  orderId: z.string(),
  side: z.string(),
  location: z.enum(RIP_LOCATION_NAMES),
  printer: z.object({ id: z.string(), name: z.string() }).nullable(),
  media: z.object({ product: z.string().nullable(), color: z.string().nullable(), size: z.string() }),
  size: z.object({
    widthIn: z.number(),
    heightIn: z.number(),
    dpi: z.number(),
    widthPx: z.number(),
    heightPx: z.number(),
  }),
  offsets: z.object({ top: z.number(), left: z.number() }),
  copies: z.number().int(),
  files: z.object({ png: z.string(), underbase: z.string().nullable() }),
});

/** `:location` of a RIP client's reports. */
export const RipLocationParamsSchema = z.object({ location: z.enum(RIP_LOCATION_NAMES) });

/** POST /api/internal/rip/{location}/reports: a RIP client reports a unit ripped or a RIP issue. */
export const RipReportRequestSchema = z.strictObject({
  barcode: z.string().trim().min(1).max(60),
  side: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .default('front'),
  status: z.enum(['ripped', 'RIP_ISSUE']),
  message: z.string().max(500).optional(),
});

export const RipReportResultSchema = z.object({
  barcode: z.string(),
  location: z.enum(RIP_LOCATION_NAMES),
  status: z.enum(['ripped', 'RIP_ISSUE']),
  milestone: z.string().nullable(),
});

/** `:barcode/films/:side/:film` of a screenprint unit: film 0..7 as `<n>.png`. */
export const UnitFilmParamsSchema = z.object({
  barcode: z.string().min(1).max(60),
  side: z.string().regex(/^[a-z-]{1,30}$/, 'side must be a print side such as front or back.'),
  film: z.enum(['0.png', '1.png', '2.png', '3.png', '4.png', '5.png', '6.png', '7.png'], {
    message: 'film must be 0.png to 7.png.',
  }),
});

/** GET /api/internal/units/:barcode/embroidery: a unit's DST files as the embroidery station shows them. */
export const UnitEmbroiderySchema = z.object({
  barcode: z.string(),
  /** Units of the same item waiting at embroidery (1 to the embroidery bulk limit, R-9-03). */
  runSize: z.number().int(),
  sides: z.array(
    z.object({
      side: z.string(),
      artworkName: z.string().nullable(),
      dst: DstSummarySchema.nullable(),
      /** The DST download (station.use), or null when the side has none. */
      download: z.string().nullable(),
      /** Why the side has no DST, or null. */
      reason: z.string().nullable(),
    }),
  ),
});
export type UnitEmbroidery = z.infer<typeof UnitEmbroiderySchema>;

/** GET /api/internal/units/:barcode/embroidery/:side/design.dst. */
export const UnitDstParamsSchema = z.object({
  barcode: z.string().min(1).max(60),
  side: z.string().regex(/^[a-z-]{1,30}$/, 'side must be a print side such as front or back.'),
});
