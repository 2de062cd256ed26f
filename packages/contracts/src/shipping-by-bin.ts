import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { z } from 'zod';

/** GET /api/internal/shipping/fetch-list?code=&facility=: a scanned bin label or unit barcode. */
export const FetchListQuerySchema = z.object({
  code: z
    .string({ message: 'code is required: scan a bin label or a unit.' })
    .trim()
    .min(1, 'code is required: scan a bin label or a unit.')
    .max(64, 'code must be at most 64 characters.'),
  facility: z.enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` }),
});

/** One unit of the shipment: where it lies and whether shipping has scanned it yet. */
export const FetchUnitSchema = z.object({
  barcode: z.string(),
  size: z.string(),
  productIdentifier: z.string().nullable(),
  printType: z.string().nullable(),
  /** The bin label the unit lies in ("M-07"), null when it needed no bin. */
  bin: z.string().nullable(),
  rack: z.string().nullable(),
  scanned: z.boolean(),
});

/** A shipment's fetch list at the shipping station. */
export const FetchListSchema = z.object({
  orderId: z.string(),
  shipmentIndex: z.number().int(),
  /** How the floor names the shipment ("1000/2"); a scan sends it back as data.shipment. */
  shipment: z.string(),
  /** What was scanned: a bin label or a unit of the shipment. */
  scannedKind: z.enum(['bin', 'unit']),
  units: z.array(FetchUnitSchema),
  suggestedBox: z.string(),
  /** Every unit scanned: the shipment is packed and its labels exist. */
  complete: z.boolean(),
  labelUrls: z.array(z.string()),
});
export type FetchList = z.infer<typeof FetchListSchema>;
