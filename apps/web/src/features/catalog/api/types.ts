/** Catalogue answers as the screens read them (shapes of packages/contracts catalog.ts). */
export interface ProductSummary {
  productId: string;
  identifier: string;
  name: string;
  brand: string;
  style: string;
  family: string;
  type: string;
  categories: string[];
  designable: boolean;
  colors: { name: string; hex: string }[];
}
export interface CatalogProduct extends Omit<ProductSummary, 'colors'> {
  material: string;
  description: string;
  printTypes: string[];
  sizes: string[];
  colors: { name: string; hex: string; sizes: string[] }[];
  /** Blank price per size, in cents. */
  prices: Record<string, number>;
  templates: { colors: { name: string; templates: Record<string, string> }[] };
  /** Catalogue properties (R-3-04); `sizeChart` holds measurements where the catalogue has them. */
  properties?: Record<string, unknown>;
}
export interface Category {
  categoryId: string;
  name: string;
}
export interface Availability {
  productId: string;
  availability: Record<string, Record<string, number>>;
  backlogged: boolean;
}
