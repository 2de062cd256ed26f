import { z } from 'zod';
import { DesignResponseSchema } from './design.ts';

/** Most saved printables one list call answers (O-2-30 manager list). */
export const PRINTABLE_LIST_LIMIT = 100;

/** GET print v3 printable: `limit` 1.. (above 100 capped at 100, default 50), `offset` 0..100000. */
export const PrintableListQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .default(50)
    .transform((n) => Math.min(n, PRINTABLE_LIST_LIMIT)),
  offset: z.coerce.number().int().min(0).max(100_000).optional().default(0),
});

export const PrintableParamsSchema = z.strictObject({ printableId: z.string().min(1).max(100) });

/** A saved (database) printable as the manager lists it (O-3-22 fields plus its id and creation time). */
export const SavedPrintableSchema = z.object({
  printableId: z.string(),
  name: z.string(),
  designId: z.string(),
  product: z.object({
    productId: z.string(),
    identifier: z.string(),
    name: z.string(),
    color: z.string(),
  }),
  sizePrices: z.array(z.object({ size: z.string(), price: z.number() })),
  minQuantity: z.number().int(),
  createdAt: z.string(),
});
export type SavedPrintable = z.infer<typeof SavedPrintableSchema>;

/** One saved printable with its design, enough to put it in a cart (O-4-15). */
export const SavedPrintableDetailSchema = SavedPrintableSchema.extend({ design: DesignResponseSchema });
export type SavedPrintableDetail = z.infer<typeof SavedPrintableDetailSchema>;

export const PrintableListSchema = z.object({
  printables: z.array(SavedPrintableSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PrintableList = z.infer<typeof PrintableListSchema>;

/** GET /api/v3/printable: page/limit; the totals are in X-Count / X-Pages. */
export const PrintableV3ListSchema = z.array(SavedPrintableSchema);
