/**
 * The pricing model's tables (docs/decisions/pricing-model.md). They live in the database (seeded, editable);
 * the functions of this folder are pure and take them as an argument. Every amount is integer cents.
 */
export interface ScreenprintRow {
  /** Ink colours of the side, 1..8 (R-5-18). */
  colors: number;
  /** Smallest quantity of the tier; the row with the largest minQuantity <= quantity applies. */
  minQuantity: number;
  perSideCents: number;
}

export interface DtgRow {
  /** "small", "medium", "large". */
  areaTier: string;
  /** The tier holds artwork up to this many square inches. */
  maxSquareInches: number;
  firstSideCents: number;
  additionalSideCents: number;
}

export interface EmbroideryTable {
  /** Per embroidered side, the first `freeStitches` included (R-9-63). */
  perSideCents: number;
  freeStitches: number;
  stitchTier: number;
  perTierCents: number;
}

export interface FeeTable {
  /** Rush fee percent of the item's goods (printing + blanks) by rush days (1, 3, 5). */
  rushPercent: Record<string, number>;
  rushMinimumCents: number;
  preProductionCents: number;
  foldPolyPerPieceCents: number;
  proofCents: number;
  screenSetupPerColorCents: number;
}

export interface ShippingRate {
  baseCents: number;
  perPieceCents: number;
}

export interface PricingTables {
  screenprint: ScreenprintRow[];
  dtg: DtgRow[];
  embroidery: EmbroideryTable;
  /** Flat printing price by print type and variant (mug size, poster size, "default"). */
  flat: Record<string, Record<string, number>>;
  fees: FeeTable;
  /** Pricing tier code -> percent off printing. */
  tiers: Record<string, number>;
  /** US state -> sales tax in basis points (1/100 of a percent). */
  salesTax: Record<string, number>;
  /** Shipping service code (and "international") -> rate. */
  shipping: Record<string, ShippingRate>;
  /** Production business days by print type, before rush. */
  productionDays: Record<string, number>;
  /** US state -> facility -> delivery days. */
  deliveryDays: Record<string, Record<string, number>>;
}

/** Rounds half away from zero to whole cents (amounts here are never negative). */
export const roundCents = (amount: number): number => Math.round(amount);

/** `percent` % of `cents`, rounded to whole cents. */
export const percentOf = (cents: number, percent: number): number => roundCents((cents * percent) / 100);
