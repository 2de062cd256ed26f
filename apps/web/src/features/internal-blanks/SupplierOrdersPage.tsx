import type { BlankOrder } from '@platen/contracts';
import { StatusPill, type Tone } from '@/components/ui/Badge.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { messageOf } from '@/components/ui/LoadError.tsx';
import { useBlankOrdersQuery } from './api/blank-orders.ts';
import { laTime, poStateLabel, STATUS_LABEL } from './blank-order-labels.ts';
import './blank-orders.css';

const TONE: Record<string, Tone> = {
  open: 'neutral',
  sent: 'info',
  shipped: 'brand',
  partial: 'warning',
  received: 'success',
};

const units = (o: BlankOrder, of: 'quantity' | 'expected' | 'received') =>
  o.lines.reduce((s, l) => s + l[of], 0);

const COLUMNS: readonly Column<BlankOrder>[] = [
  {
    header: 'Blank order',
    rowHeader: true,
    cell: (o) => <a href={`/internal/dashboard/blank-orders#bo-${o.id}`}>{o.id}</a>,
  },
  { header: 'Facility', cell: (o) => o.facility },
  {
    header: 'Status',
    cell: (o) => (
      <StatusPill tone={TONE[o.status] ?? 'neutral'}>{STATUS_LABEL[o.status] ?? o.status}</StatusPill>
    ),
  },
  {
    header: 'Purchase order',
    cell: (o) => (
      <>
        {o.po.number ?? '—'}
        <br />
        <span className="hint">{poStateLabel(o.po)}</span>
        {o.po.note && <span className="bo-note">{o.po.note}</span>}
      </>
    ),
  },
  { header: 'Supplier says', cell: (o) => o.po.supplierStatus ?? '—' },
  { header: 'Expected', cell: (o) => (o.expectedAt ? laTime(o.expectedAt) : '—') },
  {
    header: 'Units (shipped / received)',
    cell: (o) => `${units(o, 'quantity')} (${units(o, 'expected')} / ${units(o, 'received')})`,
  },
  {
    header: 'Ship notices',
    cell: (o) =>
      o.shipNotices.length === 0 ? (
        'None yet'
      ) : (
        <ul className="bo-notices">
          {o.shipNotices.map((n) => (
            <li key={n.shipmentKey}>
              {n.carrier ?? 'Carrier'} {n.trackingNumbers.join(', ')}:{' '}
              {n.lines.reduce((s, l) => s + l.quantity, 0)} units
              {n.shippedAt ? `, ${laTime(n.shippedAt)}` : ''}
            </li>
          ))}
        </ul>
      ),
  },
];

/**
 * /sanmar and /alpha (R-2-18): one supplier's blank orders, newest first, with status, the purchase order as sent
 * (PromoStandards), the supplier's last status, the expected date and the ship notices. Receiving happens on the
 * blank orders screen.
 */
export default function SupplierOrdersPage({
  supplier,
  name,
}: {
  supplier: 'SANMAR' | 'ALPHA';
  name: string;
}) {
  const orders = useBlankOrdersQuery();
  const mine = (orders.data?.blankOrders ?? []).filter((o) => o.supplier === supplier);
  return (
    <section aria-labelledby="supplier-title" className="blank-orders">
      <h1 id="supplier-title">{name} blank orders</h1>
      <p className="hint">
        Purchase orders go to {name} by PromoStandards after its inventory is read; its order status and ship
        notices are read every 5 minutes. Blanks arrive at receiving on the{' '}
        <a href="/internal/dashboard/blank-orders">blank orders</a> screen.
      </p>
      <DataTable
        caption={`${name} blank orders`}
        captionHidden
        columns={COLUMNS}
        rows={mine}
        rowKey={(o) => o.id}
        loading={orders.isLoading}
        error={orders.error ? (messageOf(orders.error) ?? 'Not loaded.') : undefined}
        empty={`No ${name} blank orders yet.`}
        scroll={`${name} blank orders`}
        framed
      />
    </section>
  );
}
