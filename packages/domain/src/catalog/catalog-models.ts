import { fields } from '../design/design-model.ts';

/** R-3-02 A product item (one sellable colour/size of a product). */
export interface ProductItem {
  gtin: string;
  code: string;
}
/** R-3-03 */
export interface CatalogCategory {
  categoryId: string;
}
/** R-3-05 A product colour: name, hex and the sizes it comes in. */
export interface CatalogColor {
  name: string;
  hex: string;
  sizes: string[];
}
/** R-3-37 Product templates: colours with names and a template (image url) per side. */
export interface ProductTemplate {
  colors: { name: string; templates: Record<string, string> }[];
}
/** R-3-04 */
export interface CatalogProduct {
  productId: string;
  colors: CatalogColor[];
  sizes: string[];
  type: string;
  templates: ProductTemplate;
  identifier: string;
  properties: Record<string, unknown> & { supplierMockups?: boolean | null };
}
/** R-3-06 */
export interface CatalogQuantities {
  productId: string;
  availability: Record<string, Record<string, number>>;
}
/** R-3-07 Tags of a product, keyed by colour ("black") and by colour and size ("black_lrg"). */
export interface CatalogProductTag {
  key: string;
  tags: Record<string, string[]>;
}
/** R-3-11 */
export interface CatalogTruckable {
  productId: string;
}
/** R-3-12 */
export interface UserArtwork {
  artworkId: string;
  name: string;
  actions: string[];
}
/** R-3-13 */
export interface UserDesign {
  designId: string;
  name: string;
  type: string;
  source: string;
  createdAt: string;
  sides: Record<string, unknown>;
  printType: string;
}

/** Field lists, checked complete against the interfaces at compile time. */
export const PRODUCT_ITEM_FIELDS = fields<ProductItem>()(['gtin', 'code']);
export const CATALOG_CATEGORY_FIELDS = fields<CatalogCategory>()(['categoryId']);
export const CATALOG_PRODUCT_FIELDS = fields<CatalogProduct>()([
  'productId',
  'colors',
  'sizes',
  'type',
  'templates',
  'identifier',
  'properties',
]);
export const CATALOG_COLOR_FIELDS = fields<CatalogColor>()(['name', 'hex', 'sizes']);
export const CATALOG_QUANTITIES_FIELDS = fields<CatalogQuantities>()(['productId', 'availability']);
export const CATALOG_PRODUCT_TAG_FIELDS = fields<CatalogProductTag>()(['key', 'tags']);
export const CATALOG_TRUCKABLE_FIELDS = fields<CatalogTruckable>()(['productId']);
export const USER_ARTWORK_FIELDS = fields<UserArtwork>()(['artworkId', 'name', 'actions']);
export const USER_DESIGN_FIELDS = fields<UserDesign>()([
  'designId',
  'name',
  'type',
  'source',
  'createdAt',
  'sides',
  'printType',
]);

/** R-3-14 Key field of the other models. */
export const MODEL_KEYS = {
  ApiDesign: 'designId',
  ApiPrintable: 'printableId',
  Product: '_id',
  MockupTemplate: '_id',
  Pricing: '_id',
} as const;

/** R-3-07 Tags of one colour (and size): the colour's tags plus the colour_size tags, without duplicates. */
export function tagsFor(entry: CatalogProductTag, color: string, size?: string): string[] {
  const own = entry.tags[color] ?? [];
  const sized = size ? (entry.tags[`${color}_${size}`] ?? []) : [];
  return [...new Set([...own, ...sized])];
}

/** R-3-08..10 Supplier flags that derive a tag. */
export interface SupplierFlags {
  gooten?: boolean | null;
  swiftpod?: boolean | null;
  dtg2go?: boolean | null;
}
/** R-3-08..10 The derived tag each supplier flag adds. */
export const SUPPLIER_TAGS = {
  gooten: 'gooten-enabled',
  swiftpod: 'swiftpod-enabled',
  dtg2go: 'dtg2go-enabled',
} as const;

/** R-3-08..10 Tags plus the derived supplier tags whose flags are set. */
export function withSupplierTags(tags: readonly string[], flags: SupplierFlags): string[] {
  const derived = (Object.keys(SUPPLIER_TAGS) as (keyof SupplierFlags)[])
    .filter((flag) => flags[flag] === true)
    .map((flag) => SUPPLIER_TAGS[flag]);
  return [...new Set([...tags, ...derived])];
}
