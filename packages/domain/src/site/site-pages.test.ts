import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../access/api-routes.ts';
import { PUBLIC_PATHS, ROUTES } from '../access/route-table.ts';
import {
  PICTURE_WIDTHS,
  picturePath,
  pictureSrcset,
  readPictureFile,
  SITE_GET_ROUTES,
  SITE_PAGES,
  SITE_PATHS,
} from './site-pages.ts';

describe('the public site list', () => {
  it('R-2-03 the route table and the route permissions read the one list of public pages', () => {
    expect(PUBLIC_PATHS).toBe(SITE_PATHS);
    expect(ROUTES.filter((r) => r.area === 'public').map((r) => r.path)).toEqual([...SITE_PATHS]);
    const open = API_ROUTES.filter((r) => r.method === 'GET' && r.access === 'public').map((r) => r.url);
    for (const url of SITE_GET_ROUTES) expect(open).toContain(url);
    // /docs/ is the API reference, served outside the site's routes.
    expect(SITE_GET_ROUTES).not.toContain('/docs/');
  });

  it('#22.1 every page has a label, and the header places are 1..n once each', () => {
    for (const p of SITE_PAGES) expect(p.label.length).toBeGreaterThan(1);
    const places = SITE_PAGES.flatMap((p) => ('header' in p ? [p.header] : [])).sort();
    expect(places).toEqual(places.map((_, i) => i + 1));
  });

  it('#22.2 picture URLs: full-size PNG and WebP at each served width, read back', () => {
    expect(picturePath('gildan-18500', 'Sport Grey')).toBe('/catalog/images/gildan-18500/Sport%20Grey.png');
    expect(picturePath('gildan-18500', 'Navy', 320)).toBe('/catalog/images/gildan-18500/Navy-320.webp');
    expect(pictureSrcset('a', 'Navy').split(', ')).toHaveLength(PICTURE_WIDTHS.length);
    expect(readPictureFile('Navy.png')).toEqual({ colour: 'Navy', width: null });
    expect(readPictureFile('Heather-Grey-480.webp')).toEqual({ colour: 'Heather-Grey', width: 480 });
    expect(readPictureFile('Navy-321.webp')).toBeNull();
    expect(readPictureFile('Navy.webp')).toBeNull();
    expect(readPictureFile('Navy.gif')).toBeNull();
  });
});
