import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import {
  type ApprovalItemFacts,
  approvalWarnings,
  placedArtworkFacts,
  platenFor,
  unacknowledgedWarnings,
} from './approval-warnings.ts';

const area = { width: inches(14), height: inches(16) };
const shirt = (over: Partial<ApprovalItemFacts> = {}): ApprovalItemFacts => ({
  itemIndex: 0,
  printType: 'dtg',
  productTags: [],
  sides: [],
  ...over,
});

describe('the warnings an approver acknowledges', () => {
  it('a logo placed 140 in wide on a shirt front is larger than the platen (14 x 16 in)', () => {
    const logo = placedArtworkFacts({ width: 10, aspect: 1 }, 0, area, {
      name: 'logo.png',
      pixelWidth: 4200,
      vector: false,
    });
    expect(logo).toMatchObject({ widthIn: 140, heightIn: 140, leftIn: -63, topIn: -62, dpi: 30 });
    const w = approvalWarnings(
      shirt({ sides: [{ side: 'front', area, platen: platenFor('Garment', 'front'), artworks: [logo!] }] }),
    );
    expect(w.map((x) => x.code)).toEqual(['larger-than-platen:0:front:0', 'low-dpi:0:front:0']);
    expect(w[0]!.message).toBe(
      'logo.png (item 1, front) is 140 x 140 in: larger than the platen (14 x 16 in).',
    );
  });
  it('R-9-72 a 12 x 12 in artwork fits the 14 x 16 in platen: no warning; vectors have no DPI', () => {
    const a = placedArtworkFacts({ width: 12 / 14, aspect: 1 }, 0, area, {
      name: 'a.svg',
      pixelWidth: 100,
      vector: true,
    });
    expect(a?.dpi).toBeNull();
    expect(
      approvalWarnings(shirt({ sides: [{ side: 'front', area, platen: area, artworks: [a!] }] })),
    ).toEqual([]);
  });
  it('DPI under 150 at the printed size warns; 150 does not', () => {
    const at = (px: number) =>
      placedArtworkFacts({ width: 10 / 14, aspect: 1 }, 0, area, {
        name: 'p.png',
        pixelWidth: px,
        vector: false,
      })!;
    const w = (px: number) =>
      approvalWarnings(shirt({ sides: [{ side: 'front', area, platen: area, artworks: [at(px)] }] }));
    expect(w(1490).map((x) => x.kind)).toEqual(['low-dpi']);
    expect(w(1500)).toEqual([]);
  });
  it('R-5-26 a DTG item on a dtg-warn product warns; a screenprint item on it does not', () => {
    expect(approvalWarnings(shirt({ productTags: ['dtg-warn'] })).map((x) => x.code)).toEqual(['dtg-warn:0']);
    expect(approvalWarnings(shirt({ productTags: ['dtg-warn'], printType: 'screenprint' }))).toEqual([]);
  });
  it('without a known platen the print area bounds the artwork', () => {
    const a = placedArtworkFacts({ width: 1.2, aspect: 0.5 }, 2, area, null)!;
    const w = approvalWarnings(shirt({ sides: [{ side: 'pocket', area, platen: null, artworks: [a] }] }));
    expect(w[0]!.message).toContain('larger than the print area (14 x 16 in)');
    expect(platenFor('Garment', 'pocket')).toBeNull();
    expect(platenFor('Mug', 'front')).toEqual({ width: 8.8, height: 3.6 });
  });
  it('every warning must be acknowledged: the unticked ones are named', () => {
    const w = approvalWarnings(shirt({ productTags: ['dtg-warn'] }));
    expect(unacknowledgedWarnings(w, [])).toHaveLength(1);
    expect(unacknowledgedWarnings(w, ['dtg-warn:0'])).toEqual([]);
  });
});
