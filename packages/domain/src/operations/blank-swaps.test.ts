import { describe, expect, it } from 'vitest';
import { BLANK_SWAP_GROUPS, BRANDED_TO_GENERIC, genericNameOf, swapSuggestions } from './blank-swaps.ts';

describe('blank swaps', () => {
  it('R-9-45 swap suggestions map blank styles to substitutes, both ways', () => {
    expect(swapSuggestions('Gildan 5000')).toContain('Hanes 5180');
    expect(swapSuggestions('Hanes 5180')).toContain('Gildan 5000');
    expect(swapSuggestions('bella + canvas 3001')[0]).toBe('Next Level 3600');
    expect(swapSuggestions('Gildan 5000')).not.toContain('Gildan 5000');
    expect(swapSuggestions('Unknown 123')).toEqual([]);
  });
  it('R-9-45 a style belongs to one group only', () => {
    const all = BLANK_SWAP_GROUPS.flatMap((g) => g.styles);
    expect(new Set(all).size).toBe(all.length);
  });
  it('R-9-46 branded blanks map to generic names', () => {
    expect(BRANDED_TO_GENERIC['Gildan 5000']).toBe('Classic Heavyweight Cotton Tee');
    expect(genericNameOf('gildan 18500')).toBe('Pullover Hooded Sweatshirt');
    expect(genericNameOf('Next Level 6010')).toBe('Tri-Blend Tee');
    expect(genericNameOf('Mystery 1')).toBeNull();
    // generic names never carry a brand
    for (const g of BLANK_SWAP_GROUPS) expect(g.generic).not.toMatch(/Gildan|Hanes|Bella|Next Level|Jerzees/);
  });
});
