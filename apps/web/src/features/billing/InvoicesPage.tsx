import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { Link } from 'react-router';
import { serviceUrl } from '@/lib/service-url.ts';
import { useInvoicesQuery, usePayInvoiceMutation } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/invoices: one invoice per order, its PDF, and paying an open one from the balance. */
export default function InvoicesPage() {
  const [page, setPage] = useState(1);
  const res = useInvoicesQuery({ page });
  const [pay] = usePayInvoiceMutation();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const payFromBalance = (invoiceId: string, number: string) =>
    pay({ invoiceId, method: 'balance' })
      .unwrap()
      .then(
        () => setMessage({ kind: 'ok', text: `${number} paid.` }),
        (e: { message?: string }) => setMessage({ kind: 'error', text: e.message ?? 'Not paid.' }),
      );
  return (
    <section aria-labelledby="inv-title">
      <h1 id="inv-title">Invoices</h1>
      <BillingNav />
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'error' : ''}
        >
          {message.text}
        </p>
      )}
      {res.error && <p role="alert">{'message' in res.error ? res.error.message : 'Not loaded.'}</p>}
      {res.data && res.data.rows.length === 0 && <p>No invoices yet.</p>}
      {res.data && res.data.rows.length > 0 && (
        <div className="table-scroll">
          <table>
            <caption>{res.data.count} invoice(s)</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {res.data.rows.map((i) => (
                <tr key={i.id}>
                  <td>
                    <Link to={`/manager/v2/billing/invoice/${i.id}`}>{i.number}</Link>
                  </td>
                  <td>{i.orderName ?? i.orderId ?? ''}</td>
                  <td>{new Date(i.createdAt).toLocaleDateString()}</td>
                  <td>{formatDollars(i.total)}</td>
                  <td>
                    {i.status === 'paid' ? (
                      'Paid'
                    ) : (
                      <button type="button" onClick={() => payFromBalance(i.id, i.number)}>
                        Pay {i.number}
                      </button>
                    )}
                  </td>
                  <td>
                    <a href={serviceUrl('v2', '/billing/invoice/:invoiceId', { invoiceId: `${i.id}.pdf` })}>
                      {i.number} PDF
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {res.data && res.data.pages > 1 && (
        <p>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </button>{' '}
          <button type="button" disabled={page >= res.data.pages} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </p>
      )}
    </section>
  );
}
