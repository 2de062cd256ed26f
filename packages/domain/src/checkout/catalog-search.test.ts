import { describe, expect, it } from 'vitest';
import { CATALOG_SEARCH_DEBOUNCE_MS, catalogSearchParam } from './catalog-search.ts';

describe('catalog search', () => {
  it('O-9-02 / O-2-52 catalog search is debounced 300 ms', () => {
    expect(CATALOG_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('O-2-54 / O-2-55 a non-empty query becomes the search parameter; an empty one none', () => {
    expect(catalogSearchParam('  gildan 5000 ')).toBe('gildan 5000');
    expect(catalogSearchParam('   ')).toBeNull();
  });
});
