import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLazyStaffOrderSearchQuery } from './api/order-search.ts';
import './find-order.css';

const MATCHED: Record<string, string> = {
  id: 'order id',
  name: 'order name',
  po: 'PO',
  email: 'customer e-mail',
  barcode: 'unit barcode',
};

/**
 * Finds an order from the staff navigation: one match opens it, several are listed, none says so. Typed text may
 * be an order id, name or PO, a customer's e-mail or a unit's barcode (internal.access).
 */
export function FindOrder() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [search, found] = useLazyStaffOrderSearchQuery();
  const [asked, setAsked] = useState('');
  const orders = asked ? found.data?.orders : undefined;
  return (
    <form
      aria-label="Find an order"
      className="staff-find"
      onSubmit={(e) => {
        e.preventDefault();
        const v = q.trim();
        if (!v) return;
        setAsked(v);
        void search(v)
          .unwrap()
          .then(
            (r) => {
              const only = r.orders.length === 1 ? r.orders[0] : undefined;
              if (only) {
                setAsked('');
                navigate(`/internal/dashboard/orders/${encodeURIComponent(only.id)}`);
              }
            },
            () => undefined,
          );
      }}
    >
      <label htmlFor="staff-order-id">Find order</label>{' '}
      <input
        id="staff-order-id"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        maxLength={200}
        aria-describedby="staff-order-hint"
      />{' '}
      <button type="submit" className="secondary">
        Find
      </button>
      <span id="staff-order-hint" className="hint">
        {' '}
        Order id, name or PO, customer e-mail, or unit barcode
      </span>
      {found.error && asked && <p role="alert">The search failed. Try again.</p>}
      {orders && orders.length === 0 && <p role="status">No order matches “{asked}”.</p>}
      {orders && orders.length > 1 && (
        <ul aria-label={`Orders matching ${asked}`}>
          {orders.map((o) => (
            <li key={o.id}>
              <Link
                to={`/internal/dashboard/orders/${encodeURIComponent(o.id)}`}
                onClick={() => setAsked('')}
              >
                {o.name || o.id}
              </Link>{' '}
              <span className="hint">
                {o.email} · {o.status} · by {MATCHED[o.matched]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
