import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { inches, px } from '../units/units.ts';
import {
  PLACEMENT_INPUTS_MESSAGE,
  PLACEMENT_NAMES,
  PLACEMENT_UNAVAILABLE_MESSAGE,
  type Placement,
  placementPreset,
  tryPlacementPreset,
} from './placement-presets.ts';
import { toInches, toPx, widthFractionToInches } from './print-area-mapping.ts';

// A phone-case-like tall area (4.3 x 6.5) and a mug-like wide area (8.36 x 3.48); aspects are width / height.
const TALL = 4.3 / 6.5;
const WIDE = 8.36 / 3.48;
const p = (placementName: string, printAreaAspect: number, artworkAspect: number) =>
  placementPreset({ placementName, printAreaAspect, artworkAspect });

const fits = (pl: Placement) => {
  const eps = 1e-9;
  const halfW = pl.width / 2;
  const halfH = pl.height / 2;
  return (
    pl.center.horizontal / 100 - halfW >= -eps &&
    pl.center.horizontal / 100 + halfW <= 1 + eps &&
    pl.center.vertical / 100 - halfH >= -eps &&
    pl.center.vertical / 100 + halfH <= 1 + eps
  );
};

describe('placement presets', () => {
  it('R-5-01 placement names', () => {
    expect(PLACEMENT_NAMES).toEqual([
      'center-small',
      'center-medium',
      'center-large',
      'center-full',
      'bottom',
    ]);
  });
  it('R-5-02 / R-8-08 placement name, print-area aspect and artwork aspect must be provided', () => {
    const message = /^placementName.*printAreaAspect.*artworkAspect.*must be provided$/;
    expect(PLACEMENT_INPUTS_MESSAGE).toMatch(message);
    expect(() => placementPreset({ printAreaAspect: 1, artworkAspect: 1 })).toThrow(message);
    expect(() => placementPreset({ placementName: 'bottom', artworkAspect: 1 })).toThrow(message);
    expect(() =>
      placementPreset({ placementName: 'bottom', printAreaAspect: 0.5, artworkAspect: null }),
    ).toThrow(DomainError);
  });
  it('R-8-09 an unknown placement name -> "Unsupported placement"', () => {
    expect(() => p('top-left', 0.5, 1)).toThrow(/^Unsupported placement$/);
  });
  it('R-5-03 aspect under 1: the height constrains when the area is at least as wide as the artwork, else the width', () => {
    // Area aspect 0.66 >= artwork 0.5 (artwork relatively taller): height is 25%.
    expect(p('center-small', TALL, 0.5).height).toBeCloseTo(0.25);
    // Area aspect 0.66 < artwork 2 (artwork relatively wider): width is 25%.
    expect(p('center-small', TALL, 2).width).toBeCloseTo(0.25);
  });
  it('R-5-04 aspect under 1: center-small 25% of the constraining dimension', () => {
    expect(p('center-small', TALL, 2).width).toBeCloseTo(0.25);
    expect(p('center-small', TALL, TALL).height).toBeCloseTo(0.25);
  });
  it('R-5-05 aspect under 1: center-medium 50% of the constraining dimension', () => {
    expect(p('center-medium', TALL, 2).width).toBeCloseTo(0.5);
    expect(p('center-medium', TALL, 0.3).height).toBeCloseTo(0.5);
  });
  it('R-5-06 aspect under 1: center-large 75% of the constraining dimension', () => {
    expect(p('center-large', TALL, 2).width).toBeCloseTo(0.75);
    expect(p('center-large', TALL, 0.3).height).toBeCloseTo(0.75);
  });
  it('R-5-07 aspect under 1: center-full is full bleed, 100% of the other dimension', () => {
    // Height constrains (artwork taller) -> width 100%, the artwork overflows vertically and covers the area.
    const tallArt = p('center-full', TALL, 0.3);
    expect(tallArt.width).toBeCloseTo(1);
    expect(tallArt.height).toBeGreaterThan(1);
    const wideArt = p('center-full', TALL, 2);
    expect(wideArt.height).toBeCloseTo(1);
    expect(wideArt.width).toBeGreaterThan(1);
  });
  it('R-5-08 aspect under 1: bottom is 30% width or 20% height', () => {
    expect(p('bottom', TALL, 3).width).toBeCloseTo(0.3);
    const tallArt = p('bottom', TALL, 0.5);
    expect(tallArt.height).toBeCloseTo(0.2);
    expect(tallArt.width).toBeLessThan(0.3);
  });
  it('R-5-09 aspect under 1: bottom at vertical 80, horizontal 50', () => {
    expect(p('bottom', TALL, 1).center).toEqual({ horizontal: 50, vertical: 80 });
  });
  it('R-5-10 aspect 1 or more: center-small width 15%', () => {
    expect(p('center-small', WIDE, 1).width).toBeCloseTo(0.15);
    expect(p('center-small', 1, 1).width).toBeCloseTo(0.15);
  });
  it('R-5-11 aspect 1 or more: center-medium 25%', () =>
    expect(p('center-medium', WIDE, 1).width).toBeCloseTo(0.25));
  it('R-5-12 aspect 1 or more: center-large 35%', () =>
    expect(p('center-large', WIDE, 1.5).width).toBeCloseTo(0.35));
  it('R-5-12 (decision placement-presets) a very tall artwork is shrunk to stay inside a wide area', () => {
    const pl = p('center-large', WIDE, 0.2);
    expect(pl.height).toBeCloseTo(1);
    expect(pl.width).toBeLessThan(0.35);
  });
  it('R-5-13 aspect 1 or more: center-full 100% on the constraining dimension', () => {
    expect(p('center-full', WIDE, 1).height).toBeCloseTo(1);
    expect(p('center-full', WIDE, 1).width).toBeLessThan(1);
    expect(p('center-full', WIDE, 5).width).toBeCloseTo(1);
  });
  it('R-5-14 aspect 1 or more: centred at 50/50', () => {
    for (const name of ['center-small', 'center-medium', 'center-large', 'center-full'] as const) {
      expect(p(name, WIDE, 1).center).toEqual({ horizontal: 50, vertical: 50 });
    }
  });
  it('R-5-15 (decision placement-presets) aspect 1 or more: bottom uses the same 30%/20% box at 50/80', () => {
    const pl = p('bottom', WIDE, 1);
    expect(pl.center).toEqual({ horizontal: 50, vertical: 80 });
    expect(pl.height).toBeCloseTo(0.2);
    expect(p('bottom', WIDE, 20).width).toBeCloseTo(0.3);
  });
  it('R-8-12 (decision placement-errors) the editor gets an issue instead of a throw', () => {
    const r = tryPlacementPreset({ placementName: 'nowhere', printAreaAspect: 1, artworkAspect: 1 });
    expect(r).toEqual({
      ok: false,
      issues: [{ path: 'placement', message: PLACEMENT_UNAVAILABLE_MESSAGE, code: 'unsupported_placement' }],
    });
    expect(tryPlacementPreset({ placementName: 'bottom', printAreaAspect: 1, artworkAspect: 1 }).ok).toBe(
      true,
    );
  });

  const aspect = fc.double({ min: 0.05, max: 20, noNaN: true });
  it('R-5-01 property: every preset fits inside the print area (except full bleed on a tall area, which covers it)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLACEMENT_NAMES), aspect, aspect, (name, areaAspect, artAspect) => {
        const pl = p(name, areaAspect, artAspect);
        if (name === 'center-full' && areaAspect < 1) {
          // Full bleed: covers the area entirely, one dimension exactly 100%.
          return pl.width >= 1 - 1e-9 && pl.height >= 1 - 1e-9;
        }
        return fits(pl);
      }),
    );
  });
  it('R-5-01 property: the preset keeps the artwork aspect, measured in inches on a real print area', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLACEMENT_NAMES),
        fc.double({ min: 1, max: 40, noNaN: true }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        aspect,
        (name, w, h, artAspect) => {
          const frame = { width: inches(w), height: inches(h), widthPx: px(600) };
          const pl = p(name, w / h, artAspect);
          const widthIn = widthFractionToInches(pl.width, frame);
          const heightIn = pl.height * h;
          const onCanvas = toInches(toPx(widthIn, frame), frame);
          return (
            Math.abs(widthIn / heightIn - artAspect) < 1e-6 * artAspect && Math.abs(onCanvas - widthIn) < 1e-9
          );
        },
      ),
    );
  });
});
