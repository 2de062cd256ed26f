import { colourLimit, EMBROIDERY_FREE_STITCHES, SCREENPRINT_COLOUR_LIMIT } from '../design/colour-limits.ts';
import type { EngineItem, EngineRequest } from '../pricing/quote-types.ts';
import { isFlatPrintType, QUOTE_PRINT_TYPES, type QuotePrintType } from '../pricing/quote-print-types.ts';

/** Most pieces of one size the public calculator prices (a bigger run is a sales conversation). */
export const CALCULATOR_MAX_PER_SIZE = 10_000;
export const CALCULATOR_MAX_STITCHES = 100_000;

/** What the public price calculator asks: one product in one colour, printed on its front. */
export interface CalculatorInput {
  product: string;
  color: string;
  printType: QuotePrintType;
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
    colors: int(q.colors, 1, 1, colourLimit(type) ?? SCREENPRINT_COLOUR_LIMIT),
    stitches: int(q.stitches, EMBROIDERY_FREE_STITCHES, 1, CALCULATOR_MAX_STITCHES),
    quantities: quantities.slice(0, 20),
  };
}

/** The quote-engine request of a calculator input: front side only, no design, no address (SLA due date on). */
export function calculatorRequest(c: CalculatorInput): EngineRequest {
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
  };
  return { items: [item], sla: true };
}
