import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '@platen/contracts';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { dayOf } from '@/components/ui/ledger-columns.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Pager } from '@/components/ui/Pager.tsx';
import { invoicePdfUrl, useInvoicesQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/invoices: one invoice per order, its PDF, and a way to pay an open one. */
export default function InvoicesPage() {
  const [page, setPage] = useState(1);
  const res = useInvoicesQuery({ page });
  const columns: Column<Invoice>[] = [
    { header: 'Invoice', cell: (i) => <Link to={`/manager/v2/billing/invoice/${i.id}`}>{i.number}</Link> },
    { header: 'Order', cell: (i) => i.orderName ?? i.orderId ?? '' },
    { header: 'Date', cell: (i) => dayOf(i.createdAt) },
    { header: 'Total', cell: (i) => formatDollars(i.total) },
    {
      header: 'Status',
      cell: (i) =>
        i.status === 'paid' ? (
          'Paid'
        ) : (
          // The invoice page pays it from the balance, by card, or shows the transfer details.
          <Link to={`/manager/v2/billing/invoice/${i.id}`}>Pay {i.number}</Link>
        ),
    },
    { header: 'PDF', cell: (i) => <a href={invoicePdfUrl(i.id)}>{i.number} PDF</a> },
  ];
  return (
    <section aria-labelledby="inv-title">
      <h1 id="inv-title">Invoices</h1>
      <BillingNav />
      <LoadError error={res.error} />
      {res.data && (
        <DataTable
          scroll
          caption={`${res.data.count} invoice(s)`}
          columns={columns}
          rows={res.data.rows}
          rowKey={(i) => i.id}
          empty="No invoices yet."
        />
      )}
      {res.data && res.data.pages > 1 && <Pager page={page} pages={res.data.pages} onPage={setPage} />}
    </section>
  );
}
