import { describe, expect, it } from 'vitest';
import { CSS_NAMED_COLOURS } from './css-named-colours.ts';
import {
  type ColourEntry,
  DEFAULT_COLOUR_TABLES,
  lookupColour,
  NAMED_INK_COLOURS,
  OTHER_COLOURS,
  PANTONE_COLOURS,
  STANDARD_COLOURS,
} from './ink-colours.ts';

const e = (name: string, hex: string, pantone: string | null = null): ColourEntry => ({
  pantone,
  code: null,
  name,
  hex,
  barcode: null,
  location: null,
  display: name,
});

describe('ink colours', () => {
  it('R-3-24 colour entry: pantone, code, name, hex, barcode, location, display', () => {
    expect(Object.keys(STANDARD_COLOURS[0] ?? {})).toEqual([
      'pantone',
      'code',
      'name',
      'hex',
      'barcode',
      'location',
      'display',
    ]);
  });
  it('R-3-25 (decision ink-colours) 15 standard colours including the seven the spec names', () => {
    expect(STANDARD_COLOURS).toHaveLength(15);
    const names = STANDARD_COLOURS.map((c) => c.name);
    for (const n of ['snow white', 'black', 'pn navy', 'blue', 'radiant red', 'manila', 'kelly'])
      expect(names).toContain(n);
    expect(new Set(names).size).toBe(15);
    for (const c of STANDARD_COLOURS) expect(c.hex).toMatch(/^[0-9a-f]{6}$/);
  });
  it('R-3-26 (decision ink-colours) the other list is the 148 CSS named colours', () => {
    expect(Object.keys(CSS_NAMED_COLOURS)).toHaveLength(148);
    expect(OTHER_COLOURS).toHaveLength(148);
    expect(CSS_NAMED_COLOURS.rebeccapurple).toBe('663399');
    expect(CSS_NAMED_COLOURS.cornflowerblue).toBe('6495ed');
  });
  it('R-3-27 lookup checks the named list, then pantone, then standard, then other', () => {
    const tables = {
      named: [e('black', '111111')],
      pantone: [e('pantone black c', '2d2926', 'Black C'), e('navy', '222222', '281 C')],
      standard: STANDARD_COLOURS,
      other: OTHER_COLOURS,
    };
    expect(lookupColour('Black', tables)?.hex).toBe('111111');
    expect(lookupColour('navy', tables)).toEqual({ name: '281 C', hex: '222222' });
    expect(lookupColour('kelly', tables)).toEqual({ name: 'kelly', hex: '4cbb17' });
    expect(lookupColour('tomato', tables)).toEqual({ name: 'tomato', hex: 'ff6347' });
    // Without a named ink table the standard black wins over CSS black.
    expect(lookupColour('black')).toEqual({ name: 'black', hex: '000000' });
    expect(lookupColour('no such colour')).toBeNull();
    expect(lookupColour('  ')).toBeNull();
  });
  it('R-3-28 lookup returns the name (or pantone) and hex', () => {
    expect(lookupColour('PMS 186 C')).toEqual({ name: '186 C', hex: 'c8102e' });
    expect(lookupColour('186c')).toEqual({ name: '186 C', hex: 'c8102e' });
    expect(lookupColour('PN Navy')).toEqual({ name: 'pn navy', hex: '1f2a44' });
  });
  it('R-3-29 (decision ink-colours) pantone and named ink tables exist', () => {
    expect(PANTONE_COLOURS.length).toBeGreaterThan(0);
    for (const c of PANTONE_COLOURS) expect(c.pantone).toMatch(/ C$/);
    expect(Array.isArray(NAMED_INK_COLOURS)).toBe(true);
    expect(DEFAULT_COLOUR_TABLES.named).toBe(NAMED_INK_COLOURS);
  });
});
