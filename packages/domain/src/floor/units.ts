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

/** A unit of the order as a reship sees it. */
export interface ExistingUnit {
  itemIndex: number;
  unitNo: number;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  station: string;
  barcode: string;
}

/** A unit to print again for a reship: the claimed piece it replaces and the shipment it travels in. */
export interface ReshipUnit extends PlannedUnit {
  replaces: string;
  shipmentIndex: number;
}

/**
 * R-4-06 (open) a reship approved on a claim prints the claimed pieces again: per claimed item, `quantity` new
 * units copying the size of the item's shipped units in unit order (the claim names pieces, not sizes), numbered
 * after the item's last unit, all in the reship's new shipment. An item with fewer shipped units than claimed
 * reprints what it has. docs/decisions/reships.md.
 */
export function planReshipUnits(
  orderNo: number,
  units: readonly ExistingUnit[],
  claimed: readonly { itemIndex: number; quantity: number }[],
  shipmentIndex: number,
): ReshipUnit[] {
  const out: ReshipUnit[] = [];
  for (const c of claimed) {
    const own = units.filter((u) => u.itemIndex === c.itemIndex);
    const shipped = own.filter((u) => u.station === 'shipped').sort((a, b) => a.unitNo - b.unitNo);
    const planned = out.filter((u) => u.itemIndex === c.itemIndex);
    let next = Math.max(0, ...own.map((u) => u.unitNo), ...planned.map((u) => u.unitNo));
    for (const piece of shipped.slice(0, Math.max(0, Math.floor(c.quantity)))) {
      next += 1;
      out.push({
        code: unitCode(orderNo, c.itemIndex, next),
        itemIndex: c.itemIndex,
        unitNo: next,
        productIdentifier: piece.productIdentifier,
        color: piece.color,
        size: piece.size,
        replaces: piece.barcode,
        shipmentIndex,
      });
    }
  }
  return out;
}
