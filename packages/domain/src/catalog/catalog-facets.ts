/** A catalogue product as the facets read it. */
export interface FacetProduct {
  brand: string;
  categories: readonly string[];
  colors: readonly { name: string; hex: string }[];
  /** The lowest price of the product in cents, null while unknown. */
  fromCents: number | null;
}

export type FacetKey = 'category' | 'brand' | 'colour' | 'price';
export const FACET_KEYS: readonly FacetKey[] = ['category', 'brand', 'colour', 'price'];

/** The chosen values of every facet (none chosen: the facet does not narrow). */
export type CatalogFilters = Record<FacetKey, readonly string[]>;

export const NO_FILTERS: CatalogFilters = { category: [], brand: [], colour: [], price: [] };

/** Price bands of the "from" price, in cents: [min, max). */
export const PRICE_BANDS = [
  { value: 'under-5', label: 'Under $5', min: 0, max: 500 },
  { value: '5-10', label: '$5 to $10', min: 500, max: 1000 },
  { value: '10-20', label: '$10 to $20', min: 1000, max: 2000 },
  { value: '20-up', label: '$20 and up', min: 2000, max: Number.POSITIVE_INFINITY },
] as const;

export const COLOUR_FAMILIES = [
  'White',
  'Black',
  'Grey',
  'Red',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
  'Pink',
  'Brown',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** The colour family a catalogue hex ("1f2a44" or "#1f2a44") belongs to, by its hue, saturation and lightness. */
export function colourFamily(hex: string): ColourFamily {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (s < 0.15 || d < 0.06) return l > 0.9 ? 'White' : l < 0.15 ? 'Black' : 'Grey';
  const hue =
    max === r
      ? (60 * ((g - b) / d) + 360) % 360
      : max === g
        ? 60 * ((b - r) / d) + 120
        : 60 * ((r - g) / d) + 240;
  if (hue >= 10 && hue < 50 && (l < 0.4 || s < 0.5)) return 'Brown';
  if ((hue < 10 || hue >= 290) && l > 0.7) return 'Pink';
  if (hue < 10 || hue >= 340) return 'Red';
  if (hue < 40) return 'Orange';
  if (hue < 70) return 'Yellow';
  if (hue < 170) return 'Green';
  if (hue < 260) return 'Blue';
  if (hue < 290) return 'Purple';
  return 'Pink';
}

/** The values a product has for a facet. */
function valuesOf(p: FacetProduct, key: FacetKey): string[] {
  switch (key) {
    case 'category':
      return [...p.categories];
    case 'brand':
      return [p.brand];
    case 'colour':
      return [...new Set(p.colors.map((c) => colourFamily(c.hex)))];
    case 'price': {
      const cents = p.fromCents;
      return cents === null
        ? []
        : PRICE_BANDS.filter((b) => cents >= b.min && cents < b.max).map((b) => b.value);
    }
  }
}

/** A product passes a facet when the facet has no chosen value or it has one of them (OR within a facet). */
const passes = (p: FacetProduct, key: FacetKey, chosen: readonly string[]) =>
  chosen.length === 0 || valuesOf(p, key).some((v) => chosen.includes(v));

/** The products that pass every facet (AND between facets). */
export function filterProducts<P extends FacetProduct>(products: readonly P[], filters: CatalogFilters): P[] {
  return products.filter((p) => FACET_KEYS.every((k) => passes(p, k, filters[k])));
}

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * Per facet, every value the products have with how many products choosing it would show: the count applies
 * every other facet's choice but not this facet's own, so a chosen value's neighbours keep their counts. Values
 * keep a fixed order (price bands and colour families in their own order, the rest alphabetically); a chosen
 * value stays listed even at zero.
 */
export function facetCounts(
  products: readonly FacetProduct[],
  filters: CatalogFilters,
): Record<FacetKey, FacetValue[]> {
  const out = {} as Record<FacetKey, FacetValue[]>;
  for (const key of FACET_KEYS) {
    const others = products.filter((p) => FACET_KEYS.every((k) => k === key || passes(p, k, filters[k])));
    const counts = new Map<string, number>(filters[key].map((v) => [v, 0]));
    for (const p of products) for (const v of valuesOf(p, key)) if (!counts.has(v)) counts.set(v, 0);
    for (const p of others) for (const v of valuesOf(p, key)) counts.set(v, (counts.get(v) ?? 0) + 1);
    const order: readonly string[] =
      key === 'price' ? PRICE_BANDS.map((b) => b.value) : key === 'colour' ? COLOUR_FAMILIES : [];
    const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
    out[key] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  }
  return out;
}

/** The URL query names of the facets (apart from the catalogue's own category/brand/family parameters). */
export const FACET_PARAMS: Record<FacetKey, string> = {
  category: 'filterCategory',
  brand: 'filterBrand',
  colour: 'filterColour',
  price: 'filterPrice',
};

/** The filters a URL query holds (a facet may repeat its parameter). */
export function filtersFromQuery(query: URLSearchParams): CatalogFilters {
  const out = { ...NO_FILTERS };
  for (const k of FACET_KEYS) out[k] = [...new Set(query.getAll(FACET_PARAMS[k]).filter(Boolean))];
  return out;
}

/** The query with a facet value turned on or off (every other parameter kept). */
export function toggleFilter(query: URLSearchParams, key: FacetKey, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const chosen = next.getAll(FACET_PARAMS[key]);
  next.delete(FACET_PARAMS[key]);
  const after = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  for (const v of after) next.append(FACET_PARAMS[key], v);
  return next;
}

/** The query without any facet (every other parameter kept). */
export function clearFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const k of FACET_KEYS) next.delete(FACET_PARAMS[k]);
  return next;
}
