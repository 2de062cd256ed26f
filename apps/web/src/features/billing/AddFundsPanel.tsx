import { useState } from 'react';
import { PayPanel } from '@/components/payments/PayPanel.tsx';
import { DollarsInput } from '@/components/ui/DollarsInput.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { parseDollars } from './BillingNav.tsx';

/**
 * Add funds with a new card (the Payment Element) or by bank transfer / check. Held orders are released
 * oldest first when the money arrives.
 */
export function AddFundsPanel({ suggested }: { suggested: number }) {
  const [amount, setAmount] = useState(((suggested > 0 ? suggested : 10_000) / 100).toFixed(2));
  const [chosen, setChosen] = useState<number | null>(null);
  const cents = parseDollars(amount);
  return (
    <section aria-labelledby="add-funds-title">
      <h2 id="add-funds-title">Add funds</h2>
      <form
        aria-label="Amount to add"
        onSubmit={(e) => {
          e.preventDefault();
          if (cents !== null && cents >= 100) setChosen(cents);
        }}
      >
        <FieldRow>
          <DollarsInput
            id="add-funds-amount"
            label="Amount to add (USD)"
            value={amount}
            onChange={setAmount}
          />
          <button type="submit" className="secondary" disabled={cents === null || cents < 100}>
            Choose how to pay
          </button>
        </FieldRow>
      </form>
      {chosen !== null && <PayPanel key={chosen} amount={chosen} purpose={{ kind: 'top-up' }} />}
    </section>
  );
}
