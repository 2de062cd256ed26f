import type { Cents } from '../units/units.ts';
import { toCents } from './cents.ts';

/** O-3-22: a price for one size of a saved (database) printable. */
export interface SizePrice {
  size: string;
  price: number;
}

// Prices computed through markups carry binary noise (1998.9999999999998 for 19.99 * 100); trimming to 9
// decimals first keeps the floor from losing a whole cent to it.
const floorClean = (n: number) => Math.floor(Number(n.toFixed(9)));

/** O-9-26: a size price floored to a whole number of cents. */
export function floorSizePrice(price: number): Cents {
  return toCents(floorClean(price));
}

/** O-9-26: every size price floored to whole cents. */
export function floorSizePrices(prices: readonly SizePrice[]): Array<{ size: string; price: Cents }> {
  return prices.map(({ size, price }) => ({ size, price: floorSizePrice(price) }));
}
