import type { Printable, Shipment } from '../entities/entities.ts';

/** O-4-41: the ship-message categories of a shipment. */
export const SHIP_MESSAGE_CATEGORIES = ['short', 'long', 'backlogged', 'complex'] as const;
export type ShipMessageCategory = (typeof SHIP_MESSAGE_CATEGORIES)[number];

/**
 * O-9-29..32 / R-9-57..60: where the goods come from and how long they take; `text` is our display wording
 * (O-9-33, docs/decisions/ship-message-text.md).
 */
const SHORT = { source: 'internal inventory', days: '3' } as const;
const LONG = { source: 'supplier inventory', days: '7' } as const;
const BACKLOGGED = { source: 'backlogged', days: '14-21' } as const;

/** The display text is written from the rule's source and days, so the words users read follow the rule. */
export const SHIP_MESSAGES = {
  short: { ...SHORT, text: `Ships from our ${SHORT.source} in ${SHORT.days} days.` },
  long: { ...LONG, text: `Ships from ${LONG.source} in ${LONG.days} days.` },
  backlogged: { ...BACKLOGGED, text: `Backlogged: ships in ${BACKLOGGED.days} days.` },
  complex: {
    source: 'contact sales',
    days: null,
    text: 'Mixed product types: contact sales for a ship date.',
  },
} as const satisfies Record<ShipMessageCategory, { source: string; days: string | null; text: string }>;

/** What the catalogue knows about a product's stock (plain data, so this stays pure). */
export interface ProductStock {
  /** Product type, e.g. "garment", "mug", "case", "poster" (compared case-insensitively). */
  type: string;
  /** Units on hand in our own (prime) inventory, per colour name, per size code. */
  primeStock?: Record<string, Record<string, number>> | null;
  /** O-4-51: the supplier reports the product backordered (docs/decisions/backlogged-items.md). */
  backlogged?: boolean | null;
}

/** One shipped line: a product in a colour with quantities per size. */
export interface ShipLine {
  productIdentifier: string | null;
  color: string | null;
  quantities: Record<string, number>;
}

const GARMENT = 'garment';
const total = (q: Record<string, number>): number =>
  Object.values(q).reduce((s, n) => s + (n > 0 ? n : 0), 0);

/**
 * O-4-47..50: short or long for one item. A non-garment is short. A garment is long when its colour has no
 * prime stock or a size's quantity exceeds that size's prime stock. An item whose product is unknown to the
 * catalogue is long: we cannot promise internal stock we cannot see.
 */
export function itemLeadTime(line: ShipLine, stock: ProductStock | undefined): 'short' | 'long' {
  if (!stock) return 'long';
  if (stock.type.toLowerCase() !== GARMENT) return 'short';
  const byColor = stock.primeStock ? findColor(stock.primeStock, line.color) : undefined;
  if (!byColor || total(byColor) === 0) return 'long';
  for (const size in line.quantities)
    if (Object.hasOwn(line.quantities, size) && line.quantities[size]! > (byColor[size] ?? 0)) return 'long';
  return 'short';
}

// A quote asks for the same few products' colours on every item, and a product has dozens of colours: the key
// a colour name matches is kept per prime-stock object (catalogue rows are read whole, never given or losing a
// colour in place); the colour's stock itself is read afresh.
const colorKeys = new WeakMap<object, Map<string, string | null>>();
function findColor(
  prime: Record<string, Record<string, number>>,
  color: string | null,
): Record<string, number> | undefined {
  if (color == null) return undefined;
  let keys = colorKeys.get(prime);
  if (!keys) {
    keys = new Map();
    colorKeys.set(prime, keys);
  }
  let key = keys.get(color);
  if (key === undefined) {
    const wanted = color.trim().toLowerCase();
    key = Object.keys(prime).find((c) => c.trim().toLowerCase() === wanted) ?? null;
    if (keys.size < 1000) keys.set(color, key);
  }
  return key === null ? undefined : prime[key];
}

/**
 * O-4-42..46: the category of a set of lines, or null when nothing ships. Only lines with a nonzero quantity
 * count; more than one product type mixed is complex; otherwise backlogged beats long beats short.
 */
export function shipMessageCategory(
  lines: readonly ShipLine[],
  stockOf: (productIdentifier: string) => ProductStock | undefined,
): ShipMessageCategory | null {
  const counted = lines.filter((l) => total(l.quantities) > 0);
  if (counted.length === 0) return null;
  const stocks = counted.map((l) => (l.productIdentifier == null ? undefined : stockOf(l.productIdentifier)));
  // Products the catalogue does not know have no type to mix; they still count as long below.
  const types = new Set(stocks.flatMap((s) => (s ? [s.type.toLowerCase()] : [])));
  if (types.size > 1) return 'complex';
  if (stocks.some((s) => s?.backlogged === true)) return 'backlogged';
  return counted.some((l, i) => itemLeadTime(l, stocks[i]) === 'long') ? 'long' : 'short';
}

/** The ship lines of a shipment: each item joined with its printable's product and colour. */
export function shipmentLines(shipment: Shipment, printables: readonly Printable[]): ShipLine[] {
  const byId = new Map(printables.map((p) => [p.id, p]));
  return shipment.items.flatMap((item) => {
    const p = byId.get(item.printableId);
    return p ? [{ productIdentifier: p.productIdentifier, color: p.color, quantities: item.quantities }] : [];
  });
}

/** O-4-41: the ship message of one shipment, with its display text; null when nothing ships. */
export function shipmentShipMessage(
  shipment: Shipment,
  printables: readonly Printable[],
  stock: Readonly<Record<string, ProductStock>>,
): { category: ShipMessageCategory; text: string } | null {
  const category = shipMessageCategory(shipmentLines(shipment, printables), (id) => stock[id]);
  return category === null ? null : { category, text: SHIP_MESSAGES[category].text };
}

const SOURCE_SENTENCES: Record<ShipMessageCategory, string> = {
  short: 'Ships from our internal inventory',
  long: 'Ships from supplier inventory',
  backlogged: 'Backlogged at the supplier',
  complex: 'Mixed product types ship together',
};

/**
 * O-4-41 with O-4-52..54: the ship message of a shipment agreeing with its quote. Once the quote gives the
 * shipment's production days (its longest item), the message says those days and never a different promise (a
 * mixed shipment no longer says "contact sales" next to "3 business days"); before that, the category's text.
 */
export function shipMessageText(category: ShipMessageCategory, slaDays: number | null | undefined): string {
  if (slaDays == null) return SHIP_MESSAGES[category].text;
  if (slaDays < 0) return `${SOURCE_SENTENCES[category]}: we will confirm the date after review.`;
  return `${SOURCE_SENTENCES[category]}: ready to ship in ${slaDays} business ${slaDays === 1 ? 'day' : 'days'}.`;
}
