import { formatDollars } from '@platen/domain/money/format-dollars';
import { Input } from '@/components/ui/Input.tsx';
import { useState } from 'react';
import type { Transaction } from '@platen/contracts';
import { type Column, DataTable, LabelRow } from '@/components/ui/DataTable.tsx';
import { dayOf, signedDollars } from '@/components/ui/ledger-columns.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { serviceUrl } from '@/lib/service-url.ts';
import { useStatementQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

const COLUMNS: Column<Transaction>[] = [
  { header: 'Date', cell: (t) => dayOf(t.createdAt) },
  { header: 'Transaction', cell: (t) => (t.note ? `${t.type} (${t.note})` : t.type) },
  { header: 'Amount', cell: signedDollars },
];

/** /manager/v2/billing/statement (and invoiceStatement): a month's opening, transactions and closing; PDF, CSV. */
export default function StatementPage() {
  const [month, setMonth] = useState(new Date().toISOString().slice(0, 7));
  const res = useStatementQuery(month, { skip: !/^\d{4}-\d{2}$/.test(month) });
  const s = res.data;
  return (
    <section aria-labelledby="st-title">
      <h1 id="st-title">Statements</h1>
      <BillingNav />
      <Input
        label="Month"
        id="st-month"
        type="month"
        className="narrow"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
      />
      <p className="actions">
        <a href={serviceUrl('v2', '/billing/statement.pdf', { month })}>Statement PDF</a>{' '}
        <a href={serviceUrl('v2', '/billing/statement.csv', { month })}>Statement CSV</a>
      </p>
      <LoadError error={res.error} />
      {s && (
        <DataTable
          scroll
          caption={`Statement for ${s.month}`}
          columns={COLUMNS}
          rows={s.transactions}
          rowKey={(t) => t.id}
          before={
            <LabelRow lead={1} label="Opening balance">
              {formatDollars(s.opening)}
            </LabelRow>
          }
          after={
            <LabelRow lead={1} label="Closing balance">
              {formatDollars(s.closing)}
            </LabelRow>
          }
        />
      )}
    </section>
  );
}
