import {
  ApiErrorSchema,
  CatalogProductSchema,
  CategoryDetailSchema,
  CategoryParamsSchema,
  CategorySchema,
  ProductPageQuerySchema,
  ProductParamsSchema,
  ProductSummarySchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import {
  categoryDetail,
  listCategories,
  productDetail,
  productView,
  searchProductsPage,
} from '../../services/catalog/catalog-service.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * R-7-03 v2 and R-7-04 v3 products and categories: the catalogue service the SPA uses (R-7-09..14), under the
 * public API's conventions (paged product search). v2 and v3 answer the same; public, like the catalogue.
 */
export const catalogApiRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const v of ['v2', 'v3'] as const) {
      app.get(
        `/api/${v}/products`,
        {
          schema: {
            querystring: ProductPageQuerySchema,
            response: { 200: z.array(ProductSummarySchema), ...errors },
          },
        },
        async (req, reply) => {
          const { query, designable, page, limit } = req.query;
          const r = await searchProductsPage(db, query, designable === 'true', page, limit);
          return reply.header('x-count', String(r.count)).header('x-pages', String(r.pages)).send(r.rows);
        },
      );
      app.get(
        `/api/${v}/products/:productId`,
        { schema: { params: ProductParamsSchema, response: { 200: CatalogProductSchema, ...errors } } },
        async (req) => productView(await productDetail(db, req.params.productId)),
      );
      app.get(
        `/api/${v}/categories`,
        { schema: { response: { 200: z.array(CategorySchema), ...errors } } },
        () => listCategories(db),
      );
      app.get(
        `/api/${v}/categories/:categoryId`,
        { schema: { params: CategoryParamsSchema, response: { 200: CategoryDetailSchema, ...errors } } },
        (req) => categoryDetail(db, req.params.categoryId),
      );
    }
  };
