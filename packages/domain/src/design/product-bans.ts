/** Garment print types a product may be offered with. */
export const GARMENT_PRINT_TYPES = ['screenprint', 'dtg', 'embr'] as const;
export type GarmentPrintTypeCode = (typeof GARMENT_PRINT_TYPES)[number];

/** A declarative product rule: a code, its arguments, and a check over the product's tags. */
export interface ProductRule {
  code: string;
  args: { tag: string; printType: GarmentPrintTypeCode };
  effect: 'exclude' | 'warn';
  /** True when the rule applies to a product with these tags. */
  check: (tags: ReadonlySet<string>) => boolean;
  message: string;
}

const tagRule = (
  code: string,
  tag: string,
  printType: GarmentPrintTypeCode,
  effect: 'exclude' | 'warn',
  message: string,
): ProductRule => ({ code, args: { tag, printType }, effect, check: (tags) => tags.has(tag), message });

/** R-5-23..26 Product bans and the DTG warning, as data. */
export const PRODUCT_RULES: readonly ProductRule[] = [
  tagRule('polyester', 'polyester', 'dtg', 'exclude', 'Polyester products cannot be printed with DTG.'),
  tagRule('dtg-banned', 'dtg-banned', 'dtg', 'exclude', 'This product cannot be printed with DTG.'),
  tagRule(
    'screenprint-banned',
    'screenprint-banned',
    'screenprint',
    'exclude',
    'This product cannot be screenprinted.',
  ),
  tagRule(
    'dtg-warn',
    'dtg-warn',
    'dtg',
    'warn',
    'DTG prints on this product may not match the artwork exactly.',
  ),
];

/** Outcome per print type: allowed ones, excluded ones with the reasons, and warnings on allowed ones. */
export interface AllowedPrintTypes {
  allowed: GarmentPrintTypeCode[];
  excluded: { printType: GarmentPrintTypeCode; code: string; reason: string }[];
  warnings: { printType: GarmentPrintTypeCode; code: string; message: string }[];
}

/** R-5-23..26 Which garment print types a product with these tags may use, and why not. */
export function allowedPrintTypes(
  productTags: Iterable<string>,
  candidates: readonly GarmentPrintTypeCode[] = GARMENT_PRINT_TYPES,
  rules: readonly ProductRule[] = PRODUCT_RULES,
): AllowedPrintTypes {
  const tags = new Set([...productTags].map((t) => t.toLowerCase()));
  const result: AllowedPrintTypes = { allowed: [], excluded: [], warnings: [] };
  for (const printType of candidates) {
    const applying = rules.filter((r) => r.args.printType === printType && r.check(tags));
    const bans = applying.filter((r) => r.effect === 'exclude');
    if (bans.length > 0) {
      for (const r of bans) result.excluded.push({ printType, code: r.code, reason: r.message });
      continue;
    }
    result.allowed.push(printType);
    for (const r of applying) result.warnings.push({ printType, code: r.code, message: r.message });
  }
  return result;
}
