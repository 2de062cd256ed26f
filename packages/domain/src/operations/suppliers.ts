/** R-9-42: blank suppliers (includes internal sources: INVENTORY, SUPPLEMENTARY, EXTRACTOR, DROPOFF). */
export const BLANK_SUPPLIERS = [
  'ALPHA',
  'BODEK',
  'CUTTER',
  'HERITAGE',
  'SANMAR',
  'SS',
  'TSC',
  'INVENTORY',
  'SUPPLEMENTARY',
  'EXTRACTOR',
  'DROPOFF',
  'DELTA',
] as const;
export type BlankSupplier = (typeof BLANK_SUPPLIERS)[number];

/** R-9-43: suppliers blanks are currently ordered from. */
export const ACTIVE_BLANK_SUPPLIERS = [
  'SANMAR',
  'DELTA',
  'ALPHA',
] as const satisfies readonly BlankSupplier[];

/** R-9-44: suppliers whose catalogues feed the product catalogue. */
export const CATALOG_SUPPLIERS = [
  'ALPHA',
  'SS',
  'SANMAR',
  'BODEK',
  'TSC',
] as const satisfies readonly BlankSupplier[];

/** True when blanks can be ordered from `supplier` now. */
export const isActiveBlankSupplier = (supplier: string): boolean =>
  (ACTIVE_BLANK_SUPPLIERS as readonly string[]).includes(supplier);

/** True when `supplier` is a known blank supplier. */
export const isBlankSupplier = (supplier: string): supplier is BlankSupplier =>
  (BLANK_SUPPLIERS as readonly string[]).includes(supplier);
