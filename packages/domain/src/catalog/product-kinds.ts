/**
 * R-3-66 Product categories. The spec names short-sleeve-shirts, hoodies, mugs, phone-cases, posters, hats,
 * beanies, aprons, backpacks and swatch out of "a long list"; the rest complete it from the product kinds the
 * spec mentions elsewhere (docs/decisions/product-categories.md).
 */
export const PRODUCT_CATEGORIES = [
  'short-sleeve-shirts',
  'long-sleeve-shirts',
  'tank-tops',
  'sweatshirts',
  'hoodies',
  'jackets',
  'pants',
  'dresses',
  'mugs',
  'tumblers',
  'phone-cases',
  'posters',
  'canvas',
  'hats',
  'beanies',
  'aprons',
  'backpacks',
  'tote-bags',
  'socks',
  'ties',
  'towels',
  'blankets',
  'pillows',
  'rugs',
  'masks',
  'coasters',
  'mousepads',
  'ornaments',
  'jewelry',
  'footwear',
  'swatch',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** R-3-67 Product materials. */
export const PRODUCT_MATERIALS = [
  'cotton',
  'polyester',
  'nylon',
  'fleece',
  'knit',
  'structured-cap',
  'unstructured-cap',
] as const;
export type ProductMaterial = (typeof PRODUCT_MATERIALS)[number];

/** R-3-69 Product types. */
export const PRODUCT_TYPES = [
  'Garment',
  'Case',
  'Mug',
  'Poster',
  'Jewelry',
  'Housewares',
  'Accessories',
  'Footwear',
  'ThirdParty',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
