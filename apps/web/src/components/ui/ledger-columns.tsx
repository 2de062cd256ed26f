import type { Transaction } from '@platen/contracts';
import { formatDollars } from '@platen/domain/money/format-dollars';
import type { Column } from './DataTable.tsx';

/** A ledger entry's amount in dollars, signed: a debit shows negative. */
export const signedDollars = (t: Pick<Transaction, 'direction' | 'amount'>) =>
  formatDollars(t.direction === 'credit' ? t.amount : -t.amount);

/** The columns of a ledger table (the customer's transactions, the staff account view): date, type, note, amount. */
export function ledgerColumns(date: (iso: string) => string): Column<Transaction>[] {
  return [
    { header: 'Date', cell: (t) => date(t.createdAt) },
    { header: 'Type', cell: (t) => t.type },
    { header: 'Note', cell: (t) => t.note ?? '' },
    { header: 'Amount', cell: signedDollars },
  ];
}

/** Dates as a list shows them: the day, or the day and time. */
export const dayOf = (iso: string) => new Date(iso).toLocaleDateString();
export const momentOf = (iso: string) => new Date(iso).toLocaleString();
