import { describe, expect, it } from 'vitest';
import { BULB_ZONES, defaultBulbPower, isBulbPower, printerSettings } from './printer-settings.ts';

const msg = (r: ReturnType<typeof printerSettings>) => (r.ok ? null : r.issues[0]?.message);

describe('printer settings', () => {
  it('R-9-21 a printer that cures with bulbs has 27 zones, each at 100 until changed', () => {
    expect(BULB_ZONES).toBe(27);
    expect(defaultBulbPower()).toEqual(Array(27).fill(100));
    const uv = printerSettings('uv', {});
    expect(uv).toEqual({
      ok: true,
      value: { media: null, bulbPower: Array(27).fill(100), pretreatValue: null },
    });
    expect(printerSettings('screen-press', {})).toMatchObject({ value: { bulbPower: Array(27).fill(100) } });
    expect(printerSettings('dtg', {})).toMatchObject({ value: { bulbPower: null } });
    expect(msg(printerSettings('uv', { bulbPower: Array(26).fill(100) }))).toBe(
      'Give the power of all 27 bulb zones (26 given).',
    );
  });

  it('R-9-20 bulb power is 10% to 100% (steps of 10), each zone checked and named', () => {
    expect([10, 50, 100].every(isBulbPower)).toBe(true);
    expect([0, 5, 55, 110, 99.5].some(isBulbPower)).toBe(false);
    const zones = Array(27).fill(100);
    zones[3] = 40;
    expect(printerSettings('uv', { bulbPower: zones })).toMatchObject({ value: { bulbPower: zones } });
    zones[12] = 5;
    expect(msg(printerSettings('uv', { bulbPower: zones }))).toBe(
      'Bulb zone 13: power must be 10% to 100% in steps of 10.',
    );
    zones[12] = 110;
    expect(msg(printerSettings('uv', { bulbPower: zones }))).toMatch(/^Bulb zone 13/);
  });

  it('R-5-56 R-5-57 a DTG printer pretreat value is 5..100 or none; other kinds have none', () => {
    expect(printerSettings('dtg', { pretreatValue: 5 })).toMatchObject({ value: { pretreatValue: 5 } });
    expect(printerSettings('dtg', { pretreatValue: 100 })).toMatchObject({ ok: true });
    expect(msg(printerSettings('dtg', { pretreatValue: 4 }))).toBe(
      'Pretreat value must be a whole number from 5 to 100, or left empty.',
    );
    expect(msg(printerSettings('dtg', { pretreatValue: 101 }))).toMatch(/^Pretreat value/);
    expect(msg(printerSettings('uv', { pretreatValue: 20 }))).toBe(
      'Only a DTG printer has a pretreat value.',
    );
    expect(msg(printerSettings('dtg', { bulbPower: Array(27).fill(100) }))).toBe(
      'This kind of printer has no bulb zones.',
    );
  });

  it('keeps media to 80 characters, spaces tidied, empty as none', () => {
    expect(printerSettings('dtg', { media: '  cotton   tees ' })).toMatchObject({
      value: { media: 'cotton tees' },
    });
    expect(printerSettings('dtg', { media: '' })).toMatchObject({ value: { media: null } });
    expect(msg(printerSettings('dtg', { media: 'x'.repeat(81) }))).toBe('Keep the media to 80 characters.');
  });
});
