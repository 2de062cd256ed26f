import { describe, expect, it } from 'vitest';
import { BOX_RACK_LAYOUTS, boxRackSlots } from './box-rack-layouts.ts';

describe('box rack layouts', () => {
  it('R-3-95 4x4 (postprint-box-store): A1 to D4, 16 slots', () => {
    expect(BOX_RACK_LAYOUTS['4x4'].type).toBe('postprint-box-store');
    const slots = boxRackSlots('4x4');
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('A1');
    expect(slots.slice(3, 5)).toEqual(['A4', 'B1']);
    expect(slots.at(-1)).toBe('D4');
  });
  it('R-3-96 1x5 (postprint-box-store): A1 to A5', () => {
    expect(BOX_RACK_LAYOUTS['1x5'].type).toBe('postprint-box-store');
    expect(boxRackSlots('1x5')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });
});
