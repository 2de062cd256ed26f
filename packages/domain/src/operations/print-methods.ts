import type { PrintType } from '../entities/entities.ts';

/** R-1-02: the garment print methods (screenprint, direct-to-garment, embroidery) as print types. */
export const GARMENT_PRINT_METHODS = ['screenprint', 'dtg', 'embr'] as const satisfies readonly PrintType[];
/** R-1-02: the other goods printed and shipped (print types of non-garment products). */
export const NON_GARMENT_PRINT_TYPES = ['mug', 'case', 'poster'] as const satisfies readonly PrintType[];

/** True for print types that decorate garments. */
export const isGarmentPrintMethod = (t: PrintType): boolean =>
  (GARMENT_PRINT_METHODS as readonly string[]).includes(t);
