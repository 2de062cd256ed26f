import { describe, expect, it } from 'vitest';
import {
  QC_DEFECT_LABELS,
  QC_DEFECT_REQUIRED,
  QC_DEFECTS,
  QC_RESULTS,
  qcDefect,
  qcPassed,
} from './qc-results.ts';

describe('QC results', () => {
  it('R-3-62 QC results: accept, fail, flag-bad-image', () => {
    expect(QC_RESULTS).toEqual(['accept', 'fail', 'flag-bad-image']);
    expect(QC_RESULTS.map(qcPassed)).toEqual([true, false, false]);
  });
});

describe('QC defects', () => {
  it('a fail needs one of the listed defects; accept and flag record none', () => {
    expect(qcDefect('fail', 'smudge')).toEqual({ ok: true, defect: 'smudge' });
    expect(qcDefect('fail', undefined)).toEqual({ ok: false, message: QC_DEFECT_REQUIRED });
    expect(qcDefect('fail', 'bad vibes')).toEqual({ ok: false, message: QC_DEFECT_REQUIRED });
    expect(qcDefect('accept', 'smudge')).toEqual({ ok: true, defect: null });
    expect(qcDefect('flag-bad-image', undefined)).toEqual({ ok: true, defect: null });
    for (const d of QC_DEFECTS) expect(QC_DEFECT_LABELS[d]).toBeTruthy();
  });
});
