import { PRINT_TYPES } from '@platen/domain/entities/entities';
import { z } from 'zod';
import { DatabasePrintableRequestSchema, SideSchema, VariationSchema } from './entities.ts';

/** O-7-15: the print type of the design call's path. */
export const DesignPrintTypeParamsSchema = z.strictObject({ printType: z.enum(PRINT_TYPES) });

/**
 * O-7-15: the design body (a design draft without its cart-local id). id, designId and printType are accepted so
 * a client may send its draft as it is; the path's print type wins.
 */
export const DesignBodySchema = z.strictObject({
  id: z.string().max(100).nullish(),
  designId: z.string().max(100).nullish(),
  printType: z.string().max(20).nullish(),
  name: z.string().max(200).nullish(),
  type: z.enum(['Case', 'Mug', 'Poster', 'Garment']).nullish(),
  variation: VariationSchema.nullish(),
  sublimationColor: z.string().max(50).nullish(),
  sides: z
    .record(z.string().min(1).max(50), SideSchema)
    .refine((r) => Object.keys(r).length <= 20, { message: 'At most 20 sides' }),
});
export type DesignBody = z.infer<typeof DesignBodySchema>;

export const DesignCreatedSchema = z.object({ designId: z.string() });
export const DesignParamsSchema = z.strictObject({ designId: z.string().min(1).max(100) });

/** O-7-20 / R-3-13: a saved design. */
export const DesignResponseSchema = z.object({
  designId: z.string(),
  name: z.string().nullable(),
  type: z.string().nullable(),
  printType: z.string(),
  source: z.string(),
  createdAt: z.string(),
  variation: z.record(z.string(), z.unknown()).nullable(),
  sublimationColor: z.string().nullable(),
  sides: z.record(z.string(), z.unknown()),
});

/** O-3-22 / O-7-17 */
export const PrintableRequestSchema = DatabasePrintableRequestSchema;
export const PrintableCreatedSchema = z.object({ printableId: z.string() });

/** Mockups: garments by design, product, colour and side; mug/case/poster proofs by design and product. */
export const MockupParamsSchema = z.strictObject({
  designId: z.string().min(1).max(100),
  productId: z.string().min(1).max(100),
  color: z.string().min(1).max(60),
  side: z.string().min(1).max(30),
});
export const ProofQuerySchema = z.strictObject({
  design: z.string().min(1).max(100),
  product: z.string().min(1).max(100),
  color: z.string().min(1).max(60).optional(),
});

/** R-2-24: the mockup server view: a template identifier, a hex colour (`#` optional) and size=regular. */
export const MockupTemplateParamsSchema = z.strictObject({ templateIdentifier: z.string().min(1).max(100) });
export const MockupTemplateQuerySchema = z.strictObject({
  color: z
    .string()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Expected a hex colour such as 1a2b3c')
    .transform((c) => {
      const h = c.replace(/^#/, '').toLowerCase();
      return h.length === 3 ? [...h].map((d) => d + d).join('') : h;
    }),
  size: z.enum(['regular']).optional().default('regular'),
});
