import { colourLimit, EMBROIDERY_FREE_STITCHES, SCREENPRINT_COLOUR_LIMIT } from '../design/colour-limits.ts';
import type { PlacedElement } from '../pricing/placed-area.ts';
import type { EngineItem, EngineRequest } from '../pricing/quote-types.ts';
import { isFlatPrintType, QUOTE_PRINT_TYPES, type QuotePrintType } from '../pricing/quote-print-types.ts';

/** Most pieces of one size the public calculator prices (a bigger run is a sales conversation). */
export const CALCULATOR_MAX_PER_SIZE = 10_000;
export const CALCULATOR_MAX_STITCHES = 100_000;

/**
 * The DTG print sizes the calculator prices (DTG is priced by the area the artwork covers): a price without a
 * design names the size it assumes, so it is the price checkout charges for artwork of that size.
 */
export const CALCULATOR_PRINT_SIZES = {
  small: { label: 'Small (up to 4 × 4 in)', width: 4, height: 4 },
  medium: { label: 'Medium (up to 10 × 12 in)', width: 10, height: 12 },
  full: { label: 'Whole print area', width: null, height: null },
} as const;
export type CalculatorPrintSize = keyof typeof CALCULATOR_PRINT_SIZES;
/** The print size a price assumes when nobody chose one: a usual chest print. */
export const DEFAULT_PRINT_SIZE: CalculatorPrintSize = 'medium';

/** What the public price calculator asks: one product in one colour, printed on its front. */
export interface CalculatorInput {
  product: string;
  color: string;
  printType: QuotePrintType;
  /** DTG: the size of the artwork on the front. */
  printSize: CalculatorPrintSize;
  /** Ink colours (screenprint) or thread colours (embroidery) on the front. */
  colors: number;
  stitches: number;
  quantities: { size: string; quantity: number }[];
}

const int = (v: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/**
 * Reads the calculator's query (`product`, `color`, `type`, `colors`, `stitches`, `q.<size>`): numbers are
 * clamped into range and empty quantities dropped, so any query gives a request the quote engine can judge.
 */
export function readCalculatorQuery(q: Readonly<Record<string, string | undefined>>): CalculatorInput {
  const type = (q.type ?? '').trim();
  const quantities: { size: string; quantity: number }[] = [];
  for (const [k, v] of Object.entries(q)) {
    if (!k.startsWith('q.')) continue;
    const quantity = int(v, 0, 0, CALCULATOR_MAX_PER_SIZE);
    if (quantity > 0) quantities.push({ size: k.slice(2, 20), quantity });
  }
  return {
    product: (q.product ?? '').trim().slice(0, 100),
    color: (q.color ?? '').trim().slice(0, 60),
    printType: (QUOTE_PRINT_TYPES as readonly string[]).includes(type)
      ? (type as QuotePrintType)
      : 'screenprint',
    printSize: Object.hasOwn(CALCULATOR_PRINT_SIZES, q.size ?? '')
      ? (q.size as CalculatorPrintSize)
      : DEFAULT_PRINT_SIZE,
    colors: int(q.colors, 1, 1, colourLimit(type) ?? SCREENPRINT_COLOUR_LIMIT),
    stitches: int(q.stitches, EMBROIDERY_FREE_STITCHES, 1, CALCULATOR_MAX_STITCHES),
    quantities: quantities.slice(0, 20),
  };
}

/**
 * The artwork a DTG print size places on a front print area (inches): one element of that size, fitted into the
 * area; undefined for the whole area (the engine then prices the whole print area) or an unknown area.
 */
export function calculatorPlacement(
  size: CalculatorPrintSize,
  area: { width: number; height: number } | undefined,
): PlacedElement[] | undefined {
  const s = CALCULATOR_PRINT_SIZES[size];
  if (!area || s.width === null || !(area.width > 0)) return undefined;
  const width = Math.min(s.width, area.width);
  const height = Math.min(s.height, area.height);
  return [{ width: width / area.width, aspect: height / width }];
}

/**
 * The quote-engine request of a calculator input: front side only, no address (SLA due date on). DTG places
 * artwork of the chosen print size on `frontArea` (the product's front print area, once known), the same
 * placements the editor sends for a draft, so both are measured by the engine alike.
 */
export function calculatorRequest(
  c: CalculatorInput,
  frontArea?: { width: number; height: number },
): EngineRequest {
  const placed = c.printType === 'dtg' ? calculatorPlacement(c.printSize, frontArea) : undefined;
  const item: EngineItem = {
    type: c.printType,
    products: c.quantities.map((l) => ({
      id: c.product,
      size: l.size,
      color: c.color,
      quantity: l.quantity,
    })),
    address: null,
    ...(isFlatPrintType(c.printType)
      ? {}
      : { sides: { front: c.printType === 'screenprint' || c.printType === 'embr' ? c.colors : 1 } }),
    ...(c.printType === 'embr'
      ? { quoteDetails: { embroidery: { sides: { front: { stitchCount: c.stitches, colors: c.colors } } } } }
      : {}),
    ...(placed ? { quoteDetails: { placed: { front: placed } } } : {}),
  };
  return { items: [item], sla: true };
}

/** What a calculator price assumes, in words ("for a medium print on the front (up to 10 × 12 in)"). */
export function calculatorAssumption(c: Pick<CalculatorInput, 'printType' | 'colors' | 'printSize'>): string {
  if (c.printType === 'dtg') {
    const s = CALCULATOR_PRINT_SIZES[c.printSize];
    return s.width === null
      ? 'for a print filling the whole front print area'
      : `for a ${c.printSize} print on the front (up to ${s.width} × ${s.height} in)`;
  }
  if (c.printType === 'screenprint')
    return `for ${c.colors} ink ${c.colors === 1 ? 'colour' : 'colours'} on the front`;
  if (c.printType === 'embr')
    return `for ${c.colors} thread ${c.colors === 1 ? 'colour' : 'colours'} on the front`;
  return 'printed in full colour';
}
