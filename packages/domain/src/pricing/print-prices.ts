import type { PricingTables } from './pricing-tables.ts';

/** Price of the printing of one item: per-piece part, one-off setup, and their total over the quantity. */
export interface PrintingPrice {
  perPieceCents: number;
  setupCents: number;
  totalCents: number;
}

const total = (perPieceCents: number, setupCents: number, quantity: number): PrintingPrice => ({
  perPieceCents,
  setupCents,
  totalCents: perPieceCents * quantity + setupCents,
});

/**
 * Screenprint, per printed side, by its ink colours and the quantity tier of the whole item: the row of the
 * side's colour count with the largest minimum quantity not above the quantity (the smallest tier below it).
 */
export function screenprintSideCents(tables: PricingTables, colors: number, quantity: number): number | null {
  const rows = tables.screenprint
    .filter((r) => r.colors === colors)
    .sort((a, b) => a.minQuantity - b.minQuantity);
  if (rows.length === 0) return null;
  let row = rows[0]!;
  for (const r of rows) if (r.minQuantity <= quantity) row = r;
  return row.perSideCents;
}

/**
 * Screenprint printing: the sum of each side's per-piece price times the quantity, plus one screen per ink
 * colour per side (setup). `sideColors` holds the colour count of each printed side.
 */
export function screenprintPrice(
  tables: PricingTables,
  sideColors: readonly number[],
  quantity: number,
): PrintingPrice | null {
  let perPiece = 0;
  for (const colors of sideColors) {
    const side = screenprintSideCents(tables, colors, quantity);
    if (side === null) return null;
    perPiece += side;
  }
  const screens = sideColors.reduce((s, c) => s + c, 0);
  return total(perPiece, screens * tables.fees.screenSetupPerColorCents, quantity);
}

/** DTG area tier of artwork covering `squareInches`: the smallest tier that holds it (the largest otherwise). */
export function dtgAreaTier(tables: PricingTables, squareInches: number): string {
  const rows = [...tables.dtg].sort((a, b) => a.maxSquareInches - b.maxSquareInches);
  return (rows.find((r) => squareInches <= r.maxSquareInches) ?? rows.at(-1))?.areaTier ?? 'large';
}

/**
 * DTG printing: the most expensive side counts as the first side, every other side at the additional-side
 * price of its area tier. No setup.
 */
export function dtgPrice(
  tables: PricingTables,
  sideTiers: readonly string[],
  quantity: number,
): PrintingPrice | null {
  const rows = sideTiers.map((t) => tables.dtg.find((r) => r.areaTier === t));
  if (rows.some((r) => !r)) return null;
  const sorted = (rows as NonNullable<(typeof rows)[number]>[]).sort(
    (a, b) => b.firstSideCents - a.firstSideCents,
  );
  const perPiece = sorted.reduce((s, r, i) => s + (i === 0 ? r.firstSideCents : r.additionalSideCents), 0);
  return total(perPiece, 0, quantity);
}

/** R-9-63: charged stitch tiers of a side: every started tier above the free stitches. */
export function embroideryTiers(tables: PricingTables, stitchCount: number): number {
  const { freeStitches, stitchTier } = tables.embroidery;
  return Math.max(0, Math.ceil((stitchCount - freeStitches) / stitchTier));
}

/** Embroidery printing: per side the side price plus its stitch tiers, times the quantity. */
export function embroideryPrice(
  tables: PricingTables,
  sideStitches: readonly number[],
  quantity: number,
): PrintingPrice {
  const e = tables.embroidery;
  const perPiece = sideStitches.reduce(
    (s, n) => s + e.perSideCents + embroideryTiers(tables, n) * e.perTierCents,
    0,
  );
  return total(perPiece, 0, quantity);
}

/** Flat printing of mugs, cases, posters and sublimation by variant (falls back to the "default" variant). */
export function flatPrice(
  tables: PricingTables,
  printType: string,
  variant: string,
  quantity: number,
): PrintingPrice | null {
  const table = tables.flat[printType];
  const cents = table?.[variant] ?? table?.default;
  return cents === undefined ? null : total(cents, 0, quantity);
}
