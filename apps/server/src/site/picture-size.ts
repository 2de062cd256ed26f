import type { CatalogProductDoc, catalogRepository } from '@platen/db';
import type { PictureSize } from './picture.ts';

/**
 * A product picture's width and height at 600 wide, from its front template's drawing (so a page sets both and
 * nothing moves when the picture arrives); memoised per template.
 */
export function pictureSizer(catalogue: Pick<ReturnType<typeof catalogRepository>, 'template'>) {
  const memo = new Map<string, PictureSize>();
  return async function pictureSize(p: CatalogProductDoc): Promise<PictureSize> {
    const name = p.templates.front ?? Object.values(p.templates)[0] ?? '';
    const hit = memo.get(name);
    if (hit) return hit;
    const svg = (await catalogue.template(name)) ?? '';
    const w = Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 600);
    const h = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 600);
    const size = { width: 600, height: Math.round((600 * h) / w) };
    memo.set(name, size);
    return size;
  };
}
