import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { orderItemSummaries } from '@platen/domain/ordering/order-item-summaries';
import { orderReference, orderTitle } from '@platen/domain/ordering/order-reference';
import { productDisplayName } from '@platen/domain/quote/review-lines';
import { offeredActions } from '@platen/domain/production/customer-actions';
import { statusDisplay } from '@platen/domain/production/order-status-display';
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
import { OrderHead } from '@/components/ui/OrderHead.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Input } from '@/components/ui/Input.tsx';
import './order-tracking.css';

type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

/** Rename and cancel: the order-wide actions its status allows, in a card beside the order. */
function OrderActions(props: { order: OrderView; rename: boolean; cancel: boolean; run: Run }) {
  const { order: o, run } = props;
  const [name, setName] = useState(o.name ?? '');
  const [changeName, renaming] = useChangeNameMutation();
  const [confirming, setConfirming] = useState(false);
  if (!props.rename && !props.cancel) return null;
  return (
    <Card title="Actions" className="order-actions">
      {props.rename && (
        <form
          className="order-rename"
          onSubmit={(ev) => {
            ev.preventDefault();
            run('Order renamed.', changeName({ orderId: o.orderId, name }).unwrap());
          }}
        >
          <Input
            id="order-name"
            label="Order name"
            value={name}
            onChange={(ev) => setName(ev.target.value)}
            maxLength={200}
          />
          <Button type="submit" variant="secondary" loading={renaming.isLoading}>
            Rename
          </Button>
        </form>
      )}
      {props.cancel && (
        <div className="order-cancel">
          <p className="hint">You see what is refunded before you confirm.</p>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Cancel order…
          </Button>
        </div>
      )}
      {confirming && <CancelDialog orderId={o.orderId} run={run} onClose={() => setConfirming(false)} />}
    </Card>
  );
}

/** The order's title line: its name, its status as a pill, due date, reference and total (the same order read as the payment panel, so the two never disagree mid-refresh). */
function OrderHeader({ order: o }: { order: OrderView }) {
  const status = statusDisplay(o.status);
  return (
    <OrderHead
      titleId="order-title"
      title={orderTitle(o)}
      tone={status.tone}
      status={
        <span data-testid="order-status" data-status={o.status}>
          {status.label}
        </span>
      }
      facts={
        <>
          <span>Due {formatDate(o.dueDate)}</span>
          <span className="nowrap">Order {orderReference(o.orderId)}</span>
          <span>
            Total <strong data-testid="order-header-total">{formatDollars(o.totalCents)}</strong> (shipping,
            fees and tax included)
          </span>
        </>
      }
    >
      <p className="hint">Order id for support: {o.orderId}</p>
    </OrderHead>
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
      <OrderHeader order={o} />
      {o.items.some((i) => i.status === 'shipped') && (
        <p>
          <Link to={`/manager/v2/orders/claim/${encodeURIComponent(o.orderId)}`}>File a claim</Link>
        </p>
      )}
      <ActionOutcome message={message} />
      <div className="order-layout">
        <div className="order-main">
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
          {o.status === 'on-hold' && o.artwork === 'rejected' && (
            <FixDesignPanel orderId={o.orderId} run={run} />
          )}
          <ItemsPanel
            order={o}
            proof={drawn.data}
            priced={
              detail.data
                ? orderItemSummaries(detail.data.lines, (id) => names.names[id]?.sizes).map((item) => {
                    const p = item.productIdentifier ? names.names[item.productIdentifier] : undefined;
                    return {
                      ...item,
                      productName: p ? productDisplayName(p) : names.loading ? '…' : 'Product',
                    };
                  })
                : undefined
            }
            cancellable={offered.cancelItem}
            designChangeable={offered.changeDesign}
            run={run}
          />
          <ShipmentsPanel order={o} editable={offered.changeShipments} run={run} />
        </div>
        <aside className="order-aside" aria-label="Payment, actions and timeline">
          <OrderMoneyPanel order={o} />
          <OrderActions order={o} rename={offered.rename} cancel={offered.cancel} run={run} />
          <CustomerTimeline orderId={o.orderId} />
        </aside>
      </div>
    </section>
  );
}
