import { LEDGER_CREDIT_TYPES } from '@platen/domain/billing/ledger';
import { DEBIT_TYPES } from '@platen/domain/operations/store-credit-types';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { dayOf, ledgerColumns } from '@/components/ui/ledger-columns.tsx';
import { Pager } from '@/components/ui/Pager.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { useTransactionsQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

const TYPES = [...new Set<string>([...LEDGER_CREDIT_TYPES, ...DEBIT_TYPES])].sort();
const COLUMNS = ledgerColumns(dayOf);

/** /manager/v2/billing/transactions: the ledger, newest first, filtered by type and dates, a page at a time. */
export default function TransactionsPage() {
  const { query, page, set } = useUrlFilters();
  const f = { type: query.get('type') ?? '', from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const res = useTransactionsQuery({
    page,
    ...(f.type ? { type: f.type } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  });
  return (
    <section aria-labelledby="tx-title">
      <h1 id="tx-title">Transactions</h1>
      <BillingNav />
      <form aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
        <FieldRow>
          <Select id="tx-type" label="Type" value={f.type} onChange={(e) => set('type', e.target.value)}>
            <option value="">Any</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
          <Input
            id="tx-from"
            label="From"
            type="date"
            value={f.from}
            onChange={(e) => set('from', e.target.value)}
          />
          <Input id="tx-to" label="To" type="date" value={f.to} onChange={(e) => set('to', e.target.value)} />
        </FieldRow>
      </form>
      <LoadError error={res.error} />
      {res.data && (
        <DataTable
          scroll
          caption={`${res.data.count} transaction(s), page ${page} of ${res.data.pages}`}
          columns={COLUMNS}
          rows={res.data.rows}
          rowKey={(t) => t.id}
          empty="No transactions."
        />
      )}
      {res.data && res.data.pages > 1 && (
        <Pager page={page} pages={res.data.pages} onPage={(n) => set('page', String(n))} />
      )}
    </section>
  );
}
