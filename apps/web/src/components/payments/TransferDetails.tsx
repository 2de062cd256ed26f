import type { PaymentOptions } from '@platen/contracts';
import { transferLines } from '@platen/domain/billing/payments';

/** Bank transfer / check instructions (TRANSFER_*), with the invoice number to quote. */
export function TransferDetails({
  instructions,
  reference,
}: {
  instructions: NonNullable<PaymentOptions['transfer']>['instructions'];
  reference?: string | null;
}) {
  return (
    <dl
      className="transfer-details"
      style={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', gap: '0.25rem 1rem' }}
    >
      {transferLines(instructions, reference).map((l) => (
        <div key={l.label} style={{ display: 'contents' }}>
          <dt>{l.label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {l.label === 'Reference' ? <strong>{l.value}</strong> : l.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
