/**
 * The public site as data: every page of R-2-03 with the label its navigation shows, in the spec's
 * order. The route table (`access/route-table.ts` PUBLIC_PATHS), the server's route permissions
 * (`access/api-routes.ts`), the site's header and footer, its sitemap and the tests all read this one list.
 */
export interface SitePage {
  readonly path: string;
  /** The link text in the site's navigation. */
  readonly label: string;
  /** Its place in the header (1 = first); the footer lists every page but home. */
  readonly header?: number;
  /** Served by another part of the server (the API reference at /docs/), not by the site's routes. */
  readonly elsewhere?: boolean;
}

export const SITE_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/pricing', label: 'Pricing', header: 2 },
  { path: '/screenprint', label: 'Screenprint', header: 3 },
  { path: '/dtg', label: 'DTG', header: 4 },
  { path: '/sublimation', label: 'Sublimation' },
  { path: '/posters', label: 'Posters' },
  { path: '/shopify', label: 'Shopify' },
  { path: '/woocommerce', label: 'WooCommerce' },
  { path: '/api', label: 'API', header: 5 },
  { path: '/catalog', label: 'Catalogue', header: 1 },
  { path: '/jobs', label: 'Jobs' },
  { path: '/careers', label: 'Careers' },
  { path: '/contact', label: 'Contact', header: 6 },
  { path: '/company/about', label: 'About' },
  { path: '/company/terms', label: 'Terms' },
  { path: '/company/privacy', label: 'Privacy' },
  { path: '/docs/', label: 'API reference', elsewhere: true },
  { path: '/services', label: 'Services' },
  { path: '/press', label: 'Press' },
  { path: '/status', label: 'Status' },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof SITE_PAGES)[number]['path'];

/** R-2-03: the public site's paths, in the spec's order. */
export const SITE_PATHS: readonly SitePath[] = SITE_PAGES.map((p) => p.path);

/**
 * What the site serves besides its pages (Fastify path syntax): the calculator's answers, product pages and
 * pictures, the sitemap, robots.txt and the site's own assets.
 */
export const SITE_RESOURCES = [
  '/pricing/result',
  '/pricing/price.json',
  '/catalog/:identifier',
  '/catalog/images/:identifier/:file',
  '/sitemap.xml',
  '/robots.txt',
  '/site/:asset',
] as const;

/** Every GET route the site's server module registers: its own pages, then its resources. */
export const SITE_GET_ROUTES: readonly string[] = [
  ...SITE_PAGES.filter((p: SitePage) => !p.elsewhere).map((p) => p.path),
  ...SITE_RESOURCES,
];

/**
 * Widths (CSS pixels x density) a product picture is served at as WebP, beside the full-size PNG: the browser
 * picks one from `srcset` for the size it shows (catalogue cards, product pages, cart thumbnails).
 */
export const PICTURE_WIDTHS = [160, 320, 480, 600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `/catalog/images/{product}/{colour}.png` (full size) or `{colour}-{width}.webp` (a served width). */
export function picturePath(identifier: string, colour: string, width?: PictureWidth): string {
  const base = `/catalog/images/${encodeURIComponent(identifier)}/${encodeURIComponent(colour)}`;
  return width ? `${base}-${width}.webp` : `${base}.png`;
}

/** The `srcset` of a product picture in a colour: every served width. */
export const pictureSrcset = (identifier: string, colour: string) =>
  PICTURE_WIDTHS.map((w) => `${picturePath(identifier, colour, w)} ${w}w`).join(', ');

/** A picture file name read back: the colour and the width (null = the full-size PNG); null when not one. */
export function readPictureFile(file: string): { colour: string; width: PictureWidth | null } | null {
  const sized = /^(.+)-(\d+)\.webp$/.exec(file);
  if (sized) {
    const width = Number(sized[2]);
    const known = PICTURE_WIDTHS.find((w) => w === width);
    return known ? { colour: sized[1]!, width: known } : null;
  }
  const full = /^(.+)\.png$/.exec(file);
  return full ? { colour: full[1]!, width: null } : null;
}
