import { describe, expect, it } from 'vitest';
import { QC_RESULTS, qcPassed } from './qc-results.ts';

describe('QC results', () => {
  it('R-3-62 QC results: accept, fail, flag-bad-image', () => {
    expect(QC_RESULTS).toEqual(['accept', 'fail', 'flag-bad-image']);
    expect(QC_RESULTS.map(qcPassed)).toEqual([true, false, false]);
  });
});
