import type {
  AvailabilityResponseSchema,
  CatalogProductSchema,
  CategoryDetailSchema,
  CategorySchema,
  ProductSummarySchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { type ApiError, type ApiMeta, injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type CatalogProduct = z.infer<typeof CatalogProductSchema>;
export type ProductSummary = z.infer<typeof ProductSummarySchema>;
export type Category = z.infer<typeof CategorySchema>;
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;
export type Availability = z.infer<typeof AvailabilityResponseSchema>;

/** R-7-12: products bulk takes at most 100 ids. */
export const PRODUCTS_BULK_MAX = 100;

/** The print service's catalogue calls (R-7-09..14, R-3-06): one endpoint per route, shared by every screen. */
export const productsApi = injectApi({
  endpoints: (b) => ({
    /** GET print product detail (R-7-11): sides, print areas, colours, templates, prices, properties. */
    product: b.query<CatalogProduct, string>({
      query: (identifier) => serviceUrl('print', '/products/:identifier', { identifier }),
      providesTags: (_r, _e, identifier) => [{ type: 'Product', id: identifier }],
    }),
    /** GET print product availability (R-3-06): prime stock by colour by size, and backlogged. */
    productAvailability: b.query<Availability, string>({
      query: (identifier) => serviceUrl('print', '/products/:identifier/availability', { identifier }),
      providesTags: (_r, _e, identifier) => [{ type: 'Product', id: identifier }],
    }),
    /** POST print products bulk (R-7-12): full products (names, prices, sizes) for up to 100 ids; none asks nothing. */
    productsBulk: b.query<CatalogProduct[], readonly string[]>({
      queryFn: async (ids, _api, _extra, baseQuery) => {
        if (ids.length === 0) return { data: [] };
        const res = await baseQuery({
          url: serviceUrl('print', '/products/bulk'),
          method: 'POST',
          body: { productIds: ids.slice(0, PRODUCTS_BULK_MAX) },
        });
        return res.error
          ? { error: res.error as ApiError, meta: res.meta as ApiMeta }
          : { data: res.data as CatalogProduct[] };
      },
      providesTags: (r) => (r ?? []).map((p) => ({ type: 'Product' as const, id: p.identifier })),
    }),
    /** GET print categories (R-7-09). */
    categories: b.query<Category[], void>({
      query: () => serviceUrl('print', '/categories'),
      providesTags: ['Catalog'],
    }),
    /** GET print category detail (R-7-10): the category and its products. */
    category: b.query<CategoryDetail, string>({
      query: (identifier) => serviceUrl('print', '/categories/:identifier', { identifier }),
      providesTags: ['Catalog'],
    }),
    /** GET print products search (R-7-14): SKU, brand or keyword; designable products only. */
    productSearch: b.query<ProductSummary[], string>({
      query: (query) => serviceUrl('print', '/products/search', { query, designable: true, limit: 60 }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const {
  useProductQuery,
  useProductAvailabilityQuery,
  useProductsBulkQuery,
  useCategoriesQuery,
  useCategoryQuery,
  useProductSearchQuery,
} = productsApi;
