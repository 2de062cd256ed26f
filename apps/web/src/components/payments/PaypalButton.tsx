import { formatDollars } from '@platen/domain/money/format-dollars';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useConfirmPaymentMutation,
  usePayOrderMutation,
  useStartPaymentMutation,
} from '@/api/billing/payments.ts';
import type { PayPurpose } from './CardPayForm.tsx';

/**
 * Pay with PayPal (Orders v2, no PayPal script): our server creates the order, the buyer approves it at
 * PayPal, and PayPal sends them back to the balance page (PaypalReturn), which has the server capture it.
 */
export function PaypalButton({ amount, purpose }: { amount: number; purpose: PayPurpose }) {
  const [startPayment] = useStartPaymentMutation();
  const [payOrder] = usePayOrderMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const p =
        purpose.kind === 'order'
          ? (await payOrder({ orderId: purpose.orderId, method: 'paypal' }).unwrap()).payment
          : await startPayment({
              amount,
              method: 'paypal',
              ...(purpose.kind === 'invoice' ? { invoiceId: purpose.invoiceId } : {}),
            }).unwrap();
      if (!p?.approveUrl) throw new Error('PayPal did not answer with an approval page. Try again.');
      window.location.assign(p.approveUrl);
    } catch (e) {
      setError((e as { message?: string }).message ?? 'PayPal could not start. Try again.');
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="secondary" disabled={busy} onClick={() => void go()}>
        {busy ? 'Opening PayPal…' : `Pay ${formatDollars(amount)} with PayPal`}
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </>
  );
}

/** Back from PayPal (`?paypal=return&token=<order id>`): the server captures and credits the approved order. */
export function PaypalReturn() {
  const [query, setQuery] = useSearchParams();
  const [confirm] = useConfirmPaymentMutation();
  const [text, setText] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const token = query.get('paypal') === 'return' ? query.get('token') : null;
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per returned order
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    confirm({ paypalOrderId: token })
      .unwrap()
      .then(
        (r) =>
          setText(
            r.status === 'succeeded'
              ? { kind: 'ok', text: 'PayPal payment received. Thank you.' }
              : { kind: 'error', text: 'The PayPal payment was not approved. Nothing was charged.' },
          ),
        (e: { message?: string }) => setText({ kind: 'error', text: e.message ?? 'PayPal payment failed.' }),
      )
      .finally(() => setQuery({}, { replace: true }));
  }, [token]);
  if (!text) return token ? <p aria-busy="true">Confirming your PayPal payment…</p> : null;
  return text.kind === 'ok' ? (
    <p role="status">{text.text}</p>
  ) : (
    <p role="alert" className="error">
      {text.text}
    </p>
  );
}
