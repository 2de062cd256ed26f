import { describe, expect, it } from 'vitest';
import { qcOutcome } from './qc-outcome.ts';

describe('#18 QC results (R-3-62, R-9-07)', () => {
  it('R-3-62 accept passes, fail reprints, flag-bad-image holds for artwork', () => {
    expect(qcOutcome({ result: 'accept', printType: 'dtg', designFailuresBefore: 0 }).kind).toBe('pass');
    expect(qcOutcome({ result: 'fail', printType: 'dtg', designFailuresBefore: 0 })).toEqual({
      kind: 'reprint',
      event: 'qc-defects',
      warnArtwork: false,
    });
    expect(qcOutcome({ result: 'flag-bad-image', printType: 'mug', designFailuresBefore: 0 }).kind).toBe(
      'artwork-hold',
    );
  });
  it('R-9-07 the second DTG failure of a design warns the artwork team; other print types do not', () => {
    expect(qcOutcome({ result: 'fail', printType: 'dtg', designFailuresBefore: 1 })).toMatchObject({
      warnArtwork: true,
    });
    expect(qcOutcome({ result: 'fail', printType: 'screenprint', designFailuresBefore: 5 })).toMatchObject({
      warnArtwork: false,
    });
  });
});
