import { describe, expect, it } from 'vitest';
import { estimatedSideStitches } from './stitch-estimate.ts';

describe('estimatedSideStitches', () => {
  it('#12.7 R-9-63 a 3.5 x 2 in left-chest logo is about 7,000 stitches, a full 4.5 in square about 20,300', () => {
    expect(estimatedSideStitches([{ width: 3.5 / 12, aspect: 2 / 3.5 }], { width: 12, height: 16 })).toBe(
      7000,
    );
    expect(estimatedSideStitches([{ width: 4.5 / 12, aspect: 1 }], { width: 12, height: 16 })).toBe(20300);
  });
  it('#12.7 R-9-63 every artwork of the side counts, each at most the area high', () => {
    const area = { width: 4, height: 2 };
    expect(estimatedSideStitches([{ width: 0.5, aspect: 4 }], area)).toBe(4000);
    expect(
      estimatedSideStitches(
        [
          { width: 0.5, aspect: 1 },
          { width: 0.5, aspect: 1 },
        ],
        area,
      ),
    ).toBe(8000);
    expect(estimatedSideStitches([], area)).toBe(0);
  });
});
