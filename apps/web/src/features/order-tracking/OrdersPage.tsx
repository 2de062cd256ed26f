import { formatDate } from '@platen/domain/format/format-date';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '@/hooks/store.ts';
import { useOrderPage } from './api/orders.ts';

/** /manager/v2/orders: the user's orders, newest first, a page at a time (the server counts and pages). */
export default function OrdersPage() {
  const user = useAppSelector((s) => s.user);
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const res = useOrderPage(user ? page : null);
  if (!user)
    return (
      <section aria-labelledby="orders-title">
        <h1 id="orders-title">Orders</h1>
        <p>
          <Link to="/auth/login?next=%2Fmanager%2Fv2%2Forders">Sign in</Link> to see your orders.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      {res.status === 'loading' && <p aria-busy="true">Loading orders…</p>}
      {res.status === 'error' && <p role="alert">{res.error.message}</p>}
      {res.status === 'ok' && res.data.orders.length === 0 && <p>No orders yet.</p>}
      {res.status === 'ok' && res.data.orders.length > 0 && (
        <>
          <table>
            <caption className="visually-hidden">Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
                <th scope="col">Placed</th>
              </tr>
            </thead>
            <tbody>
              {res.data.orders.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <Link to={`/manager/v2/orders/${encodeURIComponent(o.orderId)}`}>
                      {o.name ?? o.orderId}
                    </Link>
                  </td>
                  <td>{o.status}</td>
                  <td>{formatDate(o.dueDate)}</td>
                  <td>{formatDate(o.createdAt.slice(0, 10))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Order pages">
            <button type="button" disabled={page <= 1} onClick={() => setQuery({ page: String(page - 1) })}>
              Previous
            </button>{' '}
            <span>
              Page {page} of {res.data.pages}
            </span>{' '}
            <button
              type="button"
              disabled={page >= res.data.pages}
              onClick={() => setQuery({ page: String(page + 1) })}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
