import { CRM_SORTS, type CrmCustomer, type CrmCustomerQuery } from '@platen/contracts';
import { Button } from '@/components/ui/Button.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Pager } from '@/components/ui/Pager.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { useCrmCustomersQuery, useCrmFollowUpsQuery } from './api/crm.ts';
import { CustomerPanel } from './CustomerPanel.tsx';
import './crm.css';

const SORT_LABELS: Record<CrmCustomerQuery['sort'], string> = {
  name: 'Name',
  lifetimeValue: 'Lifetime value',
  lastOrderAt: 'Last order',
  openClaims: 'Open claims',
  balance: 'Balance',
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '–');

/** Follow-ups due today or earlier: each opens its customer. */
function FollowUps({ open }: { open(id: string): void }) {
  const due = useCrmFollowUpsQuery();
  const list = due.data?.activities ?? [];
  return (
    <section aria-labelledby="crm-due-title" className="crm-due">
      <h2 id="crm-due-title">Follow-ups due</h2>
      {due.error && <p role="alert">The follow-ups could not be loaded.</p>}
      {due.data && list.length === 0 && <p>No follow-ups due.</p>}
      <ul>
        {list.map((a) => (
          <li key={a.id}>
            <Button size="sm" variant="quiet" onClick={() => open(a.customerId)}>
              {a.customerName}
            </Button>{' '}
            due {a.followUpOn} · {a.type === 'phone' ? 'phone call' : 'e-mail'}: {a.note}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /internal/dashboard/crm (crm.read): customers with lifetime value, last order, open claims and balance
 * (search, sort, pages in the URL), the follow-ups due, and one customer's activity log (crm.write logs).
 */
export default function CrmPage({ canWrite, canAssume }: { canWrite: boolean; canAssume: boolean }) {
  const { query, page, set } = useUrlFilters();
  const sort = (CRM_SORTS as readonly string[]).includes(query.get('sort') ?? '')
    ? (query.get('sort') as CrmCustomerQuery['sort'])
    : 'lifetimeValue';
  const dir = query.get('dir') === 'asc' ? 'asc' : 'desc';
  const q = query.get('q') ?? '';
  const customers = useCrmCustomersQuery({ q, sort, dir, page });
  const open = (id: string) => set('customer', id);
  const selected = query.get('customer');
  const columns: Column<CrmCustomer>[] = [
    {
      header: 'Customer',
      rowHeader: true,
      cell: (c) => (
        <Button
          size="sm"
          variant="quiet"
          aria-current={c.id === selected || undefined}
          onClick={() => open(c.id)}
        >
          {c.name}
        </Button>
      ),
    },
    { header: 'E-mail', cell: (c) => c.email },
    { header: 'Lifetime value', cell: (c) => <Price cents={c.lifetimeValueCents} /> },
    { header: 'Orders', cell: (c) => c.orders },
    { header: 'Last order', cell: (c) => day(c.lastOrderAt) },
    { header: 'Open claims', cell: (c) => c.openClaims },
    { header: 'Balance', cell: (c) => <Price cents={c.balanceCents} /> },
  ];
  const data = customers.data;
  return (
    <section aria-labelledby="crm-title" className="crm">
      <h1 id="crm-title">Customers</h1>
      <FollowUps open={open} />
      <form className="crm-filters" onSubmit={(e) => e.preventDefault()}>
        <Input
          label="Search"
          type="search"
          value={q}
          hint="Name, e-mail or company"
          onChange={(e) => set('q', e.target.value)}
        />
        <Select label="Sort by" value={sort} onChange={(e) => set('sort', e.target.value)}>
          {CRM_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select label="Order" value={dir} onChange={(e) => set('dir', e.target.value)}>
          <option value="desc">Highest first</option>
          <option value="asc">Lowest first</option>
        </Select>
      </form>
      <DataTable
        framed
        cards
        scroll="Customers table"
        caption={
          data
            ? `${data.total} ${data.total === 1 ? 'customer' : 'customers'}, sorted by ${SORT_LABELS[sort].toLowerCase()}`
            : 'Customers'
        }
        columns={columns}
        rows={data?.customers ?? []}
        rowKey={(c) => c.id}
        loading={customers.isLoading}
        error={customers.error ? 'The customers could not be loaded.' : undefined}
        empty="No customers match."
      />
      {data && data.pages > 1 && (
        <Pager
          label="Customer pages"
          page={data.page}
          pages={data.pages}
          onPage={(p) => set('page', String(p))}
        />
      )}
      {selected && <CustomerPanel customerId={selected} canWrite={canWrite} canAssume={canAssume} />}
    </section>
  );
}
