import { formatDollars } from '@platen/domain/money/format-dollars';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import {
  useConfirmPaymentMutation,
  usePayOrderMutation,
  useStartPaymentMutation,
} from '@/api/billing/payments.ts';
import { useAppSelector } from '@/hooks/store.ts';
import { loadCardJs } from './load-card-js.ts';

/** What the card pays: one held order, an invoice, or a top-up of the balance. */
export type PayPurpose =
  | { kind: 'order'; orderId: string }
  | { kind: 'invoice'; invoiceId: string }
  | { kind: 'top-up' };

export interface CardPayFormProps {
  publishableKey: string;
  amount: number;
  purpose: PayPurpose;
  onPaid: (released: string[]) => void;
  onCancel?: () => void;
}

const errorText = (e: unknown) =>
  (e as { message?: string })?.message || 'The card payment could not start. Try again.';

/**
 * The card form: a PaymentIntent from our server, Stripe's Payment Element to take the card, Stripe.js
 * confirms it, then our server checks it with Stripe and credits it (docs/decisions/card-payments.md). A lazy
 * chunk: Stripe's libraries never reach the entry bundle.
 */
export default function CardPayForm({ publishableKey, amount, purpose, onPaid, onCancel }: CardPayFormProps) {
  const scriptUrl = useAppSelector((s) => s.auth.configuration?.cardPayment?.scriptUrl);
  const stripe = useMemo(() => loadCardJs(publishableKey, scriptUrl), [publishableKey, scriptUrl]);
  const [startPayment] = useStartPaymentMutation();
  const [payOrder] = usePayOrderMutation();
  const [intent, setIntent] = useState<{ id: string; secret: string; amount: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key =
    purpose.kind === 'order' ? purpose.orderId : purpose.kind === 'invoice' ? purpose.invoiceId : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one PaymentIntent per purpose and amount
  useEffect(() => {
    let live = true;
    const started =
      purpose.kind === 'order'
        ? payOrder({ orderId: purpose.orderId, method: 'card' })
            .unwrap()
            .then((r) => r.payment)
        : startPayment({
            amount,
            method: 'card',
            ...(purpose.kind === 'invoice' ? { invoiceId: purpose.invoiceId } : {}),
          }).unwrap();
    started.then(
      (p) => {
        if (!live) return;
        if (!p?.clientSecret || !p.paymentIntentId) return onPaid([]);
        setIntent({ id: p.paymentIntentId, secret: p.clientSecret, amount: p.amount });
      },
      (e) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [purpose.kind, key, amount]);

  return (
    <div className="card-pay" style={{ marginTop: '0.75rem', maxWidth: '28rem' }}>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!intent && !error && <p aria-busy="true">Preparing the card form…</p>}
      {intent && (
        <Elements stripe={stripe} options={{ clientSecret: intent.secret }}>
          <ConfirmForm intent={intent} onPaid={onPaid} onCancel={onCancel} />
        </Elements>
      )}
    </div>
  );
}

function ConfirmForm({
  intent,
  onPaid,
  onCancel,
}: {
  intent: { id: string; amount: number };
  onPaid: (released: string[]) => void;
  onCancel?: (() => void) | undefined;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (r.error) throw new Error(r.error.message ?? 'The card was declined.');
      const done = await confirmPayment({ paymentIntentId: intent.id }).unwrap();
      if (done.status !== 'succeeded') throw new Error('The payment did not go through. Try another card.');
      onPaid(done.released);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Card payment">
      <PaymentElement />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="actions" style={{ marginTop: '0.75rem' }}>
        <button type="submit" disabled={!stripe || !elements || busy}>
          {busy ? 'Paying…' : `Pay ${formatDollars(intent.amount)}`}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
