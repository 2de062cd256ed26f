import type { ServiceName } from '@platen/contracts';
import type { HttpMethod } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import type { ApiRequest } from './base-api.ts';

// The lazy screens' endpoints use these; the entry's own (api/order2) spell their requests out, so that the
// entry chunk carries none of this module.

/** An endpoint's `query` that GETs one fixed route (the endpoint takes no argument). */
export const getUrl = (service: ServiceName, path: string) => () => serviceUrl(service, path);

/** An endpoint's `query` that sends its argument (if any) as the JSON body to one fixed route. */
export const sendBody =
  (method: HttpMethod, service: ServiceName, path: string) =>
  (body?: unknown): ApiRequest => ({ url: serviceUrl(service, path), method, body });

/** An endpoint's `query` whose argument is the one path parameter `key` of the route; no body. */
export const sendParam =
  (method: HttpMethod, service: ServiceName, path: string, key: string) =>
  (value: string): ApiRequest => ({ url: serviceUrl(service, path, { [key]: value }), method });

/** An endpoint's `query` whose argument holds the path parameter `key`; the rest of it is the JSON body. */
export const sendWithParam =
  <K extends string>(method: HttpMethod, service: ServiceName, path: string, key: K) =>
  (arg: { [k in K]: string } & object): ApiRequest => {
    const { [key]: value, ...body } = arg as Record<string, unknown>;
    return { url: serviceUrl(service, path, { [key]: value as string }), method, body };
  };
