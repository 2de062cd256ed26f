import { DomainError } from '../errors/domain-error.ts';
import { type Cents, cents } from '../units/units.ts';

/**
 * O-9-24 / R-9-106: prices are handled as integer cents. Every helper here checks that its inputs and result are
 * safe integers, so a float that slipped in (19.99 * 100 = 1998.9999999999998) fails loudly instead of drifting.
 */

/** A Cents value after checking it is a safe integer. */
export function toCents(n: number): Cents {
  if (!Number.isSafeInteger(n))
    throw new DomainError('invalid_cents', `Cents must be a safe integer, got ${n}`);
  return cents(n);
}

/** Sum of cent amounts. */
export const sumCents = (amounts: readonly number[]): Cents =>
  toCents(amounts.reduce((a, b) => a + toCents(b), 0));

/** a + b in cents. */
export const addCents = (a: number, b: number): Cents => toCents(toCents(a) + toCents(b));

/** a - b in cents (may be negative: credits, refunds). */
export const subtractCents = (a: number, b: number): Cents => toCents(toCents(a) - toCents(b));

/** A unit price times an integer quantity. */
export function multiplyCents(unit: number, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) {
    throw new DomainError('invalid_quantity', `Quantity must be an integer, got ${quantity}`);
  }
  return toCents(toCents(unit) * quantity);
}

/** How a fractional cent result becomes whole cents. */
export type CentRounding = 'round' | 'floor' | 'ceil';

// 15 significant digits drop the binary noise of products like 1.005 * 100 = 100.49999999999999.
const clean = (n: number) => Number(n.toPrecision(15));

const roundTo = (n: number, mode: CentRounding) =>
  mode === 'floor' ? Math.floor(n) : mode === 'ceil' ? Math.ceil(n) : Math.sign(n) * Math.round(Math.abs(n));

/** An amount times a rate (markup, discount, tax), rounded to whole cents; halves round away from zero. */
export function scaleCents(amount: number, factor: number, mode: CentRounding = 'round'): Cents {
  if (!Number.isFinite(factor))
    throw new DomainError('invalid_factor', `Factor must be finite, got ${factor}`);
  return toCents(roundTo(clean(toCents(amount) * factor), mode));
}

/** A dollar amount as a number (12.34) to cents (1234), halves away from zero. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars))
    throw new DomainError('invalid_dollars', `Dollars must be finite, got ${dollars}`);
  return toCents(roundTo(clean(dollars * 100), 'round'));
}

const DOLLARS_TEXT = /^\s*(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?\s*$/;

/** A typed dollar amount ("12.34", "$1,234.5", "-3") to cents, or null when it is not a money amount. */
export function parseDollars(text: string): Cents | null {
  const m = DOLLARS_TEXT.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const whole = Number((m[2] ?? '0').replaceAll(',', ''));
  const fraction = Number((m[3] ?? '0').padEnd(2, '0'));
  const value = whole * 100 + fraction;
  if (!Number.isSafeInteger(value)) return null;
  return cents(m[1] && value !== 0 ? -value : value);
}
