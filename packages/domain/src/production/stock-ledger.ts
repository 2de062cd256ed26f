import { INVENTORY_CHECKPOINTS, type InventoryCheckpoint } from './inventory-checkpoints.ts';

/** What moves blank stock at a facility: a delivery, a blank pulled for a unit, a counted correction. */
export const STOCK_MOVEMENT_KINDS = ['receipt', 'consumption', 'adjustment'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** One ledger row: receipts and consumptions are counts (>= 0), an adjustment is signed. */
export interface StockMovement {
  kind: StockMovementKind;
  quantity: number;
}

/** A sku's ledger summed per kind. */
export interface StockTotals {
  received: number;
  consumed: number;
  adjusted: number;
}

/** The one stock rule: on-hand = received - consumed + adjustments. */
export const onHand = (t: StockTotals): number => t.received - t.consumed + t.adjusted;

/** Sums a ledger per kind. */
export function stockTotals(movements: readonly StockMovement[]): StockTotals {
  const t: StockTotals = { received: 0, consumed: 0, adjusted: 0 };
  for (const m of movements) {
    if (m.kind === 'receipt') t.received += m.quantity;
    else if (m.kind === 'consumption') t.consumed += m.quantity;
    else t.adjusted += m.quantity;
  }
  return t;
}

/**
 * A low-stock flag: what is free to allocate (on-hand minus reserved) is at or below this many blanks
 * (docs/decisions/inventory-screen.md; the spec gives no threshold).
 */
export const LOW_STOCK_AT = 6;

/** A stock line as the inventory screen shows it. */
export interface StockLevel {
  onHand: number;
  reserved: number;
  available: number;
  onOrder: number;
  low: boolean;
}

/** On-hand from the ledger; available = on-hand - reserved; low when available is at or below LOW_STOCK_AT. */
export function stockLevel(t: StockTotals, reserved: number, onOrder: number): StockLevel {
  const have = onHand(t);
  const available = have - reserved;
  return { onHand: have, reserved, available, onOrder, low: available <= LOW_STOCK_AT };
}

/** The largest correction one adjustment may make, up or down. */
export const MAX_ADJUSTMENT = 100_000;

/**
 * R-4-36: a counted correction of a sku's stock, with one of the inventory checkpoints as its reason. Refused
 * with a sentence: no change, an unknown reason, or fewer blanks left on hand than units have reserved.
 */
export function adjustmentRefusal(
  level: { onHand: number; reserved: number },
  delta: number,
  reason: string,
): string | null {
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_ADJUSTMENT)
    return `An adjustment is a whole number of blanks from -${MAX_ADJUSTMENT} to ${MAX_ADJUSTMENT}, not 0.`;
  if (!(INVENTORY_CHECKPOINTS as readonly string[]).includes(reason))
    return `The reason must be one of the inventory checkpoints: ${INVENTORY_CHECKPOINTS.join(', ')}.`;
  if (level.onHand + delta < level.reserved) {
    const free = Math.max(0, level.onHand - level.reserved);
    return `Only ${free} can be taken off: ${level.onHand} on hand, ${level.reserved} reserved for units not yet pulled.`;
  }
  return null;
}

export type { InventoryCheckpoint };
