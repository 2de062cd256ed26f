import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link, useParams } from 'react-router';
import { serviceUrl } from '@/lib/service-url.ts';
import { useInvoiceQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/invoice/{invoiceId}: lines, tax, total, status and the PDF. */
export default function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const res = useInvoiceQuery(invoiceId);
  const i = res.data;
  return (
    <section aria-labelledby="invoice-title">
      <h1 id="invoice-title">{i ? `Invoice ${i.number}` : 'Invoice'}</h1>
      <BillingNav />
      {res.error && <p role="alert">{'message' in res.error ? res.error.message : 'Not loaded.'}</p>}
      {i && (
        <>
          <p>
            {i.orderId && (
              <Link to={`/manager/v2/orders/${i.orderId}`}>Order {i.orderName ?? i.orderId}</Link>
            )}{' '}
            · {new Date(i.createdAt).toLocaleDateString()} · {i.status === 'paid' ? 'Paid' : 'Open'} ·{' '}
            <a href={serviceUrl('v2', '/billing/invoice/:invoiceId', { invoiceId: `${i.id}.pdf` })}>
              Download PDF
            </a>
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {i.lines.map((l) => (
                <tr key={l.description}>
                  <td>{l.description}</td>
                  <td>{formatDollars(l.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Tax</th>
                <td>{formatDollars(i.tax)}</td>
              </tr>
              <tr>
                <th scope="row">Total</th>
                <td>{formatDollars(i.total)}</td>
              </tr>
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
