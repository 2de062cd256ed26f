import { DomainError } from '../errors/domain-error.ts';
import type { Cents } from '../units/units.ts';
import { toCents } from './cents.ts';

/**
 * A whole-cent total split over weights (piece counts) by largest remainder: every part is whole cents, within
 * one cent of its exact share, and the parts add up exactly to the total (O-9-24). Rounding each part on its own
 * (a unit price times a quantity) loses or gains up to a cent per part, so sizes no longer add up to the line.
 * Leftover cents go to the largest remainders; ties to the earlier part, so the split is deterministic.
 */
export function allocateCents(total: number, weights: readonly number[]): Cents[] {
  const whole = BigInt(toCents(total));
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0)
      throw new DomainError('invalid_quantity', `Weights must be whole numbers >= 0, got ${w}`);
  }
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n) {
    if (whole !== 0n) throw new DomainError('invalid_quantity', `Cannot split ${total} cents over no pieces`);
    return weights.map(() => toCents(0));
  }
  const sign = whole < 0n ? -1n : 1n;
  const abs = whole * sign;
  const parts = weights.map((w, i) => {
    const exact = abs * BigInt(w);
    return { i, floor: exact / sum, remainder: exact % sum };
  });
  let left = abs - parts.reduce((a, p) => a + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const p of byRemainder) {
    if (left === 0n) break;
    p.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => toCents(Number(p.floor * sign)));
}
