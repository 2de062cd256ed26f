import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import type { EditorCatalogProduct } from './types.ts';

/** GET print product detail (R-7-11): sides, print areas, colours, templates, properties. */
export const getProduct = (identifier: string, signal?: AbortSignal) =>
  http.get<EditorCatalogProduct>(serviceUrl('print', '/products/:identifier', { identifier }), { signal });

/** GET product tags per colour (R-3-07): the bans of R-5-23..26 read them. */
export const getProductTags = (identifier: string, signal?: AbortSignal) =>
  http.get<{ key: string; tags: Record<string, string[]> }>(
    serviceUrl('print', '/products/:identifier/tags', { identifier }),
    { signal },
  );

/** URL of a product template drawing in a colour and side (drawn under the print area). */
export const templateUrl = (identifier: string, color: string, side: string) =>
  serviceUrl('print', '/products/:identifier/template/:color/:side', { identifier, color, side });

/** The template drawing's size (its width/height attributes): the coordinates print-area boxes are given in. */
export async function templateSize(
  url: string,
  signal?: AbortSignal,
): Promise<{ width: number; height: number }> {
  const svg = await http.get<string>(url, { signal });
  const text = typeof svg === 'string' ? svg : '';
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(text)?.[1] ?? 1000);
  const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(text)?.[1] ?? width);
  return { width, height };
}
