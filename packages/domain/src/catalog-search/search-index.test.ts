import { describe, expect, it } from 'vitest';
import { boundedDistance, buildSearchIndex, searchIndex } from './search-index.ts';

const doc = (id: string, style: string, brand: string, name: string) => ({
  id,
  fields: [
    { text: `${style} ${id}`, weight: 3 },
    { text: brand, weight: 2 },
    { text: name, weight: 1.5 },
  ],
});
const index = buildSearchIndex([
  doc('gildan-5000', '5000', 'Gildan', 'Heavy Cotton T-Shirt'),
  doc('gildan-18500', '18500', 'Gildan', 'Heavy Blend Hooded Sweatshirt'),
  doc('bella-canvas-3001', '3001', 'Bella+Canvas', 'Unisex Jersey Short Sleeve Tee'),
  doc('port-company-pc54', 'PC54', 'Port & Company', 'Core Cotton Tee'),
]);

describe('R-7-14 catalogue search: SKU, brand, keyword', () => {
  it('finds by SKU, brand and keyword, SKU matches ranked first', () => {
    expect(searchIndex(index, '5000')[0]!.id).toBe('gildan-5000');
    expect(searchIndex(index, 'pc54').map((h) => h.id)).toEqual(['port-company-pc54']);
    expect(searchIndex(index, 'gildan').map((h) => h.id)).toEqual(['gildan-5000', 'gildan-18500']);
    expect(searchIndex(index, 'hooded').map((h) => h.id)).toEqual(['gildan-18500']);
  });
  it('is typo-tolerant and needs every word', () => {
    expect(searchIndex(index, 'gildna hoodde').map((h) => h.id)).toEqual(['gildan-18500']);
    expect(searchIndex(index, 'bela canvs').map((h) => h.id)).toEqual(['bella-canvas-3001']);
    expect(searchIndex(index, 'cotton tee').map((h) => h.id)).toEqual(['port-company-pc54']);
    expect(searchIndex(index, 'zzzz')).toEqual([]);
    expect(searchIndex(index, '   ')).toEqual([]);
  });
  it('edit distance is bounded and counts a swap as one', () => {
    expect(boundedDistance('gildan', 'gildna', 1)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 1)).toBe(2);
  });
});
