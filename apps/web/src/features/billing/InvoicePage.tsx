import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link, useParams } from 'react-router';
import type { Invoice } from '@platen/contracts';
import { type Column, DataTable, LabelRow } from '@/components/ui/DataTable.tsx';
import { dayOf } from '@/components/ui/ledger-columns.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { PayPanel } from '@/components/payments/PayPanel.tsx';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { invoicePdfUrl, useBalanceQuery, useInvoiceQuery, usePayInvoiceMutation } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';
import { InvoiceRevisions } from './InvoiceRevisions.tsx';

const LINE_COLUMNS: Column<Invoice['lines'][number]>[] = [
  { header: 'Description', cell: (l) => l.description },
  { header: 'Amount', cell: (l) => formatDollars(l.amount) },
];

/** /manager/v2/billing/invoice/{invoiceId}: lines, tax, total, status and the PDF. */
export default function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const res = useInvoiceQuery(invoiceId);
  const i = res.data;
  const balance = useBalanceQuery();
  const [payFromBalance] = usePayInvoiceMutation();
  const { message, run } = useActionMessage('Not paid.');
  const covered = !!i && (balance.data?.available ?? 0) >= i.total;
  return (
    <section aria-labelledby="invoice-title">
      <h1 id="invoice-title">{i ? `Invoice ${i.number}` : 'Invoice'}</h1>
      <BillingNav />
      <LoadError error={res.error} />
      <ActionOutcome message={message} />
      {i && (
        <>
          <p>
            {i.orderId && (
              <Link to={`/manager/v2/orders/${i.orderId}`}>Order {i.orderName ?? i.orderId}</Link>
            )}{' '}
            · {dayOf(i.createdAt)} · {i.status === 'paid' ? 'Paid' : 'Open'} ·{' '}
            <a href={invoicePdfUrl(i.id)}>Download PDF</a>
          </p>
          <InvoiceRevisions invoice={i} />
          <DataTable
            columns={LINE_COLUMNS}
            rows={i.lines}
            rowKey={(l) => l.description}
            after={
              <>
                <LabelRow label="Tax">{formatDollars(i.tax)}</LabelRow>
                <LabelRow label="Total">{formatDollars(i.total)}</LabelRow>
              </>
            }
          />
          {i.status === 'open' && (
            <section aria-labelledby="invoice-pay-title">
              <h2 id="invoice-pay-title">Pay this invoice</h2>
              {covered && (
                <p>
                  <button
                    type="button"
                    onClick={() =>
                      run(
                        `${i.number} paid.`,
                        payFromBalance({ invoiceId: i.id, method: 'balance' }).unwrap(),
                      )
                    }
                  >
                    Pay {formatDollars(i.total)} from the balance
                  </button>
                </p>
              )}
              <PayPanel
                amount={i.total}
                purpose={{ kind: 'invoice', invoiceId: i.id }}
                reference={i.number}
              />
            </section>
          )}
        </>
      )}
    </section>
  );
}
