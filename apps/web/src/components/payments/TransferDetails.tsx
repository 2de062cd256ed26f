import type { PaymentOptions } from '@platen/contracts';
import { transferLines } from '@platen/domain/billing/payments';
import './payments.css';

/** Bank transfer / check instructions (TRANSFER_*), with the invoice number to quote. */
export function TransferDetails({
  instructions,
  reference,
}: {
  instructions: NonNullable<PaymentOptions['transfer']>['instructions'];
  reference?: string | null;
}) {
  return (
    <dl className="transfer-details">
      {transferLines(instructions, reference).map((l) => (
        <div key={l.label}>
          <dt>{l.label}</dt>
          <dd>{l.label === 'Reference' ? <strong>{l.value}</strong> : l.value}</dd>
        </div>
      ))}
    </dl>
  );
}
