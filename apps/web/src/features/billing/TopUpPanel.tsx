import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { DollarsInput } from '@/components/ui/DollarsInput.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { useSavedCardsQuery } from '@/api/billing/payments.ts';
import { useTopUpMutation } from './api/billing.ts';
import { parseDollars } from './BillingNav.tsx';

/** Stripe's test cards, offered only with a test publishable key (no card field can load offline). */
const TEST_CARDS = [
  ['pm_card_visa', 'Test Visa ending 4242'],
  ['pm_card_chargeDeclined', 'Test card that is declined'],
] as const;

/**
 * Top up the balance by card. Hidden when no card-payment key is configured (the rest of billing works). With a
 * test key it offers Stripe's test cards; saved cards come from the account's SetupIntents.
 */
export function TopUpPanel({ suggested }: { suggested: number }) {
  const publicKey = useAppSelector((s) => s.auth.configuration?.cardPayment?.publicKey ?? null);
  const cards = useSavedCardsQuery(undefined, { skip: !publicKey });
  const [topUp, state] = useTopUpMutation();
  const [amount, setAmount] = useState(suggested > 0 ? (suggested / 100).toFixed(2) : '');
  const [card, setCard] = useState('');
  const { message, run, tell } = useActionMessage('The payment failed.');
  if (!publicKey) return null;
  const options: [string, string][] = [
    ...(cards.data?.methods ?? []).map((m): [string, string] => [m.id, `${m.brand} ending ${m.last4}`]),
    ...(publicKey.startsWith('pk_test_') ? TEST_CARDS.map(([id, l]): [string, string] => [id, l]) : []),
  ];
  const chosen = card || cards.data?.defaultMethod || options[0]?.[0] || '';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents < 100) {
      tell({ kind: 'error', text: 'Enter an amount of at least $1.00.' });
      return;
    }
    void run(
      `Added ${formatDollars(cents)} to your balance.`,
      topUp({ amount: cents, paymentMethodId: chosen || undefined, key: crypto.randomUUID() }).unwrap(),
    );
  };
  return (
    <section aria-labelledby="topup-title">
      <h2 id="topup-title">Add funds by card</h2>
      <form onSubmit={submit}>
        <FieldRow>
          <DollarsInput id="topup-amount" label="Amount (USD)" value={amount} onChange={setAmount} />
          <Select id="topup-card" label="Card" value={chosen} onChange={(e) => setCard(e.target.value)}>
            {options.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </Select>
          <button type="submit" disabled={state.isLoading || options.length === 0}>
            Pay by card
          </button>
        </FieldRow>
      </form>
      <ActionOutcome message={message} />
    </section>
  );
}
