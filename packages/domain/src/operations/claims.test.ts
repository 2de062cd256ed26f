import { describe, expect, it } from 'vitest';
import { CLAIM_REASONS, compareSeverity, PRINTER_PROBLEMS, SEVERITIES } from './claims.ts';

describe('claim enumerations', () => {
  it('R-3-59 Claim reasons', () =>
    expect(CLAIM_REASONS).toEqual([
      'order not delivered',
      'late delivery',
      'missing items',
      'wrong items',
      'misprinted/flawed items',
      'other',
    ]));
  it('R-3-60 Printer problems', () =>
    expect(PRINTER_PROBLEMS).toEqual([
      'print quality',
      'print placement',
      'garment/item defect',
      'damaged item(s)',
      'incorrect item(s)',
      'missing item(s)',
      'order not delivered',
      'late delivery',
    ]));
  it('R-3-61 Severity: minor, medium, significant, devastating', () => {
    expect(SEVERITIES).toEqual(['minor', 'medium', 'significant', 'devastating']);
    expect(compareSeverity('minor', 'devastating')).toBeLessThan(0);
  });
});
