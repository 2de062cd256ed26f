import { formatDollars } from '@platen/domain/money/format-dollars';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import {
  useConfirmPaymentMutation,
  usePayOrderMutation,
  useSavedCardsQuery,
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

/** Stripe's card brand ("visa", "amex") as buyers read it. */
const brandName = (brand: string) =>
  ({ amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);

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
    <div className="card-pay">
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
  intent: { id: string; secret: string; amount: number };
  onPaid: (released: string[]) => void;
  onCancel?: (() => void) | undefined;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirmPayment] = useConfirmPaymentMutation();
  const saved = useSavedCardsQuery().data?.methods ?? [];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs one way of paying; the server's word on the PaymentIntent decides whether it is paid. */
  const attempt = async (pay: () => Promise<{ status: string; released: string[] }>) => {
    if (!stripe || busy) return;
    setBusy(true);
    setError(null);
    try {
      const done = await pay();
      if (done.status !== 'succeeded') throw new Error('The payment did not go through. Try another card.');
      onPaid(done.released);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!elements) return;
    void attempt(async () => {
      const r = await stripe!.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (r.error) throw new Error(r.error.message ?? 'The card was declined.');
      return confirmPayment({ paymentIntentId: intent.id }).unwrap();
    });
  };
  // A saved card: the server confirms with it; a bank that asks for 3-D Secure is answered through Stripe.js.
  const paySaved = (paymentMethodId: string) =>
    attempt(async () => {
      const r = await confirmPayment({ paymentIntentId: intent.id, paymentMethodId }).unwrap();
      if (r.status !== 'requires_action') return r;
      const a = await stripe!.handleNextAction({ clientSecret: intent.secret });
      if (a.error) throw new Error(a.error.message ?? 'The card could not be authenticated.');
      return confirmPayment({ paymentIntentId: intent.id }).unwrap();
    });
  return (
    <form onSubmit={submit} aria-label="Card payment">
      {saved.length > 0 && (
        <>
          <fieldset className="saved-cards" disabled={busy}>
            <legend>Your saved cards</legend>
            {saved.map((c) => (
              <button key={c.id} type="button" className="secondary" onClick={() => void paySaved(c.id)}>
                Pay {formatDollars(intent.amount)} with {brandName(c.brand)} ending {c.last4}
              </button>
            ))}
          </fieldset>
          <p>Or a new card:</p>
        </>
      )}
      <PaymentElement />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="actions">
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
