import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { orderItemSummaries } from '@platen/domain/ordering/order-item-summaries';
import { orderReference, orderTitle } from '@platen/domain/ordering/order-reference';
import { productDisplayName } from '@platen/domain/quote/review-lines';
import { offeredActions } from '@platen/domain/production/customer-actions';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CancelDialog } from './CancelDialog.tsx';
import { CustomerTimeline } from './CustomerTimeline.tsx';
import { FixDesignPanel } from './FixDesignPanel.tsx';
import { ItemsPanel } from './ItemsPanel.tsx';
import { OrderMoneyPanel } from './OrderMoneyPanel.tsx';
import { ShipmentsPanel } from './ShipmentsPanel.tsx';
import { type OrderView, useChangeNameMutation, useOrderProofQuery, useOrderQuery } from './api/orders.ts';
import { useOrderDetailQuery } from '@/api/order2/orders.ts';
import { useProductNames } from '@/api/print/product-names.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import './order-tracking.css';

type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

/** Rename and cancel: the order-wide actions its status allows. */
function OrderActions(props: { order: OrderView; rename: boolean; cancel: boolean; run: Run }) {
  const { order: o, run } = props;
  const [name, setName] = useState('');
  const [changeName] = useChangeNameMutation();
  const [confirming, setConfirming] = useState(false);
  if (!props.rename && !props.cancel) return null;
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">Actions</h2>
      {props.rename && (
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            run('Order renamed.', changeName({ orderId: o.orderId, name }).unwrap());
          }}
        >
          <label htmlFor="order-name">Order name</label>{' '}
          <input id="order-name" value={name} onChange={(ev) => setName(ev.target.value)} maxLength={200} />{' '}
          <button type="submit">Rename</button>
        </form>
      )}
      {props.cancel && (
        <p>
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            Cancel order…
          </button>
        </p>
      )}
      {confirming && <CancelDialog orderId={o.orderId} run={run} onClose={() => setConfirming(false)} />}
    </section>
  );
}

/**
 * /manager/v2/orders/{orderId}: status, due date, items with their status and actions, shipments with address
 * and shipping-method changes, the timeline in plain words, and the order-wide actions its status allows.
 * Every refusal shows the server's sentence.
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrderQuery(orderId);
  // The items' product, colour and printed sides: each item shows its front mockup.
  const drawn = useOrderProofQuery(orderId);
  // The priced lines (per size, as the API answers them) and the products' names: what each item is and costs.
  const detail = useOrderDetailQuery(orderId);
  const names = useProductNames([
    ...new Set((detail.data?.lines ?? []).flatMap((l) => (l.productIdentifier ? [l.productIdentifier] : []))),
  ]);
  const { message, run } = useActionMessage();

  if (order.isLoading) return <p aria-busy="true">Loading the order…</p>;
  if (!order.data)
    return (
      <section aria-labelledby="order-title">
        <h1 id="order-title">Order</h1>
        <p role="alert">{order.error?.message ?? 'The order could not be loaded.'}</p>
        <Link to="/manager/v2/orders">All orders</Link>
      </section>
    );
  const o = order.data;
  const offered = offeredActions(o);
  return (
    <section aria-labelledby="order-title" className="order-detail">
      <p>
        <Link to="/manager/v2/orders">All orders</Link>
      </p>
      <h1 id="order-title">{orderTitle(o)}</h1>
      <p>
        Status: <strong data-testid="order-status">{o.status}</strong> · Due {formatDate(o.dueDate)} ·{' '}
        <span className="nowrap">Order {orderReference(o.orderId)}</span>
        {detail.data && (
          <>
            {' '}
            · Total <strong data-testid="order-header-total">{formatDollars(detail.data.totalCents)}</strong>{' '}
            (shipping, fees and tax included)
          </>
        )}
      </p>
      <p className="hint">Order id for support: {o.orderId}</p>
      {o.items.some((i) => i.status === 'shipped') && (
        <p>
          <Link to={`/manager/v2/orders/claim/${encodeURIComponent(o.orderId)}`}>File a claim</Link>
        </p>
      )}
      <ActionOutcome message={message} />
      <OrderMoneyPanel order={o} />
      {o.artwork === 'proof' && (
        <section aria-labelledby="proof-title" className="order-card">
          <h2 id="proof-title">Your proof is ready</h2>
          <p>
            <Link to={`/manager/v2/orders/approval/${encodeURIComponent(o.orderId)}`}>
              Review the proof and approve it
            </Link>
          </p>
        </section>
      )}
      {o.status === 'on-hold' && o.artwork === 'rejected' && <FixDesignPanel orderId={o.orderId} run={run} />}
      <ItemsPanel
        order={o}
        proof={drawn.data}
        priced={
          detail.data
            ? orderItemSummaries(detail.data.lines, (id) => names.names[id]?.sizes).map((item) => {
                const p = item.productIdentifier ? names.names[item.productIdentifier] : undefined;
                return { ...item, productName: p ? productDisplayName(p) : names.loading ? '…' : 'Product' };
              })
            : undefined
        }
        cancellable={offered.cancelItem}
        designChangeable={offered.changeDesign}
        run={run}
      />
      <ShipmentsPanel order={o} editable={offered.changeShipments} run={run} />
      <CustomerTimeline orderId={o.orderId} />
      <OrderActions order={o} rename={offered.rename} cancel={offered.cancel} run={run} />
    </section>
  );
}
