import { basicAuthHeader } from '@platen/domain/access/basic-auth';
import { readCookie as readCookieOf, xsrfToken } from '@platen/domain/access/xsrf-header';
import { errorText } from '@platen/domain/quote/error-text';
/** The message shown when a request cannot reach the server at all (O-8-25, R-8-03). */
export const NETWORK_ERROR_MESSAGE =
  'There are issues with your Internet connection. Please try again later.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A non-2xx answer: the status code and the parsed JSON body (O-8-23). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The request never got an answer (offline, DNS, reset): O-8-25. */
export class NetworkError extends Error {
  constructor(override readonly cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE);
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Basic auth with an empty user name and the API key as password (O-6-03). */
  apiKey?: string;
  /** The request outlives the page (sent while it is being left); bodies up to 64 KB. */
  keepalive?: boolean;
  /** Called with the answer's headers (paging headers such as X-Count and X-Pages). */
  onHeaders?: (headers: Headers) => void;
  /** The answer is a file (a PDF): a successful answer comes back as a Blob instead of parsed text. */
  blob?: boolean;
}

/** Reads a cookie of the current document; null when absent (domain access/xsrf-header readCookie). */
export const readCookie = (
  name: string,
  cookieString: string = globalThis.document?.cookie ?? '',
): string | null => readCookieOf(cookieString, name);

/**
 * The XSRF token to repeat in X-XSRF-TOKEN (O-6-05): the `__Host-XSRF-TOKEN` cookie on https pages, else
 * XSRF-TOKEN; null when there is none.
 */
export function readXsrfToken(cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  return xsrfToken(cookieString);
}

type Fetch = typeof fetch;

/**
 * The HTTP helper of O-7: JSON in and out, Accept JSON or text, same-origin credentials, the XSRF-TOKEN cookie
 * repeated in X-XSRF-TOKEN, 204 -> undefined, non-2xx -> HttpError with the parsed body (or the plain text
 * when the body is not JSON), network failure -> NetworkError.
 */
export function createHttp(
  fetchImpl: Fetch = (...a) => globalThis.fetch(...a),
  cookies = () => globalThis.document?.cookie ?? '',
) {
  async function request<T = unknown>(
    method: HttpMethod,
    url: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...opts.headers };
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    // A Blob (a camera frame, a picked photo) is sent as its bytes, with its own type.
    const blob = typeof Blob !== 'undefined' && opts.body instanceof Blob ? opts.body : null;
    if (blob) headers['Content-Type'] = blob.type || 'application/octet-stream';
    else if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const xsrf = readXsrfToken(cookies());
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    if (opts.apiKey) headers.Authorization = basicAuthHeader(opts.apiKey);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers,
        credentials: 'same-origin',
        body:
          opts.body === undefined
            ? undefined
            : isForm || blob
              ? (opts.body as FormData | Blob)
              : JSON.stringify(opts.body),
        signal: opts.signal,
        ...(opts.keepalive ? { keepalive: true } : {}),
      });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new NetworkError(err);
    }
    opts.onHeaders?.(res.headers);
    if (res.status === 204) return undefined as T;
    if (opts.blob && res.ok) return (await res.blob()) as T;
    const text = await res.text();
    let parsed: unknown = text;
    let isJson = false;
    try {
      parsed = text.length ? JSON.parse(text) : undefined;
      isJson = true;
    } catch {
      parsed = text;
    }
    if (!res.ok) {
      // O-8-18..22: a JSON error body's text is the domain's error text (string, message, nested error, issues,
      // else serialised); an empty or non-JSON body (a proxy's page) falls back to the status line.
      const msg =
        isJson && parsed !== undefined && parsed !== null && parsed !== ''
          ? errorText(parsed)
          : `${res.status} ${res.statusText}`.trim();
      throw new HttpError(res.status, parsed, msg);
    }
    return parsed as T;
  }
  return {
    request,
    get: <T = unknown>(url: string, o?: RequestOptions) => request<T>('GET', url, o),
    post: <T = unknown>(url: string, body?: unknown, o?: RequestOptions) =>
      request<T>('POST', url, { ...o, body }),
    put: <T = unknown>(url: string, body?: unknown, o?: RequestOptions) =>
      request<T>('PUT', url, { ...o, body }),
    patch: <T = unknown>(url: string, body?: unknown, o?: RequestOptions) =>
      request<T>('PATCH', url, { ...o, body }),
    delete: <T = unknown>(url: string, o?: RequestOptions) => request<T>('DELETE', url, o),
  };
}

export type Http = ReturnType<typeof createHttp>;
/** The app's shared helper. */
export const http = createHttp();
