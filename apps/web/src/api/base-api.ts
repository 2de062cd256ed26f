import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { type Http, type HttpMethod, HttpError, http } from '@/lib/http.ts';

/** One request as an endpoint describes it: a URL built with `serviceUrl`, the method and the JSON body. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
}

/** A failed request as every screen reads it: the status (0 when the server was not reached) and a sentence. */
export interface ApiError {
  status: number;
  message: string;
  body?: unknown;
}

/** Paging headers of list answers (X-Count, X-Pages), handed to `transformResponse` as `meta`. */
export interface ApiMeta {
  count: number | null;
  pages: number | null;
}

/** The base query over the app's one HTTP helper (XSRF header, same-origin cookies, error bodies: O-7). */
export function httpBaseQuery(
  client: Http = http,
): BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> {
  return async (args, api) => {
    const req = typeof args === 'string' ? { url: args } : args;
    const meta: ApiMeta = { count: null, pages: null };
    try {
      const data = await client.request(req.method ?? 'GET', req.url, {
        body: req.body,
        signal: api.signal,
        onHeaders: (h) => {
          const count = h.get('x-count');
          const pages = h.get('x-pages');
          meta.count = count === null ? null : Number(count);
          meta.pages = pages === null ? null : Number(pages);
        },
      });
      return { data, meta };
    } catch (err) {
      if (err instanceof HttpError)
        return { error: { status: err.status, message: err.message, body: err.body }, meta };
      return { error: { status: 0, message: (err as Error).message }, meta };
    }
  };
}

/**
 * The web app's one data layer (RTK Query). Each feature adds the endpoints of the server routes it reads or
 * changes with `baseApi.injectEndpoints` in its own `api/` folder, with request and answer types inferred from
 * the zod contracts (`z.infer`). Tags name what an answer shows so that a change refreshes every screen showing it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery(),
  tagTypes: [
    'Order',
    'OrderEvents',
    'Approvals',
    'Catalog',
    'Product',
    'Artwork',
    'Design',
    'Printable',
    'SavedCart',
    'Address',
    'Account',
    'Roles',
    'Flags',
    'Units',
    'Shift',
    'BlankOrders',
    'Board',
    'Billing',
    'Claims',
    'Webhooks',
    'Team',
    'Settings',
  ],
  endpoints: () => ({}),
});
