import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { orderReference, orderTitle } from '@platen/domain/ordering/order-reference';
import { Link, useParams } from 'react-router';
import { useOrderQuery } from './api/orders.ts';
import { OrderLoadError } from './OrderLoadError.tsx';
import { Card } from '@/components/ui/Card.tsx';
import './order-tracking.css';

/**
 * /manager/v2/orders/{orderId}/confirmed: the placed order confirmed: its reference, total, due date, what
 * happens next (the staff review and the proof, or straight to production when bypassed) and where to follow it.
 */
export default function OrderConfirmedPage() {
  const { orderId = '' } = useParams();
  const order = useOrderQuery(orderId);
  if (order.isLoading) return <p aria-busy="true">Loading the order…</p>;
  if (!order.data) return <OrderLoadError title="Order confirmed" error={order.error} />;
  const o = order.data;
  const id = encodeURIComponent(o.orderId);
  const skipsReview = o.bypass?.artworkCreation === true;
  const skipsProof = o.bypass?.userApproval === true;
  return (
    <section aria-labelledby="confirmed-title" className="order-detail">
      <h1 id="confirmed-title">Order confirmed</h1>
      <p>
        <strong>{orderTitle(o)}</strong> · <span className="nowrap">Order {orderReference(o.orderId)}</span>
      </p>
      <Card title="Summary">
        <dl className="facts">
          <dt>Status</dt>
          <dd>{o.status}</dd>
          <dt>Placed</dt>
          <dd>{formatDate(o.createdAt)}</dd>
          <dt>Due</dt>
          <dd>{formatDate(o.dueDate)}</dd>
          <dt>Items</dt>
          <dd>{o.items.length}</dd>
          <dt>Shipments</dt>
          <dd>{o.shipments.length}</dd>
          <dt>Total</dt>
          <dd>{formatDollars(o.totalCents)}</dd>
        </dl>
      </Card>
      <Card title="What happens next">
        <p>
          {skipsReview
            ? 'Your artwork goes straight to production: the staff review is skipped for this order.'
            : 'Our staff check your artwork first.'}{' '}
          {skipsProof
            ? 'No proof is sent for your approval.'
            : 'When a proof is sent, approve it before printing starts.'}
        </p>
        <ul>
          <li>
            <Link to={`/manager/v2/orders/${id}`}>Follow the order</Link>
          </li>
          <li>
            <Link to={`/manager/v2/orders/${id}/bypassApproval`}>Approvals this order skips</Link>
          </li>
          {o.shipments.map((s) => (
            <li key={s.shipmentIndex}>
              <Link to={`/manager/v2/orders/${id}/shipping-form/${s.shipmentIndex}`}>
                Packing slip of shipment {s.shipmentIndex + 1}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
