import { orderReference, orderTitle } from '@platen/domain/ordering/order-reference';
import { Link, useParams } from 'react-router';
import { useOrderQuery } from './api/orders.ts';
import { OrderLoadError } from './OrderLoadError.tsx';
import { Badge } from '@/components/ui/Badge.tsx';
import { Card } from '@/components/ui/Card.tsx';
import './order-tracking.css';

function Step(p: { title: string; skipped: boolean; skippedText: string; keptText: string }) {
  return (
    <Card
      title={p.title}
      headingLevel={2}
      actions={<Badge tone={p.skipped ? 'info' : 'neutral'}>{p.skipped ? 'Skipped' : 'Required'}</Badge>}
    >
      <p>{p.skipped ? p.skippedText : p.keptText}</p>
    </Card>
  );
}

/**
 * /manager/v2/orders/{orderId}/bypassApproval (O-3-05): what the order's bypass object holds: artworkCreation
 * (the staff artwork review) and userApproval (the customer's own proof approval), as staff granted them. The
 * customer approves or asks for changes on the proof page while a proof waits.
 */
export default function BypassApprovalPage() {
  const { orderId = '' } = useParams();
  const order = useOrderQuery(orderId);
  if (order.isLoading) return <p aria-busy="true">Loading the order…</p>;
  if (!order.data) return <OrderLoadError title="Approvals" error={order.error} />;
  const o = order.data;
  const id = encodeURIComponent(o.orderId);
  const bypass = o.bypass ?? { artworkCreation: false, userApproval: false };
  return (
    <section aria-labelledby="bypass-title" className="order-detail">
      <p>
        <Link to={`/manager/v2/orders/${id}`}>Back to the order</Link>
      </p>
      <h1 id="bypass-title">Approvals for {orderTitle(o)}</h1>
      <p className="hint">
        Order {orderReference(o.orderId)}. Our staff grant which approvals an order may skip; what they
        granted is shown here.
      </p>
      <Step
        title="Staff artwork review"
        skipped={bypass.artworkCreation}
        skippedText="Your artwork goes to production without the staff review."
        keptText="Our staff check your artwork for print problems before anything is printed."
      />
      <Step
        title="Your proof approval"
        skipped={bypass.userApproval}
        skippedText="No proof waits for your approval: production starts once the artwork is ready."
        keptText="When a proof is sent, printing waits until you approve it."
      />
      {o.artwork === 'proof' && !bypass.userApproval && (
        <p>
          <Link to={`/manager/v2/orders/${id}/approval`}>Your proof is ready: review and approve it</Link>
        </p>
      )}
    </section>
  );
}
