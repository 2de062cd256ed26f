import { z } from 'zod';

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
