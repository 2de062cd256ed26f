import type { TagsResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi, settle } from '@/api/base-api.ts';
import { type Http, http } from '@/lib/http.ts';
import { mapLimited } from '@/lib/map-limited.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type ProductTags = z.infer<typeof TagsResponseSchema>;

/** R-7-16: product tags are fetched 25 at a time. */
export const TAGS_AT_A_TIME = 25;

/** GET print product tags by {identifier} (R-7-16). */
export const productTags = (identifier: string, client: Http = http, signal?: AbortSignal) =>
  client.get<ProductTags>(
    serviceUrl('print', '/products/:identifier/tags', { identifier }),
    signal ? { signal } : undefined,
  );

/**
 * Tags of many products, 25 requests at a time (R-7-16), by identifier. A product whose call fails is left
 * out; the others still answer (R-8-05).
 */
export async function productTagsBulk(
  identifiers: readonly string[],
  client: Http = http,
  signal?: AbortSignal,
): Promise<Record<string, ProductTags>> {
  const unique = [...new Set(identifiers)];
  const settled = await mapLimited(unique, TAGS_AT_A_TIME, (id) => productTags(id, client, signal), signal);
  const out: Record<string, ProductTags> = {};
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') out[unique[i]!] = r.value;
  });
  return out;
}

/** The tags endpoints: one product's tags per colour (the editor's bans, R-5-23..26) and many at once. */
export const productTagsApi = injectApi({
  endpoints: (b) => ({
    /** GET print product tags by {identifier} (R-7-16, R-3-07). */
    productTags: b.query<ProductTags, string>({
      queryFn: (identifier, api) => settle(productTags(identifier, http, api.signal)),
      providesTags: (_r, _e, identifier) => [{ type: 'Product', id: identifier }],
    }),
    /** Tags of many products, 25 at a time; failed products left out (R-7-16, R-8-05). */
    productTagsBulk: b.query<Record<string, ProductTags>, readonly string[]>({
      queryFn: (identifiers, api) => settle(productTagsBulk(identifiers, http, api.signal)),
      providesTags: (_r, _e, ids) => ids.map((id) => ({ type: 'Product' as const, id })),
    }),
  }),
});

export const { useProductTagsQuery, useProductTagsBulkQuery } = productTagsApi;
