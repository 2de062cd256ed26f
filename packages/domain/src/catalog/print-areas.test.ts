import { describe, expect, it } from 'vitest';
import {
  hasKnownSize,
  PRINT_AREAS,
  printAreaDpi,
  THIRD_PARTY_DPIS,
  THIRD_PARTY_ITEM_KINDS,
} from './print-areas.ts';

describe('print-area size catalogue', () => {
  it('R-9-85 case 4.3x6.5 at 300 DPI', () =>
    expect(PRINT_AREAS.case).toEqual({ width: 4.3, height: 6.5, dpi: 300 }));
  it('R-9-86 mug 8.36x3.48 at 300 DPI', () =>
    expect(PRINT_AREAS.mug).toEqual({ width: 8.36, height: 3.48, dpi: 300 }));
  it('R-9-87 coasters 4.08 square', () => {
    expect(PRINT_AREAS.coaster.width).toBe(4.08);
    expect(PRINT_AREAS.coaster.height).toBe(4.08);
  });
  it('R-9-88 mousepad 9.75x8', () => {
    expect([PRINT_AREAS.mousepad.width, PRINT_AREAS.mousepad.height]).toEqual([9.75, 8]);
  });
  it('R-9-89 sublimation shirt 45.503x33.55 at 200 DPI', () => {
    expect(PRINT_AREAS['sublimation-shirt']).toEqual({ width: 45.503, height: 33.55, dpi: 200 });
  });
  it('R-9-90 dress at 100 DPI', () => expect(PRINT_AREAS.dress.dpi).toBe(100));
  it('R-9-91 jewelry at 1200 DPI', () => expect(PRINT_AREAS.jewelry.dpi).toBe(1200));
  it('R-9-92 (decision print-area-catalogue) tank, socks, tie, tote, towels exist with sizes unknown', () => {
    for (const name of ['tank', 'socks', 'tie', 'tote', 'towel'] as const) {
      expect(PRINT_AREAS[name]).toEqual({ width: null, height: null, dpi: null });
      expect(hasKnownSize(PRINT_AREAS[name])).toBe(false);
      // Rendered at the default DPI until the real value is configured.
      expect(printAreaDpi(PRINT_AREAS[name])).toBe(300);
    }
  });
  it('R-9-93 third-party item kinds, mostly at 150, 96 or 300 DPI', () => {
    expect(THIRD_PARTY_ITEM_KINDS).toContain('flip-flops');
    expect(THIRD_PARTY_ITEM_KINDS).toHaveLength(11);
    expect(THIRD_PARTY_DPIS).toEqual([150, 96, 300]);
  });
  it('R-9-94 third-party phone cases 300 DPI, minArtworkQuality 100', () => {
    expect(PRINT_AREAS['third-party-phone-case']).toMatchObject({ dpi: 300, minArtworkQuality: 100 });
  });
  it('R-9-95 third-party blankets 300 DPI, minArtworkQuality 100', () => {
    expect(PRINT_AREAS['third-party-blanket']).toMatchObject({ dpi: 300, minArtworkQuality: 100 });
  });
  it('R-9-96 canvas wraps and hanging canvas 150 DPI', () => {
    expect(PRINT_AREAS['canvas-wrap'].dpi).toBe(150);
    expect(PRINT_AREAS['hanging-canvas'].dpi).toBe(150);
  });
  it('R-9-97 (decision print-area-catalogue) sizes the spec does not show stay unknown, never invented', () => {
    expect(PRINT_AREAS['third-party-phone-case'].width).toBeNull();
    expect(PRINT_AREAS['third-party-blanket'].height).toBeNull();
    expect(hasKnownSize(PRINT_AREAS.case)).toBe(true);
  });
});
