import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type OrderList, useCartFromOrderMutation, useOrdersQuery } from '@/api/order2/orders.ts';
import { actionsColumn, DataTable } from '@/components/ui/DataTable.tsx';
import { cartFromOrderUrl } from './order-again.ts';

/** The order history (O-2-17): the user's orders, each can be ordered again from a new cart (O-2-27/28). */
export function OrderHistory() {
  const res = useOrdersQuery();
  const [cartFromOrder] = useCartFromOrderMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  if (res.isError) return <p role="alert">Your orders could not be loaded: {res.error.message}</p>;
  if (!res.data) return <p aria-busy="true">Loading orders…</p>;
  if (!res.data.orders.length) return <p>No orders yet.</p>;
  return (
    <>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <DataTable
        caption="Your orders"
        captionHidden
        columns={[
          { header: 'Order', cell: (o) => o.id },
          { header: 'Name', cell: (o) => o.po ?? '—' },
          { header: 'Status', cell: (o) => o.status },
          { header: 'Total', cell: (o) => formatDollars(o.totalCents) },
          { header: 'Due', cell: (o) => formatDate(o.dueDate) },
          actionsColumn<OrderList['orders'][number]>((o) => (
            <button
              type="button"
              className="secondary"
              aria-label={`Order again: ${o.po ?? o.id}`}
              onClick={() =>
                cartFromOrder(o.id)
                  .unwrap()
                  .then(
                    (cart) => navigate(cartFromOrderUrl(cart)),
                    (e: { message: string }) => setError(e.message),
                  )
              }
            >
              Order again
            </button>
          )),
        ]}
        rows={res.data.orders}
        rowKey={(o) => o.id}
      />
    </>
  );
}
