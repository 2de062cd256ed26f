import { describe, expect, it } from 'vitest';
import { boxVolume, STANDARD_BOXES } from './standard-boxes.ts';

const dims = (id: string) => {
  const b = STANDARD_BOXES.find((x) => x.identifier === id);
  return b && [b.length, b.width, b.height];
};

describe('standard boxes', () => {
  it('O-9-59 Box 1 12x9x3 in', () => expect(dims('Box 1')).toEqual([12, 9, 3]));
  it('O-9-60 Box 2 9x9x6 in', () => expect(dims('Box 2')).toEqual([9, 9, 6]));
  it('O-9-61 Box 3 15.5x12x6 in', () => expect(dims('Box 3')).toEqual([15.5, 12, 6]));
  it('O-9-62 Box 4 11.75x14.75x11 in', () => expect(dims('Box 4')).toEqual([11.75, 14.75, 11]));
  it('O-9-63 Box 5 24x19x7 in', () => expect(dims('Box 5')).toEqual([24, 19, 7]));
  it('O-9-64 Box 6 16.5x22.75x13.5 in', () => expect(dims('Box 6')).toEqual([16.5, 22.75, 13.5]));
  it('O-9-65 Box 7 23.5x16.5x20.75 in', () => expect(dims('Box 7')).toEqual([23.5, 16.5, 20.75]));

  it('has exactly the seven boxes and computes volume', () => {
    expect(STANDARD_BOXES).toHaveLength(7);
    expect(boxVolume(STANDARD_BOXES[0]!)).toBe(324);
  });
});
