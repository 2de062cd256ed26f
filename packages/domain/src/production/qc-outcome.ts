import { shouldWarnDtgRejects } from '../operations/operations-limits.ts';
import type { QcResult } from '../operations/qc-results.ts';

/**
 * QC station (R-3-62): what a QC result does to a unit.
 * - accept: the unit passed and goes on to store (or straight to shipping for a one-unit order); event qc-complete.
 * - fail: the print is bad; the unit is voided and a new unit with a new barcode is printed again (item status
 *   reprint); event qc-defects. When a design has failed DTG QC twice (R-9-07) the artwork team is warned.
 * - flag-bad-image: the artwork itself is the problem, so printing again would fail again: the unit is voided,
 *   the item goes on hold and back to artwork review; event rejection.
 */
export type QcOutcome =
  | { kind: 'pass'; event: 'qc-complete' }
  | { kind: 'reprint'; event: 'qc-defects'; warnArtwork: boolean }
  | { kind: 'artwork-hold'; event: 'rejection' };

export function qcOutcome(input: {
  result: QcResult;
  printType: string | null;
  designFailuresBefore: number;
}): QcOutcome {
  switch (input.result) {
    case 'accept':
      return { kind: 'pass', event: 'qc-complete' };
    case 'fail':
      return {
        kind: 'reprint',
        event: 'qc-defects',
        warnArtwork: input.printType === 'dtg' && shouldWarnDtgRejects(input.designFailuresBefore + 1),
      };
    case 'flag-bad-image':
      return { kind: 'artwork-hold', event: 'rejection' };
  }
}

/** The warning the artwork team reads when a design keeps failing DTG QC. */
export const artworkWarning = (designId: string, failures: number): string =>
  `Design ${designId} failed DTG QC ${failures} times: check the artwork before it is printed again.`;
