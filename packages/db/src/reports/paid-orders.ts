/**
 * What a customer paid for orders, read from the ledger alone (docs/decisions/query-reports.md): every ledger
 * row tied to an order except claim credits; a debit (the order's payment, a re-price charge) adds, a credit
 * (a cancel's or re-price's refund) subtracts. Claim credits are goodwill, not a change of the order's price.
 * Used by the top customers report and the CRM's lifetime value: one definition.
 */
export const PAID_ORDER_ROW = `order_id IS NOT NULL AND type <> 'claim'`;
export const PAID_ORDER_CENTS = `CASE WHEN direction = 'debit' THEN amount_cents ELSE -amount_cents END`;
