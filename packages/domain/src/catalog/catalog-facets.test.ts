import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  colourFamily,
  facetCounts,
  filterProducts,
  filtersFromQuery,
  NO_FILTERS,
  toggleFilter,
} from './catalog-facets.ts';

const tee = {
  name: 'tee',
  brand: 'Gildan',
  categories: ['short-sleeve-shirts'],
  colors: [
    { name: 'White', hex: 'ffffff' },
    { name: 'Navy', hex: '1f2a44' },
  ],
  fromCents: 285,
};
const hoodie = {
  name: 'hoodie',
  brand: 'Gildan',
  categories: ['hoodies', 'sweatshirts'],
  colors: [{ name: 'Black', hex: '111111' }],
  fromCents: 1240,
};
const crew = {
  name: 'crew',
  brand: 'Next Level',
  categories: ['short-sleeve-shirts'],
  colors: [
    { name: 'Red', hex: 'c8102e' },
    { name: 'Royal', hex: '2251a3' },
  ],
  fromCents: 410,
};
const mug = {
  name: 'mug',
  brand: 'Platen',
  categories: ['mugs'],
  colors: [{ name: 'White', hex: 'ffffff' }],
  fromCents: null,
};
const all = [tee, hoodie, crew, mug];

describe('catalogue facets', () => {
  it('sorts catalogue colours into families by hue and lightness', () => {
    const cases: [string, string][] = [
      ['ffffff', 'White'],
      ['111111', 'Black'],
      ['a7a8aa', 'Grey'],
      ['4b4b4d', 'Grey'],
      ['1f2a44', 'Blue'],
      ['3b4456', 'Blue'],
      ['c8102e', 'Red'],
      ['5b1f2e', 'Red'],
      ['f4633a', 'Orange'],
      ['f2a900', 'Yellow'],
      ['254d32', 'Green'],
      ['5e6b3d', 'Green'],
      ['d8c7a1', 'Brown'],
      ['f5b5c8', 'Pink'],
      ['#6a3d9a', 'Purple'],
    ];
    for (const [hex, family] of cases) expect([hex, colourFamily(hex)]).toEqual([hex, family]);
  });

  it('narrows by every chosen facet (any value within a facet, every facet at once)', () => {
    const names = (f: typeof NO_FILTERS) => filterProducts(all, f).map((p) => p.name);
    expect(names(NO_FILTERS)).toEqual(['tee', 'hoodie', 'crew', 'mug']);
    expect(names({ ...NO_FILTERS, category: ['short-sleeve-shirts'] })).toEqual(['tee', 'crew']);
    expect(names({ ...NO_FILTERS, category: ['short-sleeve-shirts', 'mugs'] })).toEqual([
      'tee',
      'crew',
      'mug',
    ]);
    expect(names({ ...NO_FILTERS, category: ['short-sleeve-shirts'], brand: ['Gildan'] })).toEqual(['tee']);
    expect(names({ ...NO_FILTERS, colour: ['Blue'] })).toEqual(['tee', 'crew']);
    // A product whose price is not known yet is not in any price band.
    expect(names({ ...NO_FILTERS, price: ['under-5'] })).toEqual(['tee', 'crew']);
    expect(names({ ...NO_FILTERS, price: ['10-20'] })).toEqual(['hoodie']);
  });

  it("counts each value with every other facet's choice applied but not its own", () => {
    const counts = facetCounts(all, { ...NO_FILTERS, brand: ['Gildan'] });
    // Brand counts ignore the brand choice (a neighbour brand still shows what it would add).
    expect(counts.brand).toEqual([
      { value: 'Gildan', count: 2 },
      { value: 'Next Level', count: 1 },
      { value: 'Platen', count: 1 },
    ]);
    // Other facets count only Gildan products; a value no Gildan product has reads 0.
    expect(counts.category).toEqual([
      { value: 'hoodies', count: 1 },
      { value: 'mugs', count: 0 },
      { value: 'short-sleeve-shirts', count: 1 },
      { value: 'sweatshirts', count: 1 },
    ]);
    expect(counts.colour).toEqual([
      { value: 'White', count: 1 },
      { value: 'Black', count: 1 },
      { value: 'Red', count: 0 },
      { value: 'Blue', count: 1 },
    ]);
    expect(counts.price).toEqual([
      { value: 'under-5', count: 1 },
      { value: '10-20', count: 1 },
    ]);
  });

  it('keeps a chosen value listed even when nothing has it', () => {
    expect(facetCounts([tee], { ...NO_FILTERS, brand: ['Gone'] }).brand).toEqual([
      { value: 'Gildan', count: 1 },
      { value: 'Gone', count: 0 },
    ]);
  });

  it('reads and writes the filters in the URL query, keeping its other parameters', () => {
    let q = new URLSearchParams('search=tee');
    q = toggleFilter(q, 'brand', 'Gildan');
    q = toggleFilter(q, 'colour', 'Blue');
    q = toggleFilter(q, 'brand', 'Next Level');
    expect(q.toString()).toBe('search=tee&filterColour=Blue&filterBrand=Gildan&filterBrand=Next+Level');
    expect(filtersFromQuery(q)).toEqual({
      category: [],
      brand: ['Gildan', 'Next Level'],
      colour: ['Blue'],
      price: [],
    });
    q = toggleFilter(q, 'brand', 'Gildan');
    expect(filtersFromQuery(q).brand).toEqual(['Next Level']);
    expect(clearFilters(q).toString()).toBe('search=tee');
  });
});
