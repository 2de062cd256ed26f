/** R-3-62: quality-control results. */
export const QC_RESULTS = ['accept', 'fail', 'flag-bad-image'] as const;
export type QcResult = (typeof QC_RESULTS)[number];

/** True when the item passed QC and may be stored. */
export const qcPassed = (result: QcResult): boolean => result === 'accept';

/**
 * What was wrong with a failed print (the qc-defects event carries it): the claims rate per defect and per
 * printer is read from these, so a fail without a reason is refused (docs/decisions/qc-scan-first.md).
 */
export const QC_DEFECTS = [
  'misprint',
  'placement',
  'smudge',
  'colour',
  'underbase',
  'pretreat-stain',
  'garment-damage',
  'wrong-blank',
] as const;
export type QcDefect = (typeof QC_DEFECTS)[number];

export const QC_DEFECT_LABELS: Record<QcDefect, string> = {
  misprint: 'Misprint (missing or broken ink)',
  placement: 'Wrong placement or crooked',
  smudge: 'Smudge or ink on the garment',
  colour: 'Colours off',
  underbase: 'Underbase shows or is missing',
  'pretreat-stain': 'Pretreat stain',
  'garment-damage': 'Garment damaged (hole, tear, stain)',
  'wrong-blank': 'Wrong blank (style, colour or size)',
};

export const QC_DEFECT_REQUIRED = `A failed unit needs its defect: one of ${QC_DEFECTS.join(', ')}.`;

/** The defect a QC verdict records: required for a fail, none for the other verdicts; a sentence when wrong. */
export function qcDefect(
  result: QcResult,
  defect: unknown,
): { ok: true; defect: QcDefect | null } | { ok: false; message: string } {
  if (result !== 'fail') return { ok: true, defect: null };
  if ((QC_DEFECTS as readonly unknown[]).includes(defect)) return { ok: true, defect: defect as QcDefect };
  return { ok: false, message: QC_DEFECT_REQUIRED };
}
