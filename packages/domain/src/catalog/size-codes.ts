/** R-3-40 Garment size codes, in order. */
export const SIZE_CODES = [
  'one',
  'xxsml',
  'xsml',
  'sml',
  'med',
  'lrg',
  'xlg',
  'xxl',
  'xxxl',
  'xxxxl',
  'xxxxxl',
  'xxxxxxl',
] as const;
/** R-3-41 Baby size codes. */
export const BABY_SIZE_CODES = ['3m', '6m', '9m', '12m', '18m', '24m'] as const;
/** R-3-42 / R-9-67 Mug size codes. */
export const MUG_SIZES = ['11oz', '15oz'] as const;
export type MugSize = (typeof MUG_SIZES)[number];

/** R-3-43..54 Labels of the garment size codes (xxsml -> XXS is our choice, docs/decisions/size-labels.md). */
export const SIZE_LABELS: Readonly<Record<(typeof SIZE_CODES)[number], string>> = {
  one: 'Custom',
  xxsml: 'XXS',
  xsml: 'XS',
  sml: 'S',
  med: 'M',
  lrg: 'L',
  xlg: 'XL',
  xxl: '2XL',
  xxxl: '3XL',
  xxxxl: '4XL',
  xxxxxl: '5XL',
  xxxxxxl: '6XL',
};

/** R-3-55 Infant labels NB, 6M, 12M, 18M, 24M; "nb" and "3m" (0-3 months) both read NB (decision size-labels). */
export const INFANT_SIZE_LABELS = {
  nb: 'NB',
  '3m': 'NB',
  '6m': '6M',
  '12m': '12M',
  '18m': '18M',
  '24m': '24M',
} as const;
/** R-3-56 Toddler labels 2T..7T from the codes 2t..7t (decision size-labels). */
export const TODDLER_SIZE_LABELS = {
  '2t': '2T',
  '3t': '3T',
  '4t': '4T',
  '5t': '5T',
  '6t': '6T',
  '7t': '7T',
} as const;
/** R-3-57 The one accessory size. */
export const ACCESSORY_SIZE = 'OS';
/** R-3-58 Footwear sizes 3.5 to 15.5 in half steps (codes are the size as text). */
export const FOOTWEAR_SIZES: readonly string[] = Array.from({ length: (15.5 - 3.5) * 2 + 1 }, (_, i) =>
  String(3.5 + i / 2),
);

const LABELS: Readonly<Record<string, string>> = {
  ...SIZE_LABELS,
  ...INFANT_SIZE_LABELS,
  ...TODDLER_SIZE_LABELS,
  os: ACCESSORY_SIZE,
  // 9m has no infant label of its own; it reads as its code.
  '9m': '9M',
};

/** The label shown for a size code; unknown codes (footwear, mug sizes) show as they are. */
export const sizeLabel = (code: string): string => LABELS[code.toLowerCase()] ?? code;

/** Every known code in display order: custom, infant, toddler, adult, accessory, footwear, mugs. */
export const SIZE_ORDER: readonly string[] = [
  'one',
  'nb',
  ...BABY_SIZE_CODES,
  ...Object.keys(TODDLER_SIZE_LABELS),
  ...SIZE_CODES.slice(1),
  'os',
  ...FOOTWEAR_SIZES,
  ...MUG_SIZES,
];
const RANK = new Map(SIZE_ORDER.map((code, i) => [code, i]));

/** Comparator for size codes in display order; unknown codes go last, alphabetically. */
export function sortSizes(a: string, b: string): number {
  const ra = RANK.get(a.toLowerCase());
  const rb = RANK.get(b.toLowerCase());
  if (ra !== undefined && rb !== undefined) return ra - rb;
  if (ra !== undefined) return -1;
  if (rb !== undefined) return 1;
  return a.localeCompare(b);
}
