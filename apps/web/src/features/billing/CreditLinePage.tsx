import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { MAX_CREDIT_LINE } from '@platen/domain/operations/credit-line';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { BillingNav, parseDollars } from './BillingNav.tsx';
import {
  type CreditApplication,
  useApplyForCreditMutation,
  useMyCreditApplicationsQuery,
} from './api/credit-applications.ts';
import './billing.css';

const TONE = { pending: 'info', approved: 'success', declined: 'danger' } as const;
const EMPTY = {
  name: '',
  address: '',
  phone: '',
  taxId: '',
  years: '',
  amount: '',
  refs: [
    { name: '', contact: '', phone: '' },
    { name: '', contact: '', phone: '' },
  ],
};

/** The application form: company details, two trade references, the amount (up to $100,000). */
function ApplyForm() {
  const [apply, state] = useApplyForCreditMutation();
  const [f, setF] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set =
    (k: 'name' | 'address' | 'phone' | 'taxId' | 'years' | 'amount') => (e: { target: { value: string } }) =>
      setF((x) => ({ ...x, [k]: e.target.value }));
  const setRef = (i: number, k: 'name' | 'contact' | 'phone') => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, refs: x.refs.map((r, j) => (j === i ? { ...r, [k]: e.target.value } : r)) }));
  const amount = parseDollars(f.amount);
  const amountError =
    amount !== null && amount > MAX_CREDIT_LINE ? 'The maximum credit line is $100,000.00' : undefined;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (amount === null) return setError('Enter the amount you ask for, like 25000.');
    if (amountError) return setError(amountError);
    try {
      await apply({
        company: {
          name: f.name,
          address: f.address,
          phone: f.phone,
          taxId: f.taxId.trim() || null,
          yearsInBusiness: Number(f.years) || 0,
        },
        references: f.refs,
        requestedCents: amount,
      }).unwrap();
      setDone(true);
      setF(EMPTY);
    } catch (err) {
      setError((err as { message?: string }).message ?? 'The application was not sent.');
    }
  };
  if (done)
    return (
      <Card title="Application sent">
        <p role="status">
          Thank you. We review applications within two business days and e-mail you the answer.
        </p>
      </Card>
    );
  return (
    <Card title="Apply for a credit line">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h3>Company</h3>
        <div className="billing-grid">
          <Input
            label="Company name"
            value={f.name}
            onChange={set('name')}
            required
            autoComplete="organization"
          />
          <Input
            label="Address"
            value={f.address}
            onChange={set('address')}
            required
            autoComplete="street-address"
          />
          <Input
            label="Phone"
            value={f.phone}
            onChange={set('phone')}
            required
            autoComplete="tel"
            type="tel"
          />
          <Input label="Tax id (optional)" value={f.taxId} onChange={set('taxId')} />
          <Input label="Years in business" inputMode="numeric" value={f.years} onChange={set('years')} />
          <Input
            label="Credit line asked for ($)"
            inputMode="decimal"
            value={f.amount}
            onChange={set('amount')}
            hint="Up to $100,000"
            error={amountError}
            required
          />
        </div>
        {[0, 1].map((i) => (
          <fieldset key={i} className="billing-plain-fieldset">
            <legend>
              <strong>Trade reference {i + 1}</strong>
            </legend>
            <div className="billing-grid">
              <Input
                label={`Reference ${i + 1} company`}
                value={f.refs[i]!.name}
                onChange={setRef(i, 'name')}
                required
              />
              <Input
                label={`Reference ${i + 1} contact`}
                value={f.refs[i]!.contact}
                onChange={setRef(i, 'contact')}
                required
              />
              <Input
                label={`Reference ${i + 1} phone`}
                type="tel"
                value={f.refs[i]!.phone}
                onChange={setRef(i, 'phone')}
                required
              />
            </div>
          </fieldset>
        ))}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <p>
          <Button type="submit" loading={state.isLoading}>
            Send application
          </Button>
        </p>
      </form>
    </Card>
  );
}

/** /manager/v2/billing/credit: the account's credit line, its applications, and the form to apply. */
export default function CreditApplicationPage() {
  const mine = useMyCreditApplicationsQuery();
  const apps = mine.data?.applications ?? [];
  const pending = apps.some((a) => a.status === 'pending');
  return (
    <section aria-labelledby="credit-title">
      <h1 id="credit-title">Credit line</h1>
      <BillingNav />
      {mine.data && (
        <p data-testid="credit-line">
          Your credit line: <strong>{formatDollars(mine.data.creditLineCents)}</strong>
        </p>
      )}
      {pending && (
        <p role="status">
          Your application is waiting for review. We e-mail you the answer, usually within two business days.
        </p>
      )}
      {mine.data && !pending && <ApplyForm />}
      {apps.length > 0 && (
        <DataTable<CreditApplication>
          caption="Your applications"
          framed
          scroll="Your applications, scrolls sideways"
          rows={apps}
          rowKey={(a) => a.id}
          columns={[
            { header: 'Sent', rowHeader: true, cell: (a) => formatDate(a.createdAt) },
            { header: 'Asked for', cell: (a) => formatDollars(a.requestedCents) },
            { header: 'Status', cell: (a) => <Badge tone={TONE[a.status]}>{a.status}</Badge> },
            {
              header: 'Answer',
              cell: (a) =>
                a.status === 'approved'
                  ? `Approved: ${formatDollars(a.approvedCents ?? 0)}`
                  : a.status === 'declined'
                    ? (a.declineReason ?? '')
                    : 'Waiting for review',
            },
          ]}
        />
      )}
    </section>
  );
}
