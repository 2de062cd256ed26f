import { describe, expect, it } from 'vitest';
import {
  CATALOG_CATEGORY_FIELDS,
  CATALOG_COLOR_FIELDS,
  CATALOG_PRODUCT_FIELDS,
  CATALOG_PRODUCT_TAG_FIELDS,
  CATALOG_QUANTITIES_FIELDS,
  CATALOG_TRUCKABLE_FIELDS,
  MODEL_KEYS,
  PRODUCT_ITEM_FIELDS,
  tagsFor,
  USER_ARTWORK_FIELDS,
  USER_DESIGN_FIELDS,
  withSupplierTags,
} from './catalog-models.ts';

describe('catalogue models', () => {
  it('R-3-02 product item has gtin and code', () => expect(PRODUCT_ITEM_FIELDS).toEqual(['gtin', 'code']));
  it('R-3-03 CatalogCategory: categoryId', () => expect(CATALOG_CATEGORY_FIELDS).toEqual(['categoryId']));
  it('R-3-04 CatalogProduct fields', () => {
    expect(CATALOG_PRODUCT_FIELDS).toEqual([
      'productId',
      'colors',
      'sizes',
      'type',
      'templates',
      'identifier',
      'properties',
    ]);
  });
  it('R-3-05 CatalogProduct color: name, hex, sizes', () =>
    expect(CATALOG_COLOR_FIELDS).toEqual(['name', 'hex', 'sizes']));
  it('R-3-06 CatalogQuantities: productId, availability', () => {
    expect(CATALOG_QUANTITIES_FIELDS).toEqual(['productId', 'availability']);
  });
  it('R-3-07 CatalogProductTag: key, tags per color and per color_size', () => {
    expect(CATALOG_PRODUCT_TAG_FIELDS).toEqual(['key', 'tags']);
    const entry = {
      key: 'p1',
      tags: { black: ['polyester'], black_lrg: ['dtg-warn', 'polyester'], white: ['x'] },
    };
    expect(tagsFor(entry, 'black')).toEqual(['polyester']);
    expect(tagsFor(entry, 'black', 'lrg')).toEqual(['polyester', 'dtg-warn']);
    expect(tagsFor(entry, 'red', 'lrg')).toEqual([]);
  });
  it('R-3-08 derived tag gooten-enabled when the supplier flag says so', () => {
    expect(withSupplierTags(['cotton'], { gooten: true })).toEqual(['cotton', 'gooten-enabled']);
    expect(withSupplierTags(['cotton'], { gooten: false })).toEqual(['cotton']);
  });
  it('R-3-09 derived tag swiftpod-enabled when the supplier flag says so', () => {
    expect(withSupplierTags([], { swiftpod: true })).toEqual(['swiftpod-enabled']);
  });
  it('R-3-10 derived tag dtg2go-enabled when the supplier flag says so', () => {
    expect(withSupplierTags([], { dtg2go: true, gooten: null })).toEqual(['dtg2go-enabled']);
    expect(withSupplierTags(['dtg2go-enabled'], { dtg2go: true })).toEqual(['dtg2go-enabled']);
  });
  it('R-3-11 CatalogTruckable: productId', () => expect(CATALOG_TRUCKABLE_FIELDS).toEqual(['productId']));
  it('R-3-12 UserArtwork: artworkId, name, actions', () =>
    expect(USER_ARTWORK_FIELDS).toEqual(['artworkId', 'name', 'actions']));
  it('R-3-13 UserDesign fields', () => {
    expect(USER_DESIGN_FIELDS).toEqual([
      'designId',
      'name',
      'type',
      'source',
      'createdAt',
      'sides',
      'printType',
    ]);
  });
  it('R-3-14 model keys', () => {
    expect(MODEL_KEYS).toEqual({
      ApiDesign: 'designId',
      ApiPrintable: 'printableId',
      Product: '_id',
      MockupTemplate: '_id',
      Pricing: '_id',
    });
  });
});
