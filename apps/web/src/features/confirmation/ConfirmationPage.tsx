import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { linesInCatalogueOrder, productDisplayName } from '@platen/domain/quote/review-lines';
import { Link, useSearchParams } from 'react-router';
import { useProductNames } from '@/api/print/product-names.ts';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { useConfirmedOrder } from './api/confirmed-order.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useFundingQuery } from '@/api/billing/payments.ts';
import { PayPanel } from '@/components/payments/PayPanel.tsx';

/** Order confirmation (O-2-16): the placed order, its lines, total and due date; links onward. */
export default function ConfirmationPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const [query] = useSearchParams();
  const res = useConfirmedOrder(cart._id, query.get('orderId'));
  const order = res.order;
  const names = useProductNames(
    order ? [...new Set(order.lines.map((l) => l.productIdentifier).filter((x): x is string => !!x))] : [],
  );
  const products = names.names;
  // What happens next: production starts now, or when the payment arrives (and how to pay it).
  const funding = useFundingQuery(order ? { orderId: order.id } : skipToken).data;
  const nameOf = (id: string | null) => {
    const p = id ? products[id] : undefined;
    return p ? productDisplayName(p) : names.loading ? '…' : 'Product';
  };
  return (
    <section aria-labelledby="confirm-title">
      <h1 id="confirm-title">Thank you, your order is placed</h1>
      {res.loading && <p aria-busy="true">Loading your order…</p>}
      {res.error && <p role="alert">Your order could not be loaded: {res.error.message}</p>}
      {!res.loading && !res.error && !order && <p>This cart has not been ordered yet.</p>}
      {order && (
        <>
          <p>
            Order number <strong>{order.id}</strong>
            {order.po ? ` (${order.po})` : ''}: {formatDollars(order.totalCents)}, due{' '}
            {formatDate(order.dueDate)}.
          </p>
          {funding && (
            <section aria-labelledby="next-title" className="card">
              <h2 id="next-title">What happens next</h2>
              <p data-testid="next-step" role="status">
                <strong>{funding.sentence}</strong>
              </p>
              {funding.kind === 'needs-payment' && funding.amount > 0 && (
                <PayPanel
                  amount={funding.amount}
                  purpose={{ kind: 'order', orderId: order.id }}
                  reference={funding.invoiceNumber}
                  openCard={query.get('pay') === 'card'}
                />
              )}
            </section>
          )}
          <DataTable
            caption="What we will print"
            columns={[
              { header: 'Product', cell: (l) => nameOf(l.productIdentifier) },
              { header: 'Colour', cell: (l) => l.color },
              { header: 'Size', cell: (l) => sizeLabel(l.size) },
              { header: 'Quantity', cell: (l) => l.quantity },
              { header: 'Price', cell: (l) => formatDollars(l.totalCents) },
            ]}
            rows={linesInCatalogueOrder(order.lines, (id) => products[id]?.sizes)}
            rowKey={(l) => l.lineNo}
          />
        </>
      )}
      <p>
        <Link to="/manager/v2">See all your orders</Link> · <Link to="/order/v2">Start a new order</Link>
      </p>
    </section>
  );
}
