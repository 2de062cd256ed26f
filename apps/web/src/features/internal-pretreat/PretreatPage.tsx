import type { PretreatValue } from '@platen/contracts';
import { PRETREAT_DELETE_VALUE, PRETREAT_MAX, PRETREAT_MIN } from '@platen/domain/operations/pretreat-value';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { usePretreatValuesQuery, useSavePretreatMutation } from './api/pretreat.ts';
import './pretreat.css';

const empty = { productIdentifier: '', color: '', value: '' };

/**
 * /internal/dashboard/pretreat (printers.manage), the pretreat manager (R-5-56..58): a pretreat value from 5 to
 * 100 per product and colour; entering 0 deletes it; anything else is refused with the server's sentence. The
 * pretreat station shows the scanned unit's value.
 */
export default function PretreatPage() {
  const values = usePretreatValuesQuery();
  const [save, saving] = useSavePretreatMutation();
  const { message, run } = useActionMessage();
  const [form, setForm] = useState(empty);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = form.value.trim() === '' ? Number.NaN : Number(form.value);
    const what = `${form.productIdentifier.trim()} in ${form.color.trim()}`;
    const label =
      value === PRETREAT_DELETE_VALUE
        ? `Pretreat value of ${what} deleted.`
        : `Pretreat ${value} set for ${what}.`;
    void run(label, save({ ...form, value }).unwrap()).then((ok) => ok && setForm(empty));
  };
  const remove = (v: PretreatValue) =>
    void run(
      `Pretreat value of ${v.productIdentifier} in ${v.color} deleted.`,
      save({ productIdentifier: v.productIdentifier, color: v.color, value: PRETREAT_DELETE_VALUE }).unwrap(),
    );
  return (
    <section className="pretreat-page" aria-labelledby="pretreat-title">
      <h1 id="pretreat-title">Pretreat manager</h1>
      <Card title="Set a pretreat value">
        <form className="pretreat-form" onSubmit={submit}>
          <Input
            label="Product"
            hint="As on the job ticket, e.g. gildan-5000."
            required
            value={form.productIdentifier}
            onChange={(e) => setForm({ ...form, productIdentifier: e.target.value })}
          />
          <Input
            label="Colour"
            required
            value={form.color}
            onChange={(e) => setForm({ ...form, color: e.target.value })}
          />
          <Input
            label="Pretreat value"
            hint={`${PRETREAT_MIN} to ${PRETREAT_MAX}; ${PRETREAT_DELETE_VALUE} deletes it.`}
            inputMode="numeric"
            required
            value={form.value}
            onChange={(e) => setForm({ ...form, value: e.target.value })}
          />
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
        </form>
        <ActionOutcome message={message} />
      </Card>
      <DataTable
        framed
        scroll="Pretreat values"
        caption="Pretreat values by product and colour"
        loading={values.isLoading}
        error={values.error ? (values.error as { message?: string }).message : undefined}
        empty="No pretreat values are set: the machine default is used."
        rows={values.data?.values ?? []}
        rowKey={(v) => `${v.productIdentifier}|${v.color}`}
        columns={[
          { header: 'Product', rowHeader: true, cell: (v) => v.productIdentifier },
          { header: 'Colour', cell: (v) => v.color },
          { header: 'Value', cell: (v) => v.value },
          {
            header: 'Actions',
            hiddenHeader: true,
            cell: (v) => (
              <Button size="sm" variant="quiet" onClick={() => remove(v)}>
                Delete {v.productIdentifier} {v.color}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
