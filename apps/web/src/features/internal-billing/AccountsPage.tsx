import { formatDollars } from '@platen/domain/money/format-dollars';
import { STAFF_ADJUSTMENT_TYPES } from '@platen/domain/billing/ledger';
import { useState } from 'react';
import {
  useAdjustAccountMutation,
  useLazyFindAccountQuery,
  useSetCreditLineMutation,
  useStaffAccountQuery,
} from './api/internal-billing.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { DollarsInput } from '@/components/ui/DollarsInput.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { ledgerColumns, momentOf } from '@/components/ui/ledger-columns.tsx';
import { RecordPaymentForm } from './RecordPaymentForm.tsx';
import './internal-billing.css';

const COLUMNS = ledgerColumns(momentOf);
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/** /internal/dashboard/accounts (billing.manage): find an account, see its money, credit or debit it, set its line. */
export default function AccountsPage() {
  const [q, setQ] = useState('');
  const [find, found] = useLazyFindAccountQuery();
  const userId = found.data?.[0]?.id ?? null;
  const account = useStaffAccountQuery(userId ?? '', { skip: !userId });
  const [adjust] = useAdjustAccountMutation();
  const [setLine] = useSetCreditLineMutation();
  const [kind, setKind] = useState<'credit' | 'debit'>('credit');
  const [type, setType] = useState<string>('promotion');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [line, setLineText] = useState('');
  const { message, run } = useActionMessage('Refused.');
  const a = account.data;
  return (
    <section aria-labelledby="acc-title">
      <h1 id="acc-title">Customer accounts</h1>
      <form
        aria-label="Find an account"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) void find(q.trim());
        }}
      >
        <FieldRow>
          <Input id="acc-q" label="E-mail or user id" value={q} onChange={(e) => setQ(e.target.value)} />
          <button type="submit">Find</button>
        </FieldRow>
      </form>
      {found.data && found.data.length === 0 && <p role="status">No account with that e-mail.</p>}
      <ActionOutcome message={message} />
      {a && userId && (
        <>
          <h2 className="account-title">
            {a.user.name ?? a.user.email} ({a.user.email})
          </h2>
          <p>
            Balance <strong data-testid="staff-balance">{formatDollars(a.balance.balance)}</strong> · credit
            line {formatDollars(a.balance.creditLine)} · available {formatDollars(a.balance.available)} ·{' '}
            {a.held.count} order(s) waiting for funds
          </p>
          <RecordPaymentForm account={a} />
          <form
            aria-label="Adjust the balance"
            onSubmit={(e) => {
              e.preventDefault();
              const c = cents(amount);
              void run(
                `${kind === 'credit' ? 'Credited' : 'Debited'} ${formatDollars(c)}.`,
                adjust({ userId, amount: kind === 'credit' ? c : -c, type, note }).unwrap(),
              );
            }}
          >
            <FieldRow>
              <Select
                id="acc-kind"
                label="Direction"
                value={kind}
                onChange={(e) => {
                  const k = e.target.value as 'credit' | 'debit';
                  setKind(k);
                  setType(STAFF_ADJUSTMENT_TYPES[k][0]!);
                }}
              >
                <option value="credit">Credit</option>
                <option value="debit">Debit</option>
              </Select>
              <Select id="acc-type" label="Type" value={type} onChange={(e) => setType(e.target.value)}>
                {STAFF_ADJUSTMENT_TYPES[kind].map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </Select>
              <DollarsInput id="acc-amount" label="Amount (USD)" value={amount} onChange={setAmount} />
              <Input id="acc-note" label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
              <button type="submit">Record</button>
            </FieldRow>
          </form>
          <form
            aria-label="Credit line"
            onSubmit={(e) => {
              e.preventDefault();
              void run('Credit line saved.', setLine({ userId, amount: cents(line) }).unwrap());
            }}
          >
            <FieldRow>
              <DollarsInput
                id="acc-line"
                label="Credit line (USD, up to $100,000)"
                value={line}
                onChange={setLineText}
              />
              <button type="submit">Set credit line</button>
            </FieldRow>
          </form>
          <DataTable
            scroll
            caption="Latest transactions"
            columns={COLUMNS}
            rows={a.transactions}
            rowKey={(t) => t.id}
          />
        </>
      )}
    </section>
  );
}
