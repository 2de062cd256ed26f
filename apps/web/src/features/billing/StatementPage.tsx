import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { serviceUrl } from '@/lib/service-url.ts';
import { useStatementQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/statement (and invoiceStatement): a month's opening, transactions and closing; PDF, CSV. */
export default function StatementPage() {
  const [month, setMonth] = useState(new Date().toISOString().slice(0, 7));
  const res = useStatementQuery(month, { skip: !/^\d{4}-\d{2}$/.test(month) });
  const s = res.data;
  return (
    <section aria-labelledby="st-title">
      <h1 id="st-title">Statements</h1>
      <BillingNav />
      <label htmlFor="st-month">Month</label>{' '}
      <input id="st-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />{' '}
      <a href={serviceUrl('v2', '/billing/statement.pdf', { month })}>Statement PDF</a>{' '}
      <a href={serviceUrl('v2', '/billing/statement.csv', { month })}>Statement CSV</a>
      {res.error && <p role="alert">{'message' in res.error ? res.error.message : 'Not loaded.'}</p>}
      {s && (
        <div className="table-scroll">
          <table>
            <caption>Statement for {s.month}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Transaction</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td />
                <th scope="row">Opening balance</th>
                <td>{formatDollars(s.opening)}</td>
              </tr>
              {s.transactions.map((t) => (
                <tr key={t.id}>
                  <td>{new Date(t.createdAt).toLocaleDateString()}</td>
                  <td>
                    {t.type}
                    {t.note ? ` (${t.note})` : ''}
                  </td>
                  <td>{formatDollars(t.direction === 'credit' ? t.amount : -t.amount)}</td>
                </tr>
              ))}
              <tr>
                <td />
                <th scope="row">Closing balance</th>
                <td>{formatDollars(s.closing)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
