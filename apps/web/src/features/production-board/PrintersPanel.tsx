import type { FacilityCode } from '@platen/domain/operations/facilities';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { useState } from 'react';
import { useFacilityPrintersQuery, useSetPrinterStatusMutation } from '@/api/floor/printers.ts';

/**
 * The facility's printers for a shift lead (printers.manage): mark one out of service with why, or back in
 * service. Plain forms and buttons, so the keyboard does it all; the board's "printers out of service" follows
 * (the change invalidates the board).
 */
export function PrintersPanel({ facility }: { facility: FacilityCode }) {
  const printers = useFacilityPrintersQuery(facility);
  const [setStatus, change] = useSetPrinterStatusMutation();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const list = (printers.data?.printers ?? []).filter((p) => p.retiredAt === null);
  const submit = async (p: { printerId: string; name: string }, status: 'printing' | 'out-of-service') => {
    const reason = status === 'out-of-service' ? (reasons[p.printerId] ?? '').trim() || null : null;
    const r = await setStatus({ printerId: p.printerId, facility, name: p.name, status, reason });
    if (!('error' in r)) {
      setDone(status === 'printing' ? `${p.name} is back in service.` : `${p.name} is out of service.`);
      setReasons((x) => ({ ...x, [p.printerId]: '' }));
    }
  };
  return (
    <section aria-labelledby="printers-title">
      <h2 id="printers-title">Printers at {facility}</h2>
      {printers.error && <p role="alert">{printers.error.message}</p>}
      {change.error && <p role="alert">{change.error.message}</p>}
      <p aria-live="polite">{done}</p>
      {printers.data && list.length === 0 && <p>No printers are registered at {facility}.</p>}
      <ul className="board-printers">
        {list.map((p) => (
          <li key={p.printerId}>
            <strong>{p.name}</strong>:{' '}
            {p.status === 'printing' ? 'printing' : `out of service (${p.reason ?? 'no reason given'})`}
            {p.status === 'printing' ? (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit(p, 'out-of-service');
                }}
              >
                <FieldRow>
                  <Input
                    label={`Why ${p.name} is out of service`}
                    id={`printer-reason-${p.printerId}`}
                    maxLength={200}
                    value={reasons[p.printerId] ?? ''}
                    onChange={(e) => setReasons((x) => ({ ...x, [p.printerId]: e.target.value }))}
                  />
                  <button type="submit" disabled={change.isLoading}>
                    Mark {p.name} out of service
                  </button>
                </FieldRow>
              </form>
            ) : (
              <button type="button" disabled={change.isLoading} onClick={() => void submit(p, 'printing')}>
                Put {p.name} back in service
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
