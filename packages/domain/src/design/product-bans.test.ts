import { describe, expect, it } from 'vitest';
import { allowedPrintTypes, PRODUCT_RULES } from './product-bans.ts';

describe('product bans', () => {
  it('an untagged product allows every garment print type', () => {
    expect(allowedPrintTypes([])).toEqual({
      allowed: ['screenprint', 'dtg', 'embr'],
      excluded: [],
      warnings: [],
    });
  });
  it('R-5-23 products tagged polyester are excluded from DTG', () => {
    const r = allowedPrintTypes(['polyester']);
    expect(r.allowed).toEqual(['screenprint', 'embr']);
    expect(r.excluded).toEqual([
      { printType: 'dtg', code: 'polyester', reason: 'Polyester products cannot be printed with DTG.' },
    ]);
  });
  it('R-5-24 products tagged dtg-banned are excluded from DTG', () => {
    const r = allowedPrintTypes(['DTG-Banned']);
    expect(r.allowed).not.toContain('dtg');
    expect(r.excluded.map((e) => e.code)).toEqual(['dtg-banned']);
  });
  it('R-5-25 products tagged screenprint-banned are excluded from screenprint', () => {
    const r = allowedPrintTypes(['screenprint-banned']);
    expect(r.allowed).toEqual(['dtg', 'embr']);
    expect(r.excluded).toMatchObject([{ printType: 'screenprint', code: 'screenprint-banned' }]);
  });
  it('R-5-26 products tagged dtg-warn give a DTG warning (DTG stays allowed)', () => {
    const r = allowedPrintTypes(['dtg-warn']);
    expect(r.allowed).toContain('dtg');
    expect(r.warnings).toMatchObject([{ printType: 'dtg', code: 'dtg-warn' }]);
    // A banned product gets no warning on top of the ban.
    expect(allowedPrintTypes(['dtg-warn', 'polyester']).warnings).toEqual([]);
  });
  it('rules are declarative {code, args, check}', () => {
    expect(PRODUCT_RULES.map((r) => [r.code, r.args.printType, r.effect])).toEqual([
      ['polyester', 'dtg', 'exclude'],
      ['dtg-banned', 'dtg', 'exclude'],
      ['screenprint-banned', 'screenprint', 'exclude'],
      ['dtg-warn', 'dtg', 'warn'],
    ]);
  });
});
