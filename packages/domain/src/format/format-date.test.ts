import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { DEFAULT_DATE_FORMAT, formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('O-9-27 default date format MM/DD/YYYY', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('MM/DD/YYYY');
    expect(formatDate('2024-03-05T12:00:00-08:00')).toBe('03/05/2024');
    expect(formatDate(new Date('2019-12-31T20:00:00Z'))).toBe('12/31/2019');
    // Calendar year, not ISO week year: 30 December 2024 belongs to ISO week 1 of 2025.
    expect(formatDate('2024-12-30T12:00')).toBe('12/30/2024');
  });

  it('O-9-27 the date is taken in Los Angeles by default, or in a given zone', () => {
    // 03:00Z on the 9th is still the evening of the 8th in Los Angeles.
    expect(formatDate('2024-07-09T03:00:00Z')).toBe('07/08/2024');
    expect(formatDate('2024-07-09T03:00:00Z', 'America/New_York')).toBe('07/08/2024');
    expect(formatDate('2024-07-09T03:00:00Z', 'UTC')).toBe('07/09/2024');
    expect(formatDate('2024-07-09T03:00:00Z', 'Europe/Berlin')).toBe('07/09/2024');
  });

  it('rejects dates that are not dates', () => {
    expect(() => formatDate('31/12/2024')).toThrow(DomainError);
  });
});
