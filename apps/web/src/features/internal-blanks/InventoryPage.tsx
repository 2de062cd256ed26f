import type { StockLevelRow } from '@platen/contracts';
import {
  INVENTORY_CHECKPOINT_LABELS,
  INVENTORY_CHECKPOINTS,
  type InventoryCheckpoint,
} from '@platen/domain/production/inventory-checkpoints';
import { useRef, useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { actionsColumn, type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { useFloorFacilitiesQuery } from './api/blank-orders.ts';
import { useAdjustStockMutation, useInventoryQuery } from './api/inventory.ts';
import { DemoStockToggles } from './DemoStockToggles.tsx';
import './inventory.css';

type Sku = Pick<StockLevelRow, 'facility' | 'productIdentifier' | 'color' | 'size'>;
const skuKey = (s: Sku) => `${s.facility}|${s.productIdentifier}|${s.color}|${s.size}`;
const num = (n: number) => <span className="num">{n}</span>;

/** Demo stock per facility: on, every blank counts as in stock; off, blanks come from counted stock. */
function DemoStockCard({ canChange }: { canChange: boolean }) {
  return (
    <Card title="Demo stock" className="inventory-demo">
      <p className="ui-hint">
        A facility with demo stock counts every blank as in stock; turn it off to allocate from the counts
        below and order the rest from suppliers.{canChange ? '' : ' A manager changes these.'}
      </p>
      <div className="inventory-demo-list">
        <DemoStockToggles canChange={canChange} />
      </div>
    </Card>
  );
}

const EMPTY_FORM = {
  facility: '',
  productIdentifier: '',
  color: '',
  size: '',
  quantity: '',
  reason: '',
  note: '',
};

/** A counted correction of one sku with its reason (an inventory checkpoint); Enter records it. */
function AdjustCard({
  form,
  setForm,
  facilities,
  quantityRef,
}: {
  form: typeof EMPTY_FORM;
  setForm: (f: typeof EMPTY_FORM) => void;
  facilities: string[];
  quantityRef: React.RefObject<HTMLInputElement | null>;
}) {
  const [adjust, adjusting] = useAdjustStockMutation();
  const { message, run } = useActionMessage();
  const field = (k: keyof typeof EMPTY_FORM) => ({
    value: form[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm({ ...form, [k]: e.target.value }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const quantity = Number(form.quantity);
    const sku = `${form.productIdentifier} ${form.color} ${form.size} at ${form.facility}`;
    void run(
      `Adjusted ${sku} by ${quantity > 0 ? '+' : ''}${quantity}.`,
      adjust({
        facility: form.facility,
        productIdentifier: form.productIdentifier,
        color: form.color,
        size: form.size,
        quantity: Number.isInteger(quantity) ? quantity : 0,
        reason: form.reason as InventoryCheckpoint,
        ...(form.note.trim() ? { note: form.note.trim() } : {}),
      }).unwrap(),
    ).then((ok) => ok && setForm({ ...form, quantity: '', note: '' }));
  };
  return (
    <Card title="Adjust stock" className="inventory-adjust">
      <form onSubmit={submit} className="inventory-adjust-form">
        <Select label="Facility" required {...field('facility')}>
          <option value="">Choose…</option>
          {facilities.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Select>
        <Input label="Style" required {...field('productIdentifier')} />
        <Input label="Colour" required {...field('color')} />
        <Input label="Size" required {...field('size')} />
        <Input
          ref={quantityRef}
          label="Change (+ or −)"
          hint="Blanks counted in (12) or out (-3)."
          required
          inputMode="numeric"
          {...field('quantity')}
        />
        <Select label="Reason" required {...field('reason')}>
          <option value="">Choose…</option>
          {INVENTORY_CHECKPOINTS.map((c) => (
            <option key={c} value={c}>
              {INVENTORY_CHECKPOINT_LABELS[c]}
            </option>
          ))}
        </Select>
        <Input label="Note (optional)" {...field('note')} />
        <div className="inventory-adjust-actions">
          <Button type="submit" loading={adjusting.isLoading}>
            Record adjustment
          </Button>
        </div>
      </form>
      <ActionOutcome message={message} />
    </Card>
  );
}

function stockColumns(adjust: ((r: StockLevelRow) => void) | null): Column<StockLevelRow>[] {
  const cols: Column<StockLevelRow>[] = [
    { header: 'Facility', cell: (r) => r.facility },
    { header: 'Style', rowHeader: true, cell: (r) => r.productIdentifier },
    { header: 'Colour', cell: (r) => r.color },
    { header: 'Size', cell: (r) => r.size },
    { header: 'On hand', cell: (r) => num(r.onHand) },
    { header: 'Reserved', cell: (r) => num(r.reserved) },
    { header: 'Available', cell: (r) => num(r.available) },
    { header: 'On order', cell: (r) => num(r.onOrder) },
    {
      header: 'Stock',
      cell: (r) => (r.low ? <Badge tone="warning">Low</Badge> : <Badge tone="success">OK</Badge>),
    },
  ];
  if (!adjust) return cols;
  return [
    ...cols,
    actionsColumn((r) => (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => adjust(r)}
        aria-label={`Adjust ${r.productIdentifier} ${r.color} ${r.size} at ${r.facility}`}
      >
        Adjust
      </Button>
    )),
  ];
}

/**
 * /internal/dashboard/inventory (station.use; `canManage`: blanks.manage): blank stock per facility x style x
 * colour x size: on hand (received - consumed + adjustments), reserved for units not yet pulled, available, on
 * order from suppliers, low flag. A manager records counted adjustments with a reason and sets demo stock.
 */
export default function InventoryPage({ canManage }: { canManage: boolean }) {
  const { query, set } = useUrlFilters();
  const facility = query.get('facility') ?? '';
  const product = query.get('style') ?? '';
  const low = query.get('low') === 'true';
  const inventory = useInventoryQuery({ facility, product, low });
  const facilities = useFloorFacilitiesQuery();
  const codes = facilities.data?.facilities.map((f) => f.code) ?? [];
  const [form, setForm] = useState(EMPTY_FORM);
  const quantityRef = useRef<HTMLInputElement>(null);
  const startAdjust = (r: StockLevelRow) => {
    setForm({
      ...EMPTY_FORM,
      facility: r.facility,
      productIdentifier: r.productIdentifier,
      color: r.color,
      size: r.size,
    });
    requestAnimationFrame(() => quantityRef.current?.focus());
  };
  const data = inventory.data;
  return (
    <section aria-labelledby="inv-title" className="inventory">
      <h1 id="inv-title">Inventory</h1>
      <p className="ui-hint">
        Blanks per facility. On hand = received − consumed + adjustments; available is on hand less what units
        not yet pulled have reserved; low at {data?.lowStockAt ?? 6} available or fewer.
      </p>
      <search className="inventory-filters" aria-label="Filter stock">
        <Select label="Facility" value={facility} onChange={(e) => set('facility', e.target.value)}>
          <option value="">All facilities</option>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Input
          label="Style"
          hint="A style identifier, e.g. gildan-5000."
          defaultValue={product}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set('style', e.currentTarget.value.trim());
          }}
          onBlur={(e) => set('style', e.currentTarget.value.trim())}
        />
        <Checkbox
          label="Low stock only"
          checked={low}
          onChange={(e) => set('low', e.target.checked ? 'true' : '')}
        />
      </search>
      <DataTable
        framed
        scroll="Stock per facility, style, colour and size"
        caption="Stock"
        captionHidden
        columns={stockColumns(canManage ? startAdjust : null)}
        rows={data?.stock ?? []}
        rowKey={skuKey}
        loading={inventory.isLoading}
        error={inventory.error ? inventory.error.message : undefined}
        empty={
          low ? 'No blank is low on stock.' : 'No counted stock yet: receipts and adjustments show here.'
        }
      />
      {canManage && <AdjustCard form={form} setForm={setForm} facilities={codes} quantityRef={quantityRef} />}
      <Card title="Latest adjustments">
        <DataTable
          caption="Latest adjustments"
          captionHidden
          scroll="Latest adjustments"
          columns={[
            {
              header: 'When',
              cell: (a) =>
                new Date(a.at).toLocaleString('en-US', {
                  timeZone: 'America/Los_Angeles',
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
            },
            {
              header: 'Blank',
              rowHeader: true,
              cell: (a) => `${a.facility} ${a.productIdentifier} ${a.color} ${a.size}`,
            },
            { header: 'Change', cell: (a) => num(a.quantity) },
            {
              header: 'Reason',
              cell: (a) => INVENTORY_CHECKPOINT_LABELS[a.reason as InventoryCheckpoint] ?? a.reason,
            },
            { header: 'Note', cell: (a) => a.note ?? '' },
            { header: 'By', cell: (a) => a.by ?? '' },
          ]}
          rows={data?.adjustments ?? []}
          rowKey={(a) => a.id}
          empty="No adjustments yet."
        />
      </Card>
      <DemoStockCard canChange={canManage} />
    </section>
  );
}
