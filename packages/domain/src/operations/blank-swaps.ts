/**
 * R-9-45 / R-9-46 (open): blank styles that can stand in for each other, and the generic name shown instead of
 * the brand. The spec gives no table; these groups come from the brands' public spec sheets (fabric, blend and
 * weight class), e.g. Gildan 5000 Heavy Cotton 5.3 oz 100% cotton <-> Hanes 5180 Beefy-T 6.1 oz 100% cotton.
 * Styles are "Brand style" as printed on the brand's catalogue. docs/decisions/blank-swap-tables.md.
 */
export const BLANK_SWAP_GROUPS = [
  {
    generic: 'Classic Heavyweight Cotton Tee',
    // 100% cotton, 5-6.1 oz open-end jersey
    styles: ['Gildan 5000', 'Hanes 5180', 'Fruit of the Loom 3930R', 'Port & Company PC54'],
  },
  {
    generic: 'Soft Ring-Spun Cotton Tee',
    // 100% combed ring-spun cotton, 4.2-4.5 oz
    styles: ['Bella+Canvas 3001', 'Next Level 3600', 'Gildan 64000', 'District DT6000'],
  },
  {
    generic: 'Cotton/Poly Blend Tee',
    // 50/50 cotton/polyester, 5.2-5.6 oz
    styles: ['Gildan 8000', 'Jerzees 29M', 'Hanes 5170', 'Port & Company PC55'],
  },
  {
    generic: 'Tri-Blend Tee',
    // polyester/cotton/rayon tri-blend
    styles: ['Bella+Canvas 3413', 'Next Level 6010'],
  },
  {
    generic: 'Heavyweight Cotton Long Sleeve Tee',
    styles: ['Gildan 5400', 'Hanes 5186', 'Port & Company PC54LS'],
  },
  {
    generic: 'Pullover Hooded Sweatshirt',
    // 50/50 fleece, 7.8-9 oz
    styles: ['Gildan 18500', 'Hanes P170', 'Jerzees 996M', 'Port & Company PC90H'],
  },
  {
    generic: 'Crewneck Sweatshirt',
    // 50/50 fleece, 7.8-9 oz
    styles: ['Gildan 18000', 'Hanes P160', 'Jerzees 562M', 'Port & Company PC90'],
  },
] as const;

/** Case-, space- and "+"/"&" spacing-insensitive key of a style name. */
const keyOf = (style: string): string =>
  style
    .toLowerCase()
    .replace(/\s*([+&])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const groupOf = (style: string) => {
  const k = keyOf(style);
  return BLANK_SWAP_GROUPS.find((g) => g.styles.some((s) => keyOf(s) === k));
};

/** R-9-45: substitutes for a blank style, best first (the group's listed order); empty when unknown. */
export function swapSuggestions(style: string): string[] {
  const group = groupOf(style);
  if (!group) return [];
  const k = keyOf(style);
  return group.styles.filter((s) => keyOf(s) !== k);
}

/** R-9-46: branded blank -> generic name table, derived from the groups. */
export const BRANDED_TO_GENERIC: Readonly<Record<string, string>> = Object.fromEntries(
  BLANK_SWAP_GROUPS.flatMap((g) => g.styles.map((s) => [s, g.generic])),
);

/** R-9-46: generic name of a branded blank, or null when the style is not in the table. */
export const genericNameOf = (style: string): string | null => groupOf(style)?.generic ?? null;
