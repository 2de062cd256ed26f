import { describe, expect, it } from 'vitest';
import { unitStartMilestone } from './unit-start-milestone.ts';

describe('the milestone a unit starts with at release', () => {
  it('R-4-07 a DTG unit whose blank is in stock is RECEIVED (not BLANK_ORDERED)', () => {
    expect(unitStartMilestone('dtg', 'in-stock')).toBe('RECEIVED');
  });
  it('R-4-07 a DTG unit waiting for supplier blanks is BLANK_ORDERED (not IMPORTED)', () => {
    expect(unitStartMilestone('dtg', 'from-supplier')).toBe('BLANK_ORDERED');
    expect(unitStartMilestone('screenprint', 'from-supplier')).toBe('BLANK_ORDERED');
  });
  it('a timeline without blank steps starts at IMPORTED; embroidery has no milestone', () => {
    expect(unitStartMilestone('mug', 'in-stock')).toBe('IMPORTED');
    expect(unitStartMilestone('embr', 'in-stock')).toBeNull();
  });
});
