import { LEDGER_CREDIT_TYPES } from '@platen/domain/billing/ledger';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { DEBIT_TYPES } from '@platen/domain/operations/store-credit-types';
import { useSearchParams } from 'react-router';
import { useTransactionsQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

const TYPES = [...new Set<string>([...LEDGER_CREDIT_TYPES, ...DEBIT_TYPES])].sort();

/** /manager/v2/billing/transactions: the ledger, newest first, filtered by type and dates, a page at a time. */
export default function TransactionsPage() {
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const f = { type: query.get('type') ?? '', from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const res = useTransactionsQuery({
    page,
    ...(f.type ? { type: f.type } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  });
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(query);
    if (k !== 'page') next.delete('page');
    if (v) next.set(k, v);
    else next.delete(k);
    setQuery(next);
  };
  return (
    <section aria-labelledby="tx-title">
      <h1 id="tx-title">Transactions</h1>
      <BillingNav />
      <form aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="tx-type">Type</label>{' '}
        <select id="tx-type" value={f.type} onChange={(e) => set('type', e.target.value)}>
          <option value="">Any</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>{' '}
        <label htmlFor="tx-from">From</label>{' '}
        <input id="tx-from" type="date" value={f.from} onChange={(e) => set('from', e.target.value)} />{' '}
        <label htmlFor="tx-to">To</label>{' '}
        <input id="tx-to" type="date" value={f.to} onChange={(e) => set('to', e.target.value)} />
      </form>
      {res.error && <p role="alert">{'message' in res.error ? res.error.message : 'Not loaded.'}</p>}
      {res.data && res.data.rows.length === 0 && <p>No transactions.</p>}
      {res.data && res.data.rows.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>
              {res.data.count} transaction(s), page {page} of {res.data.pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Note</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {res.data.rows.map((t) => (
                <tr key={t.id}>
                  <td>{new Date(t.createdAt).toLocaleDateString()}</td>
                  <td>{t.type}</td>
                  <td>{t.note ?? ''}</td>
                  <td>{formatDollars(t.direction === 'credit' ? t.amount : -t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {res.data && res.data.pages > 1 && (
        <p>
          <button type="button" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
            Previous page
          </button>{' '}
          <button
            type="button"
            disabled={page >= res.data.pages}
            onClick={() => set('page', String(page + 1))}
          >
            Next page
          </button>
        </p>
      )}
    </section>
  );
}
