import { formatDollars } from '@platen/domain/money/format-dollars';
import { lazy, Suspense, useState } from 'react';
import { usePaymentOptionsQuery } from '@/api/billing/payments.ts';
import type { PayPurpose } from './CardPayForm.tsx';
import { PaypalButton } from './PaypalButton.tsx';
import { TransferDetails } from './TransferDetails.tsx';
import './payments.css';

const CardPayForm = lazy(() => import('./CardPayForm.tsx'));

/**
 * Every way to pay `amount`: by card (the form loads on demand) and by bank transfer or check quoting
 * `reference`. Shows what this platform is configured for; says so when nothing is.
 */
export function PayPanel({
  amount,
  purpose,
  reference,
  openCard = false,
  onPaid,
}: {
  amount: number;
  purpose: PayPurpose;
  reference?: string | null;
  openCard?: boolean;
  onPaid?: (released: string[]) => void;
}) {
  const options = usePaymentOptionsQuery();
  const [card, setCard] = useState(openCard);
  const [paid, setPaid] = useState(false);
  const o = options.data;
  if (!o) return null;
  if (paid) return <p role="status">Payment received. Thank you.</p>;
  return (
    <div className="pay-panel">
      {o.card && !card && (
        <button type="button" onClick={() => setCard(true)}>
          Pay {formatDollars(amount)} by card
        </button>
      )}
      {o.card && card && (
        <Suspense fallback={<p aria-busy="true">Loading the card form…</p>}>
          <CardPayForm
            publishableKey={o.card.publishableKey}
            amount={amount}
            purpose={purpose}
            onCancel={() => setCard(false)}
            onPaid={(released) => {
              setPaid(true);
              onPaid?.(released);
            }}
          />
        </Suspense>
      )}
      {o.paypal && !card && (
        <>
          {' '}
          <PaypalButton amount={amount} purpose={purpose} />
        </>
      )}
      {o.transfer && (
        <details open={!o.card}>
          <summary>Pay by bank transfer or check</summary>
          <p>
            Send {formatDollars(amount)}
            {reference ? (
              <>
                {' '}
                quoting <strong>{reference}</strong>
              </>
            ) : null}
            . We release your orders, oldest first, as soon as it arrives.
          </p>
          <TransferDetails instructions={o.transfer.instructions} reference={reference} />
        </details>
      )}
      {!o.card && !o.paypal && !o.transfer && (
        <p>Online payment is not set up yet. Contact us to pay by bank transfer or check.</p>
      )}
    </div>
  );
}
