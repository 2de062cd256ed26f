import type {
  CreateStoreRequest,
  PublishedProduct,
  PublishProductRequest,
  SkuMappingRequest,
  Store,
  StoreImport,
} from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendBody, sendParam } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type SkuMapping = {
  sku: string;
  printableId: string;
  color: string;
  size: string;
  externalProductId: string | null;
};

/** The store integrations' server calls (one endpoint per route of /api/v3/stores; types from the contracts). */
export const storesApi = injectApi({
  endpoints: (b) => ({
    /** GET v3 stores: the user's stores with their health. */
    stores: b.query<Store[], void>({ query: getUrl('v3', '/stores'), providesTags: ['Stores'] }),
    /** POST v3 stores: a pending connection whose installUrl starts the install. */
    createStore: b.mutation<Store, CreateStoreRequest>({
      query: sendBody('POST', 'v3', '/stores'),
      invalidatesTags: ['Stores'],
    }),
    /** PATCH v3 stores/{id}: auto-submit or hold imported orders. */
    updateStore: b.mutation<Store, { id: string; autoSubmit: boolean }>({
      query: ({ id, autoSubmit }) => ({
        url: serviceUrl('v3', '/stores/:id', { id }),
        method: 'PATCH',
        body: { autoSubmit },
      }),
      invalidatesTags: ['Stores'],
    }),
    /** DELETE v3 stores/{id}: disconnect. */
    deleteStore: b.mutation<unknown, string>({
      query: sendParam('DELETE', 'v3', '/stores/:id', 'id'),
      // The card goes at once, so its imports and mappings stop asking about a store that is gone.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storesApi.util.updateQueryData('stores', undefined, (list) => list.filter((s) => s.id !== id)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Stores'],
    }),
    /** GET v3 stores/{id}/imports?status=: the store's imports (failed, waiting…). */
    storeImports: b.query<StoreImport[], { id: string; status?: string }>({
      query: (p) => serviceUrl('v3', '/stores/:id/imports', p),
      providesTags: ['Stores'],
    }),
    /** POST v3 stores/{id}/imports/{importId}/retry */
    retryImport: b.mutation<StoreImport, { id: string; importId: string }>({
      query: (p) => ({ url: serviceUrl('v3', '/stores/:id/imports/:importId/retry', p), method: 'POST' }),
      invalidatesTags: ['Stores'],
    }),
    /** GET v3 stores/{id}/mappings */
    storeMappings: b.query<SkuMapping[], string>({
      query: (id) => serviceUrl('v3', '/stores/:id/mappings', { id }),
      providesTags: ['Stores'],
    }),
    /** POST v3 stores/{id}/mappings: a store SKU is a printable, colour and size. */
    mapSku: b.mutation<SkuMapping, SkuMappingRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: serviceUrl('v3', '/stores/:id/mappings', { id }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Stores'],
    }),
    /** POST v3 stores/{id}/products: publish a printable at a price (cents). */
    publishProduct: b.mutation<PublishedProduct, PublishProductRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: serviceUrl('v3', '/stores/:id/products', { id }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Stores'],
    }),
  }),
});

export const {
  useStoresQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useDeleteStoreMutation,
  useStoreImportsQuery,
  useRetryImportMutation,
  useStoreMappingsQuery,
  useMapSkuMutation,
  usePublishProductMutation,
} = storesApi;
