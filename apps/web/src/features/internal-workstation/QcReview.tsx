import type { UnitPreview } from '@platen/contracts';
import {
  QC_DEFECT_LABELS,
  QC_DEFECTS,
  type QcDefect,
  type QcResult,
} from '@platen/domain/operations/qc-results';
import { useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { CameraCapture } from './CameraCapture.tsx';

/**
 * QC scans first: the unit's mockup and details beside the verdicts. Scanning the same ticket again accepts it
 * (the scanner stays the one tool); a fail needs its defect, chosen from the list; a bad image goes back to the
 * artwork team.
 */
export function QcReview({
  unit,
  onVerdict,
}: {
  unit: UnitPreview;
  onVerdict: (result: QcResult, defect?: QcDefect) => void;
}) {
  const [defect, setDefect] = useState<QcDefect | ''>('');
  const [missing, setMissing] = useState(false);
  const fail = () => {
    if (!defect) {
      setMissing(true);
      return;
    }
    onVerdict('fail', defect);
  };
  return (
    <section aria-labelledby="qc-review-title" className="qc-review">
      <h2 id="qc-review-title">Check unit {unit.barcode}</h2>
      <div className="qc-review-body">
        {unit.mockupUrl ? (
          <img
            src={unit.mockupUrl}
            alt={`What unit ${unit.barcode} should look like`}
            width={280}
            height={280}
          />
        ) : (
          <p className="qc-no-mockup">No mockup for this unit: compare with the job ticket.</p>
        )}
        <div className="qc-review-side">
          <dl>
            <dt>Product</dt>
            <dd>{unit.productIdentifier ?? 'unknown'}</dd>
            <dt>Colour</dt>
            <dd>{unit.color ?? 'none'}</dd>
            <dt>Size</dt>
            <dd>{unit.size}</dd>
            <dt>Print type</dt>
            <dd>{unit.printType ?? 'unknown'}</dd>
          </dl>
          <p className="qc-hint">Scan the ticket again to accept, or choose the defect and fail it.</p>
          <CameraCapture kind="qc" barcode={unit.barcode} />
          <div className="qc-verdicts">
            <div className="qc-pass">
              <Button onClick={() => onVerdict('accept')}>Accept</Button>
              <Button variant="secondary" onClick={() => onVerdict('flag-bad-image')}>
                Flag bad image
              </Button>
            </div>
            <div className="qc-fail">
              <Select
                label="Defect"
                className="qc-defect"
                value={defect}
                error={missing && !defect ? 'Choose the defect before failing the unit.' : undefined}
                onChange={(e) => setDefect(e.target.value as QcDefect)}
              >
                <option value="">Choose…</option>
                {QC_DEFECTS.map((d) => (
                  <option key={d} value={d}>
                    {QC_DEFECT_LABELS[d]}
                  </option>
                ))}
              </Select>
              <Button variant="destructive" onClick={fail}>
                Fail (reprint)
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
