import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, inches, px } from '../units/units.ts';
import {
  inchesToWidthFraction,
  pxPerInch,
  toHundredths,
  toInches,
  toPx,
  widthFractionToInches,
} from './print-area-mapping.ts';

const frameArb = fc.record({
  width: fc.double({ min: 1, max: 64, noNaN: true }).map(inches),
  height: fc.double({ min: 1, max: 64, noNaN: true }).map(inches),
  widthPx: fc.double({ min: 50, max: 4000, noNaN: true }).map(px),
});
// Values users see: hundredths of an inch within the area.
const hundredthsArb = fc.integer({ min: 0, max: 6400 }).map((n) => inches(n / 100));

describe('print-area mapping', () => {
  it('maps a case print area 4.3 in wide drawn 430 px wide at 100 px per inch', () => {
    const frame = { width: inches(4.3), height: inches(6.5), widthPx: px(430) };
    expect(pxPerInch(frame)).toBeCloseTo(100);
    expect(toPx(inches(1.25), frame)).toBeCloseTo(125);
    expect(toInches(px(215), frame)).toBeCloseTo(2.15);
    expect(widthFractionToInches(fraction(0.5), frame)).toBeCloseTo(2.15);
    expect(inchesToWidthFraction(inches(2.15), frame)).toBeCloseTo(0.5);
  });
  it('property: inches -> px -> inches round-trips exactly to 1/100 inch', () => {
    fc.assert(
      fc.property(frameArb, hundredthsArb, (frame, x) => toHundredths(toInches(toPx(x, frame), frame)) === x),
    );
  });
  it('property: px -> inches -> px stays within a thousandth of a pixel', () => {
    fc.assert(
      fc.property(frameArb, fc.double({ min: 0, max: 4000, noNaN: true }), (frame, n) => {
        return Math.abs(toPx(toInches(px(n), frame), frame) - n) < 1e-3;
      }),
    );
  });
});
