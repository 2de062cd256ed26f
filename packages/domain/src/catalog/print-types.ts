/** The design types the spec names for sublimated items (R-3-70 says "many"; these are the ones it names). */
export const SUBLIMATED_DESIGN_TYPES = [
  'coaster',
  'mousepad',
  'sublimation-shirt',
  'tank',
  'dress',
  'socks',
  'tie',
  'tote',
  'towel',
  'jewelry',
  'metal-plate',
  'cutting-board',
  'earring',
] as const;

/** R-3-70 Design types. */
export const DESIGN_TYPES = [
  'screenprint',
  'dtg',
  'case',
  'mug',
  'poster',
  'embr',
  'multi-print',
  ...SUBLIMATED_DESIGN_TYPES,
] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** R-3-81 Readable print-type names. */
export const READABLE_PRINT_TYPE_NAMES = {
  dtg: 'DTG',
  screenprint: 'Screenprint',
  embr: 'Embroidery',
  mug: 'Mug',
  case: 'Case',
  poster: 'Poster',
} as const;

/** The readable name of a print type; unknown ones show as they are. */
export const readablePrintType = (printType: string): string =>
  (READABLE_PRINT_TYPE_NAMES as Readonly<Record<string, string>>)[printType] ?? printType;

/** R-3-82 Print types for area-based (all-over-print) items. */
export const AOS_PRINT_TYPES = ['aos-tpf', 'aos-small', 'aos-large'] as const;
