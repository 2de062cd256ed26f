import { describe, expect, it } from 'vitest';
import { dpi, inches } from '../units/units.ts';
import {
  type DesignTypeEntry,
  MIN_ARTWORK_QUALITY,
  PROVIDER_ALIAS_EXAMPLES,
  sidesCount,
  withSheetFields,
} from './design-type-entry.ts';

const coaster: DesignTypeEntry = {
  name: 'coaster',
  productType: 'Housewares',
  sides: ['front'],
  size: { width: inches(4.08), height: inches(4.08) },
  dpi: dpi(300),
};

describe('design-type entry', () => {
  it('R-3-31 entry fields: name, productType, sides, size, DPI and the optional composition fields', () => {
    const full: DesignTypeEntry = {
      ...coaster,
      compositeDPI: dpi(150),
      isComposite: true,
      dynamicSize: false,
      singleSideDesign: { flow: 'left', sides: [{ name: 'front' }, { name: 'back', rotate: 180 }] },
      overlayUrl: 'overlay.png',
      overlayPosition: { x: 1, y: 2 },
      fullMask: { url: 'mask.png' },
      providerAlias: 'collar',
      rotate: 90,
      allowTransparency: true,
      minArtworkQuality: 100,
    };
    expect(Object.keys(full)).toEqual([
      'name',
      'productType',
      'sides',
      'size',
      'dpi',
      'compositeDPI',
      'isComposite',
      'dynamicSize',
      'singleSideDesign',
      'overlayUrl',
      'overlayPosition',
      'fullMask',
      'providerAlias',
      'rotate',
      'allowTransparency',
      'minArtworkQuality',
    ]);
  });
  it('R-3-32 sides: a list, or a map of side to size for dynamic sizes', () => {
    expect(sidesCount(coaster)).toBe(1);
    const dynamic = {
      sides: {
        left: { width: inches(3), height: inches(10) },
        right: { width: inches(3), height: inches(10) },
      },
    };
    expect(sidesCount(dynamic)).toBe(2);
  });
  it('R-3-33 singleSideDesign flows left or top with optional rotate 180', () => {
    const s: DesignTypeEntry['singleSideDesign'] = { flow: 'top', sides: [{ name: 'a', rotate: 180 }] };
    expect(s?.flow).toBe('top');
    expect(s?.sides[0]?.rotate).toBe(180);
  });
  it('R-3-34 providerAlias values include collar, crotch, vamp-left, quarter-right', () => {
    expect(PROVIDER_ALIAS_EXAMPLES).toEqual(['collar', 'crotch', 'vamp-left', 'quarter-right']);
  });
  it('R-3-35 minArtworkQuality 100 for ornaments and phone cases', () => {
    expect(MIN_ARTWORK_QUALITY).toEqual({ ornament: 100, 'phone-case': 100 });
  });
  it('R-3-36 derived sheet fields sheetWidth and maxSheetItems (R-5-59 / R-5-60 / R-5-61 / R-5-62)', () => {
    // (17 - 4.5) / (4.08 + 0.5) = 2.73 -> 2
    expect(withSheetFields(coaster)).toMatchObject({ sheetWidth: 17, maxSheetItems: 2 });
    const shirt = { ...coaster, size: { width: inches(45.503), height: inches(33.55) } };
    expect(withSheetFields(shirt)).toMatchObject({ sheetWidth: 64, maxSheetItems: 1 });
  });
});
