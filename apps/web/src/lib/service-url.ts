import type { ServiceName } from '@platen/contracts';
import { SERVICE_BASES } from './service-bases.ts';

export type RouteParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Builds a service address (O-7, R-7): the named service's base plus a route pattern whose `:param` segments
 * are filled from params; a segment ending in `?` is optional and dropped when absent; parameters the pattern
 * does not use go into the query string.
 */
export function serviceUrl(service: ServiceName, pattern: string, params: RouteParams = {}): string {
  const used = new Set<string>();
  const segments = pattern.split('/').flatMap((seg) => {
    const m = /^:([A-Za-z_][\w]*)(\?)?$/.exec(seg);
    if (!m) return [seg];
    const [, name, optional] = m as unknown as [string, string, string | undefined];
    used.add(name);
    const v = params[name];
    if (v === undefined || v === null || v === '') {
      if (optional) return [];
      throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(String(v))];
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (used.has(k) || v === undefined || v === null) continue;
    query.append(k, String(v));
  }
  const path = `${SERVICE_BASES[service]}${segments.join('/')}`.replace(/\/+$/, '') || '/';
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
