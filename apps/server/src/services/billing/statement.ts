import { billingRepository, type Db } from '@platen/db';
import { signedAmount } from '@platen/domain/billing/ledger';
import { transactionView } from './account.ts';

/** The UTC bounds of a YYYY-MM month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1)).toISOString(),
    to: new Date(Date.UTC(y, m, 1)).toISOString(),
  };
}

/** A monthly statement: opening balance, every transaction of the month, closing balance (all from the ledger). */
export async function statementFor(db: Db, userId: string, month: string) {
  const { from, to } = monthBounds(month);
  const repo = billingRepository(db);
  const [opening, rows] = await Promise.all([
    repo.balanceBefore(userId, from),
    repo.between(userId, from, to),
  ]);
  const credits = rows.filter((r) => r.direction === 'credit').reduce((s, r) => s + r.amount, 0);
  const debits = rows.filter((r) => r.direction === 'debit').reduce((s, r) => s + r.amount, 0);
  const closing = rows.reduce((s, r) => s + signedAmount(r), opening);
  return { month, opening, closing, credits, debits, transactions: rows.map(transactionView) };
}
