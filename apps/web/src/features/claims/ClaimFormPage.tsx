import type { NewClaimRequest } from '@platen/contracts';
import { Field } from '@/components/ui/Field.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { CLAIM_REASONS, PRINTER_PROBLEMS, SEVERITIES } from '@platen/domain/operations/claims';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Select } from '@/components/ui/Select.tsx';
import { useClaimOrderQuery, useFileClaimMutation } from './api/claims.ts';
import { type ClaimPhoto, ClaimPhotos } from './ClaimPhotos.tsx';

/**
 * /manager/v2/orders/claim/{orderId}: reason, printer problem, severity, the shipped items and quantities, a note
 * and photos of the problem.
 */
export default function ClaimFormPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useClaimOrderQuery(orderId);
  const [file, state] = useFileClaimMutation();
  const [reason, setReason] = useState<string>(CLAIM_REASONS[4]);
  const [problem, setProblem] = useState('');
  const [severity, setSeverity] = useState<string>('medium');
  const [note, setNote] = useState('');
  const [qty, setQty] = useState<Record<number, string>>({});
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const shipped = order.data?.items.filter((i) => i.status === 'shipped') ?? [];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const items = Object.entries(qty)
      .map(([k, v]) => ({ itemIndex: Number(k), quantity: Number(v) }))
      .filter((i) => Number.isInteger(i.quantity) && i.quantity > 0);
    if (items.length === 0) {
      setError('Enter how many pieces of at least one item are affected.');
      return;
    }
    const body: NewClaimRequest = {
      orderId,
      reason: reason as NewClaimRequest['reason'],
      severity: severity as NewClaimRequest['severity'],
      items,
      ...(problem ? { printerProblem: problem as NewClaimRequest['printerProblem'] } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(photos.length ? { photos: photos.map((p) => p.id) } : {}),
    };
    file(body)
      .unwrap()
      .then(
        () => navigate('/manager/v2/claims'),
        (err: { message?: string }) => setError(err.message ?? 'The claim was not filed.'),
      );
  };
  return (
    <section aria-labelledby="claim-title">
      <p>
        <Link to={`/manager/v2/orders/${orderId}`}>Back to the order</Link>
      </p>
      <h1 id="claim-title">File a claim{order.data?.name ? ` for ${order.data.name}` : ''}</h1>
      {order.error && <p role="alert">{'message' in order.error ? order.error.message : 'Not loaded.'}</p>}
      {order.data && shipped.length === 0 && <p>Claims can be filed once items have shipped.</p>}
      {shipped.length > 0 && (
        <form onSubmit={submit} className="stack">
          <Select
            id="claim-reason"
            className="narrow"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          >
            {CLAIM_REASONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Select>
          <Select
            id="claim-problem"
            className="narrow"
            label="Printer problem"
            value={problem}
            onChange={(e) => setProblem(e.target.value)}
          >
            <option value="">Not sure</option>
            {PRINTER_PROBLEMS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </Select>
          <Select
            id="claim-severity"
            className="narrow"
            label="Severity"
            value={severity}
            onChange={(e) => setSeverity(e.target.value)}
          >
            {SEVERITIES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
          <fieldset>
            <legend>Affected pieces per item</legend>
            {shipped.map((i) => (
              <Input
                key={i.itemIndex}
                label={`Item ${i.itemIndex + 1} (${i.printType ?? 'item'})`}
                id={`claim-qty-${i.itemIndex}`}
                inputMode="numeric"
                value={qty[i.itemIndex] ?? ''}
                onChange={(e) => setQty((q) => ({ ...q, [i.itemIndex]: e.target.value }))}
              />
            ))}
          </fieldset>
          <Field label="What happened" id="claim-note">
            {(c) => (
              <textarea {...c} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
          <ClaimPhotos photos={photos} onChange={setPhotos} />
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <button type="submit" disabled={state.isLoading}>
            File the claim
          </button>
        </form>
      )}
    </section>
  );
}
