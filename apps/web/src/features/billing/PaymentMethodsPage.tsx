import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { useSaveCardMutation, useSavedCardsQuery } from './api/billing.ts';
import { BillingNav } from './BillingNav.tsx';

/** /manager/v2/billing/paymentMethods: saved cards (SetupIntents) and the default; hidden without a card key. */
export default function PaymentMethodsPage() {
  const publicKey = useAppSelector((s) => s.auth.configuration?.cardPayment?.publicKey ?? null);
  const cards = useSavedCardsQuery(undefined, { skip: !publicKey });
  const [save] = useSaveCardMutation();
  const { message, run } = useActionMessage('Not saved.');
  return (
    <section aria-labelledby="pm-title">
      <h1 id="pm-title">Payment methods</h1>
      <BillingNav />
      {!publicKey && (
        <p>Card payments are not available. Pay by check or ACH wire; we credit your balance.</p>
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
    </section>
  );
}
