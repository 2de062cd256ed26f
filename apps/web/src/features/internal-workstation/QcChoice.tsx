import { QC_RESULTS, type QcResult } from '@platen/domain/operations/qc-results';

const QC_LABELS: Record<QcResult, string> = {
  accept: 'Accept',
  fail: 'Fail (reprint)',
  'flag-bad-image': 'Flag bad image',
};

/**
 * The QC verdict the next scan records. Buttons, not radios: pressing one (Enter or Space) gives focus back to
 * the scan box, so the operator picks the verdict and scans without touching the mouse.
 */
export function QcChoice({ result, onResult }: { result: QcResult; onResult: (r: QcResult) => void }) {
  return (
    <fieldset className="qc-choice">
      <legend>QC result of the next scan</legend>
      {QC_RESULTS.map((r) => (
        <button key={r} type="button" aria-pressed={result === r} onClick={() => onResult(r)}>
          {QC_LABELS[r]}
        </button>
      ))}
      <p>
        The next scan records: <strong>{QC_LABELS[result]}</strong>
        {result !== 'accept' ? ' (back to Accept after that scan).' : '.'}
      </p>
    </fieldset>
  );
}
