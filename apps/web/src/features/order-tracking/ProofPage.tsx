import { orderTitle } from '@platen/domain/ordering/order-reference';
import { Field } from '@/components/ui/Field.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type OrderProof,
  useApproveProofMutation,
  useOrderProofQuery,
  useRequestChangeMutation,
} from './api/orders.ts';
import './order-tracking.css';
import { itemMockupUrl } from './mockup-url.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';

type ProofItem = OrderProof['items'][number];

/** The mockup of every printed side of one item, drawn by the mockup route. */
function ItemProof({ item }: { item: ProofItem }) {
  const n = item.itemIndex + 1;
  const drawable = item.sides.filter((side) => itemMockupUrl(item, side) !== null);
  return (
    <li className="order-card">
      <h2>Item {n}</h2>
      {item.status === 'cancelled' && <p>This item was cancelled.</p>}
      {drawable.length === 0 ? (
        <p>No mockup can be drawn for this item.</p>
      ) : (
        <ul className="proof-sides">
          {drawable.map((side) => (
            <li key={side}>
              <figure>
                <img
                  src={itemMockupUrl(item, side) ?? ''}
                  alt={`Item ${n}, ${side} side: ${item.productIdentifier} in ${item.color}`}
                  width={300}
                  height={300}
                  loading="lazy"
                />
                <figcaption>
                  {side} · {item.color}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Approve (user-approved) or ask for a change with a reason (change-request). */
function ProofAnswer(props: {
  orderId: string;
  run: (label: string, p: Promise<unknown>) => Promise<boolean>;
}) {
  const { orderId, run } = props;
  const [reason, setReason] = useState('');
  const [approve, approveState] = useApproveProofMutation();
  const [requestChange, changeState] = useRequestChangeMutation();
  const busy = approveState.isLoading || changeState.isLoading;
  return (
    <section aria-labelledby="answer-title" className="order-card">
      <h2 id="answer-title">Your answer</h2>
      <p>
        <button
          type="button"
          disabled={busy}
          onClick={() => run('Proof approved: your order goes to production.', approve({ orderId }).unwrap())}
        >
          Approve the proof
        </button>
      </p>
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          run(
            'Change requested: our team prepares a new proof.',
            requestChange({ orderId, reason: reason.trim() }).unwrap(),
          ).then((ok) => ok && setReason(''));
        }}
      >
        <Field label="What should change?" id="change-reason">
          {(c) => (
            <textarea
              {...c}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              rows={3}
              required
            />
          )}
        </Field>
        <button type="submit" className="secondary" disabled={busy || reason.trim() === ''}>
          Request a change
        </button>
      </form>
    </section>
  );
}

/**
 * /manager/v2/orders/approval/{orderId} (O-4-12): when the customer asked for a proof, the mockups of every side
 * of every item, and the answer: approve or request a change with a reason.
 */
export default function ProofPage() {
  const { orderId = '' } = useParams();
  const proof = useOrderProofQuery(orderId);
  const { message, run } = useActionMessage();
  const back = (
    <p>
      <Link to={`/manager/v2/orders/${encodeURIComponent(orderId)}`}>Back to the order</Link>
    </p>
  );
  if (proof.isLoading) return <p aria-busy="true">Loading the proof…</p>;
  if (!proof.data)
    return (
      <section aria-labelledby="proof-title">
        <h1 id="proof-title">Proof</h1>
        <p role="alert">{proof.error?.message ?? 'The proof could not be loaded.'}</p>
        {back}
      </section>
    );
  const p = proof.data;
  return (
    <section aria-labelledby="proof-title" className="order-detail">
      {back}
      <h1 id="proof-title">Proof of {orderTitle(p)}</h1>
      <ActionOutcome message={message} />
      {p.artwork === 'proof' ? (
        <p>Check every side of every item, then approve the proof or tell us what to change.</p>
      ) : (
        <p role="status">
          {p.artwork === 'approved'
            ? 'The proof is approved: the order is in production.'
            : 'No proof waits for your answer right now. We will show it here when it is ready.'}
        </p>
      )}
      <ul className="order-cards">
        {p.items.map((i) => (
          <ItemProof key={i.itemIndex} item={i} />
        ))}
      </ul>
      {p.artwork === 'proof' && <ProofAnswer orderId={p.orderId} run={run} />}
    </section>
  );
}
