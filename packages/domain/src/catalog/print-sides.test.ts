import { describe, expect, it } from 'vitest';
import { DTG_SIDE_LABELS, EMBROIDERY_SIDES, GARMENT_SIDE_NAMES, PRINT_SIDES } from './print-sides.ts';

describe('print sides', () => {
  it('R-3-71 print sides', () => {
    expect(PRINT_SIDES).toEqual([
      'front',
      'back',
      'right',
      'left',
      'sleeve-left',
      'sleeve-right',
      'hat-left',
      'hat-right',
      'outside-left',
      'outside-right',
      'inside-left',
      'inside-right',
    ]);
  });
  it('R-3-72 embroidery sides', () => {
    expect(EMBROIDERY_SIDES).toEqual(['front', 'front-left', 'front-right', 'back', 'right', 'left']);
  });
  it('R-3-73 DTG side labels Front, Back, Left, Right', () => {
    expect(Object.values(DTG_SIDE_LABELS)).toEqual(['Front', 'Back', 'Left', 'Right']);
    expect(DTG_SIDE_LABELS.front).toBe('Front');
  });
  it('R-3-74 garment side names include front-left and front-right', () => {
    expect(GARMENT_SIDE_NAMES).toContain('front-left');
    expect(GARMENT_SIDE_NAMES).toContain('front-right');
  });
});
