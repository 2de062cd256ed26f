/** The money parts of a priced order (the quote's totals, cents). */
export interface OrderTotals {
  printing: number;
  blanks: number;
  shipping: number;
  fees: number;
  tax: number;
  total: number;
  /** A coupon's discount, its own line (docs/decisions/coupons.md); absent: none. */
  coupon?: { label: string; discountCents: number } | null;
}

/** One invoice line in cents. */
export interface InvoiceLineDraft {
  description: string;
  quantity: number;
  unit: number;
  amount: number;
}

export interface InvoiceDraft {
  lines: InvoiceLineDraft[];
  subtotal: number;
  tax: number;
  total: number;
}

const line = (description: string, amount: number): InvoiceLineDraft => ({
  description,
  quantity: 1,
  unit: amount,
  amount,
});

/**
 * The invoice of an order: a line per priced part, the tax, and the total the order was charged. Whatever the
 * parts do not explain (discounts, rounding) is one "Discounts and adjustments" line, so lines + tax always equal
 * the total the ledger debits.
 */
export function invoiceFromTotals(t: OrderTotals): InvoiceDraft {
  const lines = [
    line('Printing', t.printing),
    line('Blank garments and products', t.blanks),
    line('Shipping', t.shipping),
    line('Fees', t.fees),
  ].filter((l, i) => i === 0 || l.amount !== 0);
  if (t.coupon && t.coupon.discountCents > 0) lines.push(line(t.coupon.label, -t.coupon.discountCents));
  const parts = lines.reduce((s, l) => s + l.amount, 0);
  const rest = t.total - t.tax - parts;
  if (rest !== 0) lines.push(line('Discounts and adjustments', rest));
  return { lines, subtotal: t.total - t.tax, tax: t.tax, total: t.total };
}

/** The invoice number as printed ("INV-001042"). */
export const invoiceNumberLabel = (n: number): string => `INV-${String(n).padStart(6, '0')}`;
