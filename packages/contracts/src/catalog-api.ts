import { z } from 'zod';
import { PageQuerySchema } from './order-lifecycle.ts';

/** GET /api/v3/products: the catalogue searched (typo-tolerant; empty query = all), a page at a time. */
export const ProductPageQuerySchema = PageQuerySchema.extend({
  query: z.string().max(200).optional().default(''),
  designable: z.enum(['true', 'false']).optional(),
});

export const ProductParamsSchema = z.object({ productId: z.string().min(1).max(100) });
export const CategoryParamsSchema = z.object({ categoryId: z.string().min(1).max(100) });
