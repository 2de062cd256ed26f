import type { BaseQueryFn, QueryReturnValue } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { type Http, type HttpMethod, HttpError, http } from '@/lib/http.ts';

/** One request as an endpoint describes it: a URL built with `serviceUrl`, the method and the JSON body. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
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

/** A thrown request failure as an `ApiError` (status 0: the server was not reached or the call was aborted). */
export function toApiError(err: unknown): ApiError {
  if (err instanceof HttpError) return { status: err.status, message: err.message, body: err.body };
  return { status: 0, message: err instanceof Error ? err.message : String(err) };
}

/** True when the server answered (an HTTP status), false when it was not reached (offline) or the call aborted. */
export const isServerAnswer = (err: ApiError): boolean => err.status > 0;

/**
 * The outcome of a fetcher as an endpoint's `queryFn` answers it: for calls made of several requests (n at a
 * time, one after another) that keep their tested fetcher function.
 */
export async function settle<T>(work: Promise<T>): Promise<QueryReturnValue<T, ApiError, ApiMeta>> {
  try {
    return { data: await work };
  } catch (err) {
    return { error: toApiError(err) };
  }
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
        ...(req.headers ? { headers: req.headers } : {}),
        signal: api.signal,
        ...(req.headers ? { headers: req.headers } : {}),
        onHeaders: (h) => {
          const count = h.get('x-count');
          const pages = h.get('x-pages');
          meta.count = count === null ? null : Number(count);
          meta.pages = pages === null ? null : Number(pages);
        },
      });
      return { data, meta };
    } catch (err) {
      return { error: toApiError(err), meta };
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
    'Facilities',
    'Inventory',
    'Board',
    'Printers',
    'Pretreat',
    'Billing',
    'Claims',
    'Webhooks',
    'Stores',
    'Team',
    'Settings',
    'Staff',
    'Timesheets',
    'Crm',
    'Fingerprints',
  ],
  endpoints: () => ({}),
});

/**
 * Adds a feature's endpoints to `baseApi`; every API file goes through it. Endpoint names share one namespace:
 * a second endpoint of the same name throws at import instead of being silently skipped (RTK keeps the first,
 * so a screen would read another route's answer under its own type).
 */
export const injectApi: typeof baseApi.injectEndpoints = (options) =>
  baseApi.injectEndpoints({ ...options, overrideExisting: 'throw' });
