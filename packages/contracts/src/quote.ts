import { MAX_QUANTITY_PER_SIZE } from '@platen/domain/cart/quantity-limits';
import { QUOTE_PRINT_TYPES } from '@platen/domain/pricing/quote-print-types';
import { z } from 'zod';
import { AddressSchema } from './entities.ts';
import { PlacedElementsSchema } from './quote-entities.ts';

/**
 * O-7-19 / O-3-24: the bulk quote request. Values are bounded but not judged here: zero or negative quantities,
 * unknown products, colours, sizes and over-limit colour counts come back as `issues` with code bad_value and a
 * path (O-5-77), so a client can show them next to the field instead of failing the whole quote. `type` also
 * takes `sublimation` (QUOTE_PRINT_TYPES); the design-draft printType (O-3-11) keeps its six values.
 */
const count = z.number().int().min(-MAX_QUANTITY_PER_SIZE).max(MAX_QUANTITY_PER_SIZE);
const key = z.string().min(1).max(50);
const bounded = <V extends z.ZodType>(value: V, max: number) =>
  z.record(key, value).refine((r) => Object.keys(r).length <= max, { message: `At most ${max} entries` });

export const QuoteItemSchema = z.strictObject({
  type: z.enum(QUOTE_PRINT_TYPES),
  products: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(100),
        quantity: count,
        size: z.string().min(1).max(20),
        color: z.string().max(60),
      }),
    )
    .max(50),
  address: AddressSchema.nullable().optional().default(null),
  features: z
    .strictObject({
      shipping: z.string().max(50).nullish(),
      shippingBilling: z.string().max(50).nullish(),
      rushOrder: count.nullish(),
      foldPoly: z.boolean().nullish(),
      preProduction: z.boolean().nullish(),
      sendProof: z.boolean().nullish(),
    })
    .nullish(),
  designId: z.string().min(1).max(100).nullish(),
  sides: bounded(count, 20).nullish(),
  quoteDetails: z
    .strictObject({
      embroidery: z
        .strictObject({
          sides: bounded(
            z.strictObject({ stitchCount: z.number().int().min(0).max(10_000_000), colors: count }),
            20,
          ),
        })
        .nullish(),
      poster: z
        .strictObject({
          front: z.strictObject({
            width: z.number().positive().max(1000),
            height: z.number().positive().max(1000),
          }),
        })
        .nullish(),
      placed: bounded(PlacedElementsSchema, 20).nullish(),
    })
    .nullish(),
});

export const QuoteBulkRequestSchema = z.strictObject({
  items: z.array(QuoteItemSchema).max(500),
  data: z.strictObject({ pricingTier: z.string().max(50).nullish() }).nullish(),
  sla: z.boolean().optional().default(true),
});
export type QuoteBulkRequest = z.infer<typeof QuoteBulkRequestSchema>;

const cents = z.number().int();
const breakdown = z.object({ printing: cents, blanks: cents, shipping: cents, fees: cents, tax: cents });

/** O-3-29: breakdown, facilities and sla aligned with the request items; shipments and totals added. */
export const QuoteBulkResponseSchema = z.object({
  breakdown: z.array(breakdown),
  facilities: z.array(z.string().nullable()),
  sla: z.array(z.object({ days: z.number().int().nullable() })).optional(),
  dueDate: z.string().nullable().optional(),
  warnings: z.array(z.string()),
  orderIssues: z.array(z.string()),
  issues: z.array(z.object({ code: z.string(), path: z.string(), message: z.string() })),
  details: z.array(
    z.object({
      pieces: z.number().int(),
      facility: z.string().nullable(),
      shipment: z.number().int().nullable(),
      fees: z.array(z.object({ code: z.string(), cents })),
      setupCents: cents,
      discountCents: cents,
      slaDays: z.number().int().nullable(),
      dueDate: z.string().nullable(),
    }),
  ),
  shipments: z.array(
    z.object({
      address: z.record(z.string(), z.unknown()),
      service: z.string(),
      pieces: z.number().int(),
      shipping: cents,
      items: z.array(z.number().int()),
      arrivalDate: z.string().nullable().optional(),
    }),
  ),
  /** The quantity breaks of the price list (smallest quantity of each tier), for the editor's break table. */
  quantityBreaks: z.array(z.number().int()).optional(),
  totals: breakdown.extend({ total: cents }),
  /** Every order, invoice and quote answer carries its total in cents (= totals.total). */
  totalCents: cents,
});
export type QuoteBulkResponse = z.infer<typeof QuoteBulkResponseSchema>;
