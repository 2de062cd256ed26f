import { PRINT_TYPES } from '../entities/entities.ts';
import { type FacilityCode, facilitiesFor } from '../operations/facilities.ts';

/**
 * Print types a quote item may ask for: the six design-draft print types (O-3-11, unchanged) plus `sublimation`,
 * the print type of the catalogue's sublimated products (docs/decisions/pricing-model.md).
 */
export const QUOTE_PRINT_TYPES = [...PRINT_TYPES, 'sublimation'] as const;
export type QuotePrintType = (typeof QUOTE_PRINT_TYPES)[number];

/** Print types priced flat per piece from the `flat` pricing table rather than per printed side. */
export const FLAT_PRINT_TYPES = ['mug', 'case', 'poster', 'sublimation'] as const;
export type FlatPrintType = (typeof FLAT_PRINT_TYPES)[number];
export const isFlatPrintType = (type: string): type is FlatPrintType =>
  (FLAT_PRINT_TYPES as readonly string[]).includes(type);

/**
 * Facilities that may print a quote item's type, in the spec's facility order. Embroidery is INDY (R-9-41). No
 * facility lists sublimation (R-9-34..38), so sublimation goes where mugs are printed: mugs are themselves
 * dye-sublimated on the same heat presses (docs/decisions/pricing-model.md).
 */
export function quoteFacilityCandidates(type: QuotePrintType): FacilityCode[] {
  if (type === 'embr') return ['INDY'];
  if (type === 'sublimation') return facilitiesFor('mug');
  return facilitiesFor(type);
}
