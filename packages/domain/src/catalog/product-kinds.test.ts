import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, PRODUCT_MATERIALS, PRODUCT_TYPES } from './product-kinds.ts';

describe('product kinds', () => {
  it('R-3-66 (decision product-categories) categories include the ones the spec names', () => {
    for (const c of [
      'short-sleeve-shirts',
      'hoodies',
      'mugs',
      'phone-cases',
      'posters',
      'hats',
      'beanies',
      'aprons',
      'backpacks',
      'swatch',
    ]) {
      expect(PRODUCT_CATEGORIES).toContain(c);
    }
    expect(new Set(PRODUCT_CATEGORIES).size).toBe(PRODUCT_CATEGORIES.length);
  });
  it('R-3-67 materials', () => {
    expect(PRODUCT_MATERIALS).toEqual([
      'cotton',
      'polyester',
      'nylon',
      'fleece',
      'knit',
      'structured-cap',
      'unstructured-cap',
    ]);
  });
  it('R-3-69 product types', () => {
    expect(PRODUCT_TYPES).toEqual([
      'Garment',
      'Case',
      'Mug',
      'Poster',
      'Jewelry',
      'Housewares',
      'Accessories',
      'Footwear',
      'ThirdParty',
    ]);
  });
});
