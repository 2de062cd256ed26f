import { describe, expect, it } from 'vitest';
import { inches, px } from '../units/units.ts';
import { MAY_NOT_PRINT_WELL, printQuality } from './print-quality.ts';

const art = {
  name: 'logo.png',
  format: 'png',
  pixelWidth: px(600),
  pixelHeight: px(600),
  width: inches(4),
  height: inches(4),
};

describe('print quality', () => {
  it('effective DPI is pixels over printed inches: 600 px over 4 in = 150 DPI, no warning', () => {
    expect(printQuality(art)).toEqual({ dpi: 150, warning: null });
  });
  it('R-3-35 below the product minimum (phone case 100) the artwork "may not print well"', () => {
    const q = printQuality({ ...art, width: inches(8), height: inches(8) }, 100);
    expect(q.dpi).toBe(75);
    expect(q.warning).toContain(MAY_NOT_PRINT_WELL);
  });
  it('R-5-22 vector artwork has no DPI and never warns', () => {
    expect(printQuality({ ...art, format: 'svg', pixelWidth: null, pixelHeight: null })).toEqual({
      dpi: null,
      warning: null,
    });
  });
});
