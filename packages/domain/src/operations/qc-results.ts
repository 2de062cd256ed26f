/** R-3-62: quality-control results. */
export const QC_RESULTS = ['accept', 'fail', 'flag-bad-image'] as const;
export type QcResult = (typeof QC_RESULTS)[number];

/** True when the item passed QC and may be stored. */
export const qcPassed = (result: QcResult): boolean => result === 'accept';
