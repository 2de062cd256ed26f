import { formatDate } from '@platen/domain/format/format-date';
import { ORDER_STATUSES } from '@platen/domain/production/order-statuses';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Pager } from '@/components/ui/Pager.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { useOrderPageQuery } from './api/orders.ts';
import './order-tracking.css';

/** /manager/v2/orders: the user's orders, newest first, a page at a time (the server counts and pages). */
export default function OrdersPage() {
  const user = useAppSelector((s) => s.user);
  const { query, page, set: setFilter } = useUrlFilters();
  const filters: Record<string, string> = {};
  for (const k of ['status', 'q', 'from', 'to']) {
    const v = query.get(k);
    if (v) filters[k] = v;
  }
  const res = useOrderPageQuery({ page, limit: 20, ...filters }, { skip: !user });
  const filtered = Object.keys(filters).length > 0;
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
      <form
        aria-label="Filter orders"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          setFilter('q', typeof q === 'string' ? q.trim() : '');
        }}
      >
        <FieldRow>
          <Input
            id="orders-q"
            label="Search by name or id"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
          <Select
            id="orders-status"
            label="Status"
            value={filters.status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
          {(['from', 'to'] as const).map((k) => (
            <Input
              key={k}
              id={`orders-${k}`}
              label={k === 'from' ? 'From' : 'To'}
              type="date"
              value={filters[k] ?? ''}
              onChange={(e) => setFilter(k, e.target.value)}
            />
          ))}
        </FieldRow>
      </form>
      {res.isLoading && <p aria-busy="true">Loading orders…</p>}
      {res.error && <p role="alert">{res.error.message}</p>}
      {res.data && (
        <DataTable
          caption="Your orders, newest first"
          captionHidden
          columns={[
            {
              header: 'Order',
              cell: (o) => (
                <Link to={`/manager/v2/orders/${encodeURIComponent(o.orderId)}`}>{o.name ?? o.orderId}</Link>
              ),
            },
            { header: 'Status', cell: (o) => o.status },
            { header: 'Due', cell: (o) => formatDate(o.dueDate) },
            { header: 'Placed', cell: (o) => formatDate(o.createdAt.slice(0, 10)) },
          ]}
          rows={res.data.orders}
          rowKey={(o) => o.orderId}
          empty={filtered ? 'No order matches these filters.' : 'No orders yet.'}
        />
      )}
      {res.data && res.data.orders.length > 0 && (
        <Pager
          label="Order pages"
          words={['Previous', 'Next']}
          page={page}
          pages={res.data.pages}
          onPage={(n) => setFilter('page', String(n))}
        />
      )}
    </section>
  );
}
