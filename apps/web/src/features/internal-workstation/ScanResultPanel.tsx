import type { ScanResult } from '@platen/contracts';
import { milestoneTitle } from '@platen/domain/production/board-reasons';
import { RipStatus } from './RipStatus.tsx';
import { ScanOutcome } from './ScanOutcome.tsx';

/** What the last good scan did and what to do with the unit: mockup, details, next station, ticket. */
export function ScanResultPanel({ unit, station }: { unit: ScanResult; station: string }) {
  return (
    <section aria-labelledby="unit-title" className="scan-result">
      <h2 id="unit-title">Unit {unit.barcode}</h2>
      <p role="status">
        {unit.done} Next: {unit.station ?? 'shipped'}.
      </p>
      <ScanOutcome unit={unit} station={station} />
      {unit.rip && <RipStatus key={unit.barcode} unit={{ ...unit, rip: unit.rip }} />}
      {unit.instruction && <p className="instruction">{unit.instruction}</p>}
      {unit.mockupUrl && (
        <img src={unit.mockupUrl} alt={`Mockup of unit ${unit.barcode}`} width={240} height={240} />
      )}
      <dl>
        <dt>Print type</dt>
        <dd>{unit.printType ?? 'unknown'}</dd>
        <dt>Product</dt>
        <dd>{unit.productIdentifier ?? 'unknown'}</dd>
        <dt>Colour</dt>
        <dd>{unit.color ?? 'none'}</dd>
        <dt>Size</dt>
        <dd>{unit.size}</dd>
        <dt>Facility</dt>
        <dd>{unit.facility}</dd>
        <dt>Milestone</dt>
        <dd>{unit.milestone ? milestoneTitle(unit.milestone) : 'none'}</dd>
      </dl>
      {typeof unit.data.replacement === 'string' ? (
        // After a QC fail the voided unit's ticket is useless: the reprint's ticket is what goes to the printer.
        <a
          href={`/api/internal/units/${encodeURIComponent(unit.data.replacement)}/ticket.pdf`}
          target="_blank"
          rel="noreferrer"
        >
          Print the ticket of reprint {unit.data.replacement}
        </a>
      ) : (
        <a href={unit.ticketUrl} target="_blank" rel="noreferrer">
          Re-print the job ticket of {unit.barcode}
        </a>
      )}
    </section>
  );
}
