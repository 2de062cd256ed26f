import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { usePaymentOptionsQuery } from '@/api/billing/payments.ts';
import { TransferDetails } from '@/components/payments/TransferDetails.tsx';
import { useSavedCardsQuery } from '@/api/billing/payments.ts';
import { useSaveCardMutation } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/paymentMethods: saved cards (SetupIntents) and the default; hidden without a card key. */
export default function PaymentMethodsPage() {
  const publicKey = useAppSelector((s) => s.auth.configuration?.cardPayment?.publicKey ?? null);
  const cards = useSavedCardsQuery(undefined, { skip: !publicKey });
  const [save] = useSaveCardMutation();
  const { message, run } = useActionMessage('Not saved.');
  const options = usePaymentOptionsQuery();
  const transfer = options.data?.transfer;
  return (
    <section aria-labelledby="pm-title">
      <h1 id="pm-title">Payment methods</h1>
      <BillingNav />
      <h2>Card</h2>
      {publicKey ? (
        <p>Pay any invoice or held order by card, or add funds on the Balance page.</p>
      ) : (
        <p>Card payments are not available.</p>
      )}
      {cards.data && (
        <ul>
          {cards.data.methods.length === 0 && <li>No saved card.</li>}
          {cards.data.methods.map((m) => (
            <li key={m.id}>
              {m.brand} ending {m.last4}, expires {m.expMonth}/{m.expYear}
              {cards.data?.defaultMethod === m.id ? ' (default)' : ''}
            </li>
          ))}
        </ul>
      )}
      {publicKey?.startsWith('pk_test_') && (
        <button
          type="button"
          onClick={() => run('Card saved.', save({ paymentMethodId: 'pm_card_visa' }).unwrap())}
        >
          Save the test Visa card
        </button>
      )}
      <ActionOutcome message={message} />
      <h2>Bank transfer or check</h2>
      {transfer ? (
        <>
          <p>
            Send a bank transfer (ACH or wire) or mail a check, quoting the invoice number (INV-…) of the
            order it pays. We credit your balance when it arrives and release waiting orders, oldest first.
          </p>
          <TransferDetails instructions={transfer.instructions} />
        </>
      ) : (
        options.data && (
          <p>Bank transfer details are not set up yet: contact us to pay by transfer or check.</p>
        )
      )}
    </section>
  );
}
