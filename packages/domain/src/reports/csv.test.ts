import { describe, expect, it } from 'vitest';
import { csvCell, reportCsv } from './csv.ts';

describe('report CSV', () => {
  it('quotes separators and neutralises formulas in text, not in numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
  it('writes the columns in order, cents as dollars', () => {
    const cols = [
      { key: 'day', label: 'Day', kind: 'text' as const },
      { key: 'revenueCents', label: 'Revenue', kind: 'cents' as const },
    ];
    expect(reportCsv(cols, [{ day: '2026-11-01', revenueCents: 123456 }])).toBe(
      'Day,Revenue\r\n2026-11-01,1234.56\r\n',
    );
  });
});
