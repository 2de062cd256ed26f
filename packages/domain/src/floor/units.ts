/** One order line as the floor needs it: which item, product, colour, size and how many. */
export interface UnitLine {
  itemIndex: number;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  quantity: number;
}

/** One physical piece to produce: an item x size x one of its quantity. */
export interface PlannedUnit {
  /** "1042-3-2": production number, item number (1-based), unit number within the item (1-based). */
  code: string;
  itemIndex: number;
  unitNo: number;
  productIdentifier: string | null;
  color: string | null;
  size: string;
}

/** Most units one order may put on the floor (a guard against a runaway quantity). */
export const MAX_UNITS_PER_ORDER = 100_000;

/** The unit code of the `unitNo`th unit of item `itemIndex` of production order `orderNo`. */
export const unitCode = (orderNo: number, itemIndex: number, unitNo: number): string =>
  `${orderNo}-${itemIndex + 1}-${unitNo}`;

/** Reads a unit code back ("1042-3-2"), or null when it is not one. */
export function parseUnitCode(code: string): { orderNo: number; itemIndex: number; unitNo: number } | null {
  const m = /^(\d{1,12})-(\d{1,4})-(\d{1,6})$/.exec(code.trim());
  if (!m) return null;
  const [orderNo, item, unitNo] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (item < 1 || unitNo < 1) return null;
  return { orderNo, itemIndex: item - 1, unitNo };
}

/**
 * Units of an order (item x size x quantity -> one unit each), numbered per item in line order so the same
 * lines always give the same codes. Lines of the same item and size in several shipments add up.
 */
export function planUnits(orderNo: number, lines: readonly UnitLine[]): PlannedUnit[] {
  const next = new Map<number, number>();
  const out: PlannedUnit[] = [];
  const sorted = [...lines].sort((a, b) => a.itemIndex - b.itemIndex);
  for (const line of sorted) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) continue;
    for (let q = 0; q < line.quantity; q++) {
      const unitNo = (next.get(line.itemIndex) ?? 0) + 1;
      next.set(line.itemIndex, unitNo);
      out.push({
        code: unitCode(orderNo, line.itemIndex, unitNo),
        itemIndex: line.itemIndex,
        unitNo,
        productIdentifier: line.productIdentifier,
        color: line.color,
        size: line.size,
      });
      if (out.length > MAX_UNITS_PER_ORDER) throw new RangeError('Too many units for one order');
    }
  }
  return out;
}
