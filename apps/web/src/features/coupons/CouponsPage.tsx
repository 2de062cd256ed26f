import { formatDate } from '@platen/domain/format/format-date';
import { parseDollars } from '@platen/domain/money/cents';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import {
  type Coupon,
  useCreateCouponMutation,
  useExpireCouponMutation,
  useStaffCouponsQuery,
} from './api/coupons.ts';
import './coupons.css';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const optionalCount = (text: string) => (text.trim() === '' ? null : Number(text));
const off = (c: Coupon) => (c.kind === 'percent' ? `${c.value}%` : formatDollars(c.value));
const TONE = { active: 'success', expired: 'neutral', 'used-up': 'warning' } as const;

const EMPTY = {
  code: '',
  kind: 'percent' as 'percent' | 'amount',
  value: '',
  products: '',
  printTypes: '',
  minimum: '',
  expires: '',
  perAccount: '',
  total: '',
};

/** The new coupon form: code, percent or amount, limits, minimum, expiry, uses (the server's sentences shown). */
function NewCouponForm() {
  const [create, state] = useCreateCouponMutation();
  const [f, setF] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const value = f.kind === 'percent' ? Number(f.value) : parseDollars(f.value);
    const minimumCents = f.minimum.trim() ? parseDollars(f.minimum) : 0;
    if (!value || minimumCents === null) return setError('Enter the amounts as numbers, like 10 or 25.00.');
    try {
      const c = await create({
        code: f.code,
        kind: f.kind,
        value,
        products: list(f.products),
        printTypes: list(f.printTypes),
        minimumCents,
        expiresAt: f.expires ? new Date(`${f.expires}T23:59:59`).toISOString() : null,
        usesPerAccount: optionalCount(f.perAccount),
        usesTotal: optionalCount(f.total),
      }).unwrap();
      setDone(`Coupon ${c.code} created.`);
      setF(EMPTY);
    } catch (err) {
      setError((err as { message?: string }).message ?? 'The coupon was not created.');
    }
  };
  return (
    <Card title="New coupon">
      <form onSubmit={(e) => void submit(e)} noValidate className="coupon-form">
        <Input label="Code" value={f.code} onChange={set('code')} hint="Letters, digits, - or _" required />
        <Select label="Discount" value={f.kind} onChange={set('kind')}>
          <option value="percent">Percent off</option>
          <option value="amount">Amount off</option>
        </Select>
        <Input
          label={f.kind === 'percent' ? 'Percent' : 'Amount ($)'}
          inputMode="decimal"
          value={f.value}
          onChange={set('value')}
          required
        />
        <Input
          label="Minimum order ($)"
          inputMode="decimal"
          value={f.minimum}
          onChange={set('minimum')}
          hint="Goods before shipping and tax; empty: none"
        />
        <Input
          label="Products"
          value={f.products}
          onChange={set('products')}
          hint="Product ids, comma separated; empty: all"
        />
        <Input
          label="Print types"
          value={f.printTypes}
          onChange={set('printTypes')}
          hint="dtg, screenprint…; empty: all"
        />
        <Input
          label="Expires after"
          type="date"
          value={f.expires}
          onChange={set('expires')}
          hint="Empty: never"
        />
        <Input
          label="Uses per account"
          inputMode="numeric"
          value={f.perAccount}
          onChange={set('perAccount')}
          hint="Empty: no limit"
        />
        <Input
          label="Uses in total"
          inputMode="numeric"
          value={f.total}
          onChange={set('total')}
          hint="Empty: no limit"
        />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {done && <p role="status">{done}</p>}
        <div>
          <Button type="submit" loading={state.isLoading}>
            Create coupon
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /internal/dashboard/coupons (billing.manage): every coupon with its terms and uses; create one; expire one. */
export default function CouponsPage() {
  const coupons = useStaffCouponsQuery();
  const [expire] = useExpireCouponMutation();
  const [asking, setAsking] = useState<Coupon | null>(null);
  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">Coupons</h1>
      <NewCouponForm />
      <DataTable
        caption="Coupons"
        framed
        scroll="Coupons, scrolls sideways"
        rows={coupons.data?.coupons ?? []}
        rowKey={(c) => c.id}
        loading={coupons.isLoading}
        error={coupons.error ? 'The coupons could not be loaded.' : undefined}
        empty="No coupons yet."
        columns={[
          { header: 'Code', rowHeader: true, cell: (c) => c.code },
          { header: 'Off', cell: off },
          {
            header: 'Limits',
            cell: (c) =>
              [
                c.products.length ? c.products.join(', ') : 'All products',
                c.printTypes.length ? c.printTypes.join(', ') : null,
                c.minimumCents ? `min ${formatDollars(c.minimumCents)}` : null,
              ]
                .filter(Boolean)
                .join(' · '),
          },
          { header: 'Expires', cell: (c) => (c.expiresAt ? formatDate(c.expiresAt) : 'Never') },
          {
            header: 'Uses',
            cell: (c) =>
              `${c.usedCount}${c.usesTotal ? ` of ${c.usesTotal}` : ''}${c.usesPerAccount ? ` (${c.usesPerAccount} per account)` : ''}`,
          },
          { header: 'State', cell: (c) => <Badge tone={TONE[c.state]}>{c.state.replace('-', ' ')}</Badge> },
          {
            header: 'Actions',
            hiddenHeader: true,
            cell: (c) =>
              c.state === 'active' ? (
                <Button variant="secondary" size="sm" onClick={() => setAsking(c)}>
                  Expire {c.code}
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={asking !== null}
        title={`Expire coupon ${asking?.code ?? ''}?`}
        confirmLabel="Expire coupon"
        destructive
        onConfirm={async () => {
          if (asking) await expire(asking.id).unwrap();
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>It stops applying at once. Orders that used it keep their discount.</p>
      </ConfirmDialog>
    </section>
  );
}
