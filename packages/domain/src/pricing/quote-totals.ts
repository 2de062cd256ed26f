import type { BreakdownEntry, QuoteTotals } from './quote-types.ts';

/** Quote step "totals": each breakdown column summed over the items, and their sum. */
export function quoteTotals(breakdown: readonly BreakdownEntry[]): QuoteTotals {
  const sum = (k: keyof BreakdownEntry) => breakdown.reduce((s, b) => s + b[k], 0);
  const totals = {
    printing: sum('printing'),
    blanks: sum('blanks'),
    shipping: sum('shipping'),
    fees: sum('fees'),
    tax: sum('tax'),
    total: 0,
  };
  totals.total = totals.printing + totals.blanks + totals.shipping + totals.fees + totals.tax;
  return totals;
}
