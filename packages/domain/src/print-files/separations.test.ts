import { describe, expect, it } from 'vitest';
import { nearestInk, separationInks } from './separations.ts';

describe('screenprint separations', () => {
  it('R-5-18 a 3-ink side gives 3 inks; a 9-ink side is refused (8-colour limit)', () => {
    const three = separationInks(['Radiant Red', 'Kelly', 'Blue']);
    expect(three.ok && three.inks.map((i) => i.hex)).toEqual(['d50032', '4cbb17', '0057b8']);
    const nine = separationInks([
      'Black',
      'Blue',
      'Kelly',
      'Manila',
      'PN Navy',
      'Radiant Red',
      'Snow White',
      'Red',
      'Gold',
    ]);
    expect(nine).toEqual({
      ok: false,
      message: 'A screenprint side prints at most 8 inks; this side has 9.',
    });
    expect(separationInks(['Black', 'Nope'])).toEqual({
      ok: false,
      message: 'Ink Nope is not a known colour.',
    });
  });

  it('a pixel goes to the nearest ink', () => {
    const inks = [
      [213, 0, 50],
      [76, 187, 23],
      [0, 87, 184],
    ] as const;
    expect(nearestInk(200, 10, 40, inks)).toBe(0);
    expect(nearestInk(70, 180, 30, inks)).toBe(1);
    expect(nearestInk(10, 80, 170, inks)).toBe(2);
  });
});
