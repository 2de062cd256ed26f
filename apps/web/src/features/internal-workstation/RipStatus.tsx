import type { UnitRip } from '@platen/contracts';
import { Badge, type Tone } from '@/components/ui/Badge.tsx';
import { unitPrintFileUrl, useUnitPreviewQuery } from './api/workstation.ts';

const STATE: Record<UnitRip['status'], { tone: Tone; text: (r: UnitRip) => string }> = {
  queued: { tone: 'info', text: () => 'Queued for the RIP' },
  'in-hot-folder': { tone: 'brand', text: (r) => `In hot folder ${r.location}` },
  ripped: { tone: 'success', text: () => 'Ripped' },
  RIP_ISSUE: { tone: 'danger', text: () => 'RIP issue' },
  failed: { tone: 'danger', text: () => 'Not sent to the RIP' },
};

/** States that still change on their own (the drop job or the RIP client has not answered yet). */
const moving = (r: UnitRip) => r.status === 'queued' || r.status === 'in-hot-folder';

/**
 * The DTG unit's RIP job per side: queued, in its location's hot folder, ripped, or a RIP issue with its reason.
 * The unit view is asked again every 5 s while a side is on its way, so the operator sees the RIP answer.
 */
export function RipStatus({ unit }: { unit: { barcode: string; facility: string; rip: UnitRip[] } }) {
  const live = unit.rip.some(moving);
  const q = useUnitPreviewQuery(
    { barcode: unit.barcode, station: 'dtg', facility: unit.facility },
    { pollingInterval: live ? 5000 : 0, skip: !live },
  );
  const rip = q.data?.rip ?? unit.rip;
  if (rip.length === 0) return null;
  return (
    <section aria-labelledby="rip-title" className="rip-status">
      <h3 id="rip-title">RIP</h3>
      <ul aria-live="polite">
        {rip.map((r) => (
          <li key={r.side}>
            <span>{r.side}: </span>
            <Badge tone={STATE[r.status].tone}>{STATE[r.status].text(r)}</Badge>
            {r.reason && <span className="rip-reason"> {r.reason}</span>}
            <PrintFileLinks barcode={unit.barcode} side={r.side} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The side's print-ready files, to print by hand when the RIP cannot (a RIP issue) or to check what it got. */
export function PrintFileLinks({ barcode, side }: { barcode: string; side: string }) {
  return (
    <span className="print-file-links">
      {' '}
      <a href={unitPrintFileUrl(barcode, side, 'print.png')} download>
        Print file {side} (PNG)
      </a>{' '}
      <a href={unitPrintFileUrl(barcode, side, 'print.pdf')} download>
        PDF
      </a>
    </span>
  );
}
