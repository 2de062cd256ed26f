import { describe, expect, it } from 'vitest';
import {
  CATALOG_SEARCH_DEBOUNCE_MS,
  CATALOG_SEARCH_PLACEHOLDER,
  catalogView,
  searchUrl,
} from './catalog-view.ts';

const q = (s: string) => new URLSearchParams(s);

describe('printable screens', () => {
  it('O-2-20 / O-2-24 a product given -> product screen (it wins over brand, category, family)', () => {
    expect(catalogView('printableBase', {}, q('productIdentifier=gildan-5000&category=hats'))).toEqual({
      kind: 'product',
      productIdentifier: 'gildan-5000',
    });
  });
  it('O-2-21 brand or category given -> brand/category screen', () => {
    expect(catalogView('printableBase', {}, q('category=hats&family=x'))).toEqual({
      kind: 'category',
      category: 'hats',
    });
    expect(catalogView('printableBase', {}, q('brand=Gildan'))).toEqual({ kind: 'brand', brand: 'Gildan' });
  });
  it('O-2-22 family given -> family screen; O-2-23 nothing -> catalogue', () => {
    expect(catalogView('printableBase', {}, q('family=Heavy+Cotton'))).toEqual({
      kind: 'family',
      family: 'Heavy Cotton',
    });
    expect(catalogView('printableBase', {}, q(''))).toEqual({ kind: 'search', search: '' });
  });
  it('O-2-07 / O-2-08 / O-2-09 detail, family and category routes carry their choice', () => {
    expect(catalogView('printableDetail', {}, q('search=tee'))).toEqual({ kind: 'search', search: 'tee' });
    expect(catalogView('printableFamily', { family: 'f' }, q(''))).toEqual({ kind: 'family', family: 'f' });
    expect(catalogView('printableCategory', { category: 'c' }, q(''))).toEqual({
      kind: 'category',
      category: 'c',
    });
  });
  it('O-2-52 / O-2-53 debounce 300 ms, placeholder "SKU, brand, keyword"', () => {
    expect(CATALOG_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(CATALOG_SEARCH_PLACEHOLDER).toBe('SKU, brand, keyword');
  });
  it('O-2-54 / O-2-55 search goes to printable detail, with search only when not empty', () => {
    expect(searchUrl('c1', 'p1', ' gildan 5000 ')).toBe(
      '/order/v2/cart/c1/printable/p1/detail?search=gildan+5000',
    );
    expect(searchUrl('c1', 'p1', '  ')).toBe('/order/v2/cart/c1/printable/p1/detail');
  });
});
