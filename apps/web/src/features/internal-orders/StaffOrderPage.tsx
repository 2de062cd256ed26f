import { formatDate } from '@platen/domain/format/format-date';
import { describeEvent } from '@platen/domain/production/event-descriptions';
import { artworkStageLabel, statusDisplay } from '@platen/domain/production/order-status-display';
import { orderReference } from '@platen/domain/ordering/order-reference';
import { useParams } from 'react-router';
import { OrderHead } from '@/components/ui/OrderHead.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { type StaffOrderView, useStaffOrderQuery } from './api/staff-order.ts';

type Timeline = StaffOrderView['timelines'][number];
type Invoice = NonNullable<StaffOrderView['invoice']>;
type Revision = Invoice['revisions'][number];
type Step = Timeline['steps'][number];

/** R-4-34: the health word, shown as text (colour only repeats it). */
const HEALTH_WORDS: Record<NonNullable<Step['health']>, string> = {
  'on-track': 'On track',
  'behind-average': 'Behind average',
  late: 'Late',
  alert: 'Alert',
  final: 'Done',
};
const STEP_WORDS: Record<Step['state'], string> = {
  done: 'Done',
  current: 'Now',
  upcoming: 'Upcoming',
  skipped: 'Skipped',
};
const hours = (h: number | null) => (h === null ? '—' : `${h} h`);
const when = (at: string | null) => (at ? new Date(at).toLocaleString() : '—');

const STEP_COLUMNS: Column<Step>[] = [
  {
    header: 'Milestone',
    rowHeader: true,
    cell: (s) => `${s.milestone}${s.alert ? ' (alert)' : ''}${s.occasional ? ' (occasional)' : ''}`,
  },
  { header: 'State', cell: (s) => STEP_WORDS[s.state] },
  { header: 'Entered', cell: (s) => when(s.enteredAt) },
  { header: 'Average', cell: (s) => hours(s.avgHours) },
  { header: 'Max', cell: (s) => hours(s.maxHours) },
  { header: 'Health', cell: (s) => (s.state === 'current' ? <HealthBadge health={s.health} /> : '—') },
];

const who = (a: Revision['by']) => (a ? (a.name ?? a.email ?? a.id) : null);
/** Who issued a revision: the actor (and the staff member acting for them); the placement or the system. */
const revisedBy = (r: Revision) => {
  const by = who(r.by);
  if (!by) return r.revision === 1 ? 'At placement' : 'Platen (automatic)';
  const acting = who(r.assumedBy);
  return acting ? `${by} (acting: ${acting})` : by;
};

const REVISION_COLUMNS: Column<Revision>[] = [
  { header: 'Revision', rowHeader: true, cell: (r) => String(r.revision) },
  { header: 'Before', cell: (r) => (r.beforeCents === null ? '—' : <Price cents={r.beforeCents} />) },
  { header: 'After', cell: (r) => <Price cents={r.afterCents} /> },
  {
    header: 'Change',
    cell: (r) => (r.beforeCents === null ? '—' : <Price cents={r.afterCents - r.beforeCents} />),
  },
  { header: 'Reason', cell: (r) => r.reason ?? (r.revision === 1 ? 'Issued at placement' : '—') },
  { header: 'By', cell: revisedBy },
  { header: 'When', cell: (r) => when(r.at) },
];

/** The order's invoice and its revisions: staff see every amount it was, why, who and when. */
function InvoiceRevisions({ invoice }: { invoice: StaffOrderView['invoice'] }) {
  if (!invoice) return <p>No invoice yet.</p>;
  return (
    <>
      <p>
        {invoice.number}: <Price cents={invoice.totalCents} />
        {invoice.revisions.length > 0
          ? `, revision ${invoice.revisions.at(-1)?.revision}`
          : ', never revised'}
      </p>
      {invoice.revisions.length > 0 && (
        <DataTable
          scroll="Invoice revisions, scrollable"
          caption={`Revisions of ${invoice.number}`}
          columns={REVISION_COLUMNS}
          rows={invoice.revisions}
          rowKey={(r) => String(r.revision)}
        />
      )}
    </>
  );
}

/** The health badge of an item at its current milestone. */
export function HealthBadge({ health }: { health: Step['health'] }) {
  if (!health) return <span>Not in production</span>;
  return <span className={`health health-${health}`}>{HEALTH_WORDS[health]}</span>;
}

/** One item's milestone timeline for its print type (R-4-07..33), the current step with its health. */
function ItemTimeline({ t, item }: { t: Timeline; item: StaffOrderView['order']['items'][number] }) {
  const n = t.itemIndex + 1;
  const current = t.steps.find((s) => s.state === 'current');
  return (
    <li className="order-card">
      <h3>
        Item {n} · {t.printType ?? 'no print type'} · {item.status}
      </h3>
      <p>
        Health: <HealthBadge health={item.health} />
        {current?.reason && <> — {current.reason}</>}
      </p>
      {t.steps.length === 0 ? (
        <p>This print type has no milestone timeline.</p>
      ) : (
        <DataTable
          scroll={`Milestones of item ${n}, scrollable`}
          caption={`Milestones of item ${n}`}
          columns={STEP_COLUMNS}
          rows={t.steps}
          rowKey={(s) => s.milestone}
          rowProps={(s) => ({ 'aria-current': s.state === 'current' ? 'step' : undefined })}
        />
      )}
    </li>
  );
}

/**
 * /internal/dashboard/orders/{orderId} (internal.access): any order as staff see it: status, each item's milestone
 * timeline with the time it entered each milestone and its health, the invoice's revisions (amount before and
 * after, reason, who, when) and the full event log with who acted.
 */
export default function StaffOrderPage({
  review,
}: {
  /** What is approved (the approval review), composed in by the staff area for those who may review. */
  review?: (orderId: string, label: string) => React.ReactNode;
}) {
  const { orderId = '' } = useParams();
  const view = useStaffOrderQuery(orderId);
  if (view.isLoading) return <p aria-busy="true">Loading the order…</p>;
  if (!view.data)
    return (
      <section aria-labelledby="staff-order-title">
        <h1 id="staff-order-title">Order {orderId}</h1>
        <p role="alert">{view.error?.message ?? 'The order could not be loaded.'}</p>
      </section>
    );
  const { order: o, timelines, events, customer, people, invoice } = view.data;
  const status = statusDisplay(o.status);
  return (
    <section aria-labelledby="staff-order-title" className="staff-order">
      <OrderHead
        titleId="staff-order-title"
        title={o.name ?? orderReference(o.orderId)}
        tone={status.tone}
        status={
          <span data-testid="staff-order-status" data-status={o.status}>
            {status.label}
          </span>
        }
      />
      <dl className="facts staff-order-facts">
        <dt>Order</dt>
        <dd>
          {orderReference(o.orderId)} <small className="hint">{o.orderId}</small>
        </dd>
        <dt>Customer</dt>
        <dd>
          {customer.name ?? customer.email ?? customer.id}
          {customer.name && customer.email && (
            <>
              {' · '}
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </>
          )}
        </dd>
        <dt>Artwork</dt>
        <dd>{artworkStageLabel(o.artwork)}</dd>
        <dt>Due</dt>
        <dd>{formatDate(o.dueDate)}</dd>
        <dt>Total</dt>
        <dd>
          <Price cents={o.totalCents} />
        </dd>
      </dl>
      {review && (
        <section aria-labelledby="staff-proof-title">
          <h2 id="staff-proof-title">Proof and approval</h2>
          {review(o.orderId, o.name ?? o.orderId)}
        </section>
      )}
      <h2>Invoice</h2>
      <InvoiceRevisions invoice={invoice} />
      <h2>Items and milestones</h2>
      <ul className="order-cards">
        {timelines.map((t) => {
          const item = o.items[t.itemIndex];
          return item ? <ItemTimeline key={t.itemIndex} t={t} item={item} /> : null;
        })}
      </ul>
      <h2 id="event-log-title">Event log (full floor log)</h2>
      <DataTable
        framed
        scroll="Event log"
        caption="Event log"
        captionHidden
        columns={eventColumns(people)}
        rows={events}
        rowKey={(e) => e.sequence}
      />
    </section>
  );
}

type OrderEvent = StaffOrderView['events'][number];

type Person = StaffOrderView['people'][string];
const named = (people: Record<string, Person>, id: string) => {
  const p = people[id];
  return p ? (p.name ?? p.email ?? id) : id;
};

/** The full floor log: every event in order, with who did it (and for whom, when staff acted as them). */
const eventColumns = (people: Record<string, Person>): readonly Column<OrderEvent>[] => [
  { header: '#', cell: (e) => e.sequence },
  { header: 'Event', rowHeader: true, cell: (e) => describeEvent(e) },
  { header: 'When', cell: (e) => new Date(e.createdAt).toLocaleString() },
  {
    header: 'By',
    cell: (e) =>
      e.actorId ? (
        <>
          {named(people, e.actorId)}
          {e.assumedBy && <small> (acting for them: {named(people, e.assumedBy)})</small>}
        </>
      ) : (
        'Platen'
      ),
  },
];
