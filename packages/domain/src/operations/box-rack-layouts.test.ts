import { describe, expect, it } from 'vitest';
import { BOX_RACK_TYPE, boxRackSlots, isBoxRackSlot } from './box-rack-layouts.ts';

describe('box rack layouts', () => {
  it('R-3-95 Box rack layout 4x4 (type postprint-box-store): A1 to D4, 16 slots', () => {
    expect(BOX_RACK_TYPE).toBe('postprint-box-store');
    const slots = boxRackSlots('4x4');
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('A1');
    expect(slots.at(-1)).toBe('D4');
    expect(slots).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'B1',
      'B2',
      'B3',
      'B4',
      'C1',
      'C2',
      'C3',
      'C4',
      'D1',
      'D2',
      'D3',
      'D4',
    ]);
    expect(isBoxRackSlot('4x4', 'e1')).toBe(false);
  });
  it('R-3-96 Box rack layout 1x5 (type postprint-box-store): A1 to A5', () => {
    expect(boxRackSlots('1x5')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(isBoxRackSlot('1x5', 'a5')).toBe(true);
    expect(isBoxRackSlot('1x5', 'B1')).toBe(false);
  });
});
