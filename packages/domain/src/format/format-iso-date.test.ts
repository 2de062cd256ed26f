import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-iso-date.ts';

describe('formatIsoDate', () => {
  it('O-9-27 a calendar date prints as MM/DD/YYYY', () => {
    expect(formatIsoDate('2026-12-03')).toBe('12/03/2026');
    expect(formatIsoDate('soon')).toBe('soon');
  });
});
