import { z } from 'zod';

/** Catalogue calls (R-7-09..17): categories, products, search, availability, tags, truckable. */
const identifier = z.string().min(1).max(100);

export const CatalogIdentifierParamsSchema = z.strictObject({ identifier });

/** R-7-12 / R-7-13: products by ids (identifiers or productIds), at most 100 at a time. */
export const ProductIdsRequestSchema = z.strictObject({
  productIds: z.array(identifier).min(1).max(100),
});

/** R-7-14: search by SKU, brand or keyword; designable=true keeps designable products only. */
export const ProductSearchQuerySchema = z.strictObject({
  query: z.string().max(200).optional().default(''),
  designable: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});

export const PrintAreaSchema = z.object({
  width: z.number(),
  height: z.number(),
  dpi: z.number(),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});

/** What names a product and files it: shared by the full product and the search summary. */
const productNaming = {
  productId: z.string(),
  identifier: z.string(),
  name: z.string(),
  brand: z.string(),
  style: z.string(),
  family: z.string(),
  type: z.string(),
  categories: z.array(z.string()),
};

/** R-3-04: a catalogue product (productId, colors, sizes, type, templates, identifier, properties) and more. */
export const CatalogProductSchema = z.object({
  ...productNaming,
  material: z.string(),
  description: z.string(),
  designable: z.boolean(),
  printTypes: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.object({ name: z.string(), hex: z.string(), sizes: z.array(z.string()) })),
  /** Blank price per size, in cents. */
  prices: z.record(z.string(), z.number()),
  printAreas: z.record(z.string(), PrintAreaSchema),
  /** R-3-37: colours with a template url per side. */
  templates: z.object({
    colors: z.array(z.object({ name: z.string(), templates: z.record(z.string(), z.string()) })),
  }),
  properties: z.record(z.string(), z.unknown()),
});
export type CatalogProductResponse = z.infer<typeof CatalogProductSchema>;

/** Search hits: the product summary and its rank score. */
export const ProductSummarySchema = z.object({
  ...productNaming,
  designable: z.boolean(),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
  score: z.number().optional(),
});

export const CategorySchema = z.object({ categoryId: z.string(), name: z.string() });
export const CategoryDetailSchema = CategorySchema.extend({ products: z.array(ProductSummarySchema) });

/** R-7-13: sizes per product, in the spec's order. */
export const ProductSizesResponseSchema = z.array(
  z.object({ productId: z.string(), identifier: z.string(), sizes: z.array(z.string()) }),
);

/** R-3-06: availability by colour by size (prime stock), plus the ship message of each colour. */
export const AvailabilityResponseSchema = z.object({
  productId: z.string(),
  availability: z.record(z.string(), z.record(z.string(), z.number())),
  backlogged: z.boolean(),
});

/** R-3-07: tags per colour and per colour_size. */
export const TagsResponseSchema = z.object({
  key: z.string(),
  tags: z.record(z.string(), z.array(z.string())),
});

/** R-3-11 */
export const TruckableResponseSchema = z.object({ productId: z.string(), truckable: z.boolean() });
