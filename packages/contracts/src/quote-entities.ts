/** Zod schemas for the quote entities of spec O-3 (O-3-24 to O-3-29). */
import { PRINT_TYPES } from '@platen/domain/entities/entities';
import type { QuoteItemRef } from '@platen/domain/quote/build-quote-request';
import type {
  QuoteBreakdownEntry,
  QuoteDetails,
  QuoteOrderIssue,
  QuoteProduct,
  QuoteRequest,
  QuoteRequestItem,
  QuoteResponse,
  QuoteServerIssue,
  QuoteWarning,
} from '@platen/domain/quote/quote-request';
import { z } from 'zod';
import { AddressSchema } from './entities.ts';
import {
  boundedRecord,
  centsAmount,
  code,
  id,
  inchesDimension,
  LIMITS,
  money,
  quantity,
  text,
} from './entity-fields.ts';

/** O-3-24: one product line of a quote item. */
export const QuoteProductSchema: z.ZodType<QuoteProduct> = z.strictObject({
  id,
  quantity: quantity.min(1),
  size: z.string().min(1).max(20),
  color: text,
});

/** The artwork placed on a side, as pricing measures it (domain pricing/placed-area.ts). */
export const PlacedElementsSchema = z
  .array(
    z.strictObject({
      width: z.number().min(0).max(10).nullable().optional(),
      aspect: z.number().positive().max(1000).nullable().optional(),
      artworkId: id.nullable().optional(),
    }),
  )
  .max(LIMITS.elements);

/** O-3-27 / O-3-28 */
export const QuoteDetailsSchema: z.ZodType<QuoteDetails> = z.strictObject({
  embroidery: z
    .strictObject({
      sides: boundedRecord(
        z.string().min(1).max(50),
        z.strictObject({
          stitchCount: z.number().int().min(0).max(10_000_000),
          colors: z.number().int().min(1).max(LIMITS.colours),
        }),
        LIMITS.sides,
      ),
    })
    .optional(),
  poster: z
    .strictObject({ front: z.strictObject({ width: inchesDimension, height: inchesDimension }) })
    .optional(),
  placed: boundedRecord(z.string().min(1).max(50), PlacedElementsSchema, LIMITS.sides).optional(),
});

const quoteItemBase = {
  type: z.enum(PRINT_TYPES),
  products: z.array(QuoteProductSchema).min(1).max(LIMITS.sizes),
  address: AddressSchema.nullable(),
  features: z
    .strictObject({
      shipping: code.nullish(),
      shippingBilling: code.nullish(),
      rushOrder: z.number().int().positive().max(30).nullish(),
      foldPoly: z.boolean().nullish(),
    })
    .optional(),
  quoteDetails: QuoteDetailsSchema.optional(),
};

/** O-3-24 / O-3-25 / O-3-26: a quote item carries designId or sides (colours per side), never both. */
export const QuoteRequestItemSchema: z.ZodType<QuoteRequestItem> = z.union([
  z.strictObject({ ...quoteItemBase, designId: id, sides: z.undefined().optional() }),
  z.strictObject({
    ...quoteItemBase,
    designId: z.undefined().optional(),
    sides: boundedRecord(
      z.string().min(1).max(50),
      z.number().int().min(1).max(LIMITS.colours),
      LIMITS.sides,
    ),
  }),
]);

/** O-7-19: the bulk quote payload. */
export const QuoteRequestSchema: z.ZodType<QuoteRequest> = z.strictObject({
  items: z.array(QuoteRequestItemSchema).max(LIMITS.quoteItems),
  data: z.strictObject({ pricingTier: code.nullish() }).optional(),
  sla: z.boolean(),
});

/** Which cart item a quote item stands for. */
export const QuoteItemRefSchema: z.ZodType<QuoteItemRef> = z.strictObject({
  shipmentId: id,
  printableId: id,
});

/** O-3-29 */
export const QuoteBreakdownEntrySchema: z.ZodType<QuoteBreakdownEntry> = z.strictObject({
  printing: money,
  blanks: money,
  shipping: money,
  fees: money,
  tax: money,
});

const issuePath = z.union([
  z.string().max(500),
  z.array(z.union([z.string().max(100), z.number().int()])).max(30),
]);
export const QuoteServerIssueSchema: z.ZodType<QuoteServerIssue> = z.strictObject({
  code,
  path: issuePath,
  message: z.string().max(LIMITS.longText),
});
const textOrMessage = z.union([
  z.string().max(LIMITS.longText),
  z.strictObject({ code: code.nullish(), message: z.string().max(LIMITS.longText) }),
]);
export const QuoteOrderIssueSchema: z.ZodType<QuoteOrderIssue> = textOrMessage;
export const QuoteWarningSchema: z.ZodType<QuoteWarning> = textOrMessage;

/** O-3-29: the quote answer: breakdown, facilities, sla, warnings, orderIssues, issues. */
export const QuoteResponseSchema: z.ZodType<QuoteResponse> = z.strictObject({
  breakdown: z.array(QuoteBreakdownEntrySchema).max(LIMITS.quoteItems),
  facilities: z.array(code).max(50).optional(),
  sla: z
    .array(z.strictObject({ days: z.number().int().min(-1).max(365).nullable() }))
    .max(LIMITS.quoteItems)
    .optional(),
  warnings: z.array(QuoteWarningSchema).max(LIMITS.messages).optional(),
  orderIssues: z.array(QuoteOrderIssueSchema).max(LIMITS.messages).optional(),
  issues: z.array(QuoteServerIssueSchema).max(LIMITS.messages).optional(),
  priceMatch: centsAmount.nullish(),
  additionalCharges: z
    .array(z.strictObject({ name: text, amount: centsAmount }))
    .max(50)
    .optional(),
});
