import {
  AvailabilityResponseSchema,
  CatalogIdentifierParamsSchema,
  CatalogProductSchema,
  CategoryDetailSchema,
  CategorySchema,
  ProductIdsRequestSchema,
  ProductSearchQuerySchema,
  ProductSizesResponseSchema,
  ProductSummarySchema,
  TagsResponseSchema,
  TruckableResponseSchema,
} from '@platen/contracts';
import { sortSizes } from '@platen/domain/catalog/size-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import {
  categoryDetail,
  listCategories,
  productDetail,
  productTemplate,
  productsBulk,
  productView,
  searchProducts,
} from '../../services/catalog/catalog-service.ts';
import { compressJsonOnSend } from '../../site/send-page.ts';

/** Catalogue calls (R-7-09..17). Public: the catalogue is what a buyer browses before signing in. */
export const catalogRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = CatalogIdentifierParamsSchema;
    app.addHook('onSend', compressJsonOnSend);

    app.get('/api/print/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, () =>
      listCategories(db),
    );

    app.get(
      '/api/print/categories/:identifier',
      { schema: { params, response: { 200: CategoryDetailSchema } } },
      (req) => categoryDetail(db, req.params.identifier),
    );

    app.get(
      '/api/print/products/search',
      { schema: { querystring: ProductSearchQuerySchema, response: { 200: z.array(ProductSummarySchema) } } },
      (req) => searchProducts(db, req.query.query, req.query.designable === 'true', req.query.limit),
    );

    app.post(
      '/api/print/products/bulk',
      { schema: { body: ProductIdsRequestSchema, response: { 200: z.array(CatalogProductSchema) } } },
      async (req) => (await productsBulk(db, req.body.productIds)).map(productView),
    );

    app.post(
      '/api/print/products/sizes',
      { schema: { body: ProductIdsRequestSchema, response: { 200: ProductSizesResponseSchema } } },
      async (req) =>
        (await productsBulk(db, req.body.productIds)).map((p) => ({
          productId: p.productId,
          identifier: p.identifier,
          sizes: [...p.sizes].sort(sortSizes),
        })),
    );

    app.get(
      '/api/print/products/:identifier',
      { schema: { params, response: { 200: CatalogProductSchema } } },
      async (req) => productView(await productDetail(db, req.params.identifier)),
    );

    app.get(
      '/api/print/products/:identifier/availability',
      { schema: { params, response: { 200: AvailabilityResponseSchema } } },
      async (req) => {
        const p = await productDetail(db, req.params.identifier);
        return { productId: p.productId, availability: p.stock, backlogged: p.backlogged };
      },
    );

    app.get(
      '/api/print/products/:identifier/tags',
      { schema: { params, response: { 200: TagsResponseSchema } } },
      async (req) => {
        const p = await productDetail(db, req.params.identifier);
        return { key: p.identifier, tags: p.tags };
      },
    );

    app.get(
      '/api/order2/products/:identifier/truckable',
      { schema: { params, response: { 200: TruckableResponseSchema } } },
      async (req) => {
        const p = await productDetail(db, req.params.identifier);
        return { productId: p.productId, truckable: p.truckable };
      },
    );

    app.get(
      '/api/print/products/:identifier/template/:color/:side',
      {
        schema: {
          params: z.strictObject({
            identifier: z.string().min(1).max(100),
            color: z.string().min(1).max(60),
            side: z.string().min(1).max(30),
          }),
        },
      },
      async (req, reply) => {
        const svg = await productTemplate(db, req.params.identifier, req.params.color, req.params.side);
        return reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', 'public, max-age=3600')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(svg);
      },
    );
  };
