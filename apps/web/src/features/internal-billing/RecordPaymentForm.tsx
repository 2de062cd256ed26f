import type { StaffAccount } from '@platen/contracts';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { DollarsInput } from '@/components/ui/DollarsInput.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import './internal-billing.css';
import { useRecordPaymentMutation } from './api/internal-billing.ts';

const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/**
 * Record a wire or check that arrived for this account. Credited once per reference; the chosen invoice
 * is paid first, then held orders are released oldest first.
 */
export function RecordPaymentForm({ account }: { account: StaffAccount }) {
  const [record] = useRecordPaymentMutation();
  const [method, setMethod] = useState<'wire' | 'check'>('wire');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [invoiceId, setInvoiceId] = useState('');
  const { message, run, tell } = useActionMessage('Not recorded.');
  const userId = account.user.id;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const c = cents(amount);
    if (!Number.isFinite(c) || c <= 0) return tell({ kind: 'error', text: 'Enter the amount received.' });
    void run(
      `${method === 'wire' ? 'Wire' : 'Check'} ${reference.trim()} recorded: ${formatDollars(c)} credited.`,
      record({ userId, amount: c, method, reference, ...(invoiceId ? { invoiceId } : {}) }).unwrap(),
    ).then((ok) => {
      if (ok) {
        setAmount('');
        setReference('');
        setInvoiceId('');
      }
    });
  };
  return (
    <section aria-labelledby="record-payment-title" className="record-payment">
      <h3 id="record-payment-title">Record a payment received</h3>
      <form aria-label="Record a payment received" onSubmit={submit}>
        <FieldRow>
          <Select
            id="pay-method"
            label="Received by"
            value={method}
            onChange={(e) => setMethod(e.target.value as 'wire' | 'check')}
          >
            <option value="wire">Bank wire / ACH</option>
            <option value="check">Check</option>
          </Select>
          <DollarsInput id="pay-amount" label="Amount received (USD)" value={amount} onChange={setAmount} />
          <Input
            id="pay-reference"
            label={method === 'wire' ? 'Wire reference' : 'Check number'}
            required
            maxLength={100}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <Select
            id="pay-invoice"
            label="For"
            value={invoiceId}
            onChange={(e) => setInvoiceId(e.target.value)}
          >
            <option value="">Held orders, oldest first</option>
            {account.held.orders
              .filter((o) => o.invoiceId)
              .map((o) => (
                <option key={o.orderId} value={o.invoiceId!}>
                  {o.invoiceNumber} · {formatDollars(o.total)}
                </option>
              ))}
          </Select>
          <button type="submit">Record payment</button>
        </FieldRow>
      </form>
      <ActionOutcome message={message} />
    </section>
  );
}
