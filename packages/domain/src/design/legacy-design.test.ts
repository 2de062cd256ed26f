import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { legacyOffset, legacyToArtworkDesign } from './legacy-design.ts';

const sides = {
  front: {
    artwork: 123,
    colors: ['black', 'kelly'],
    dimensions: { width: 10, height: 12 },
    position: { horizontal: 'C', offset: { top: 3 } },
  },
  back: { artwork: null, colors: ['black'] },
  left: { artwork: '', colors: [] },
  right: { artwork: 'abc', position: { horizontal: 'R', offset: { bottom: 2 } } },
};

describe('legacy design conversion', () => {
  it('R-3-18 only sides with artwork are kept', () => {
    expect(Object.keys(legacyToArtworkDesign({ type: 'screenprint', sides }).sides)).toEqual([
      'front',
      'right',
    ]);
  });
  it('R-3-19 artworkId becomes text', () => {
    expect(legacyToArtworkDesign({ type: 'dtg', sides }).sides.front?.artworkId).toBe('123');
  });
  it('R-3-20 colours are kept only for screenprint and embroidery', () => {
    expect(legacyToArtworkDesign({ type: 'screenprint', sides }).sides.front?.colors).toEqual([
      'black',
      'kelly',
    ]);
    expect(legacyToArtworkDesign({ type: 'embr', sides }).sides.front?.colors).toEqual(['black', 'kelly']);
    expect(legacyToArtworkDesign({ type: 'dtg', sides }).sides.front).not.toHaveProperty('colors');
    expect(legacyToArtworkDesign({ type: 'mug', sides }).sides.front).not.toHaveProperty('colors');
  });
  it('R-3-21 dimensions and offset are kept for screenprint, dtg and embroidery', () => {
    for (const type of ['screenprint', 'dtg', 'embr', 'embroidery']) {
      expect(legacyToArtworkDesign({ type, sides }).sides.front).toMatchObject({
        dimensions: { width: 10, height: 12 },
        offset: 3,
      });
    }
    const mug = legacyToArtworkDesign({ type: 'mug', sides }).sides.front;
    expect(mug).not.toHaveProperty('dimensions');
    expect(mug).not.toHaveProperty('offset');
  });
  it('R-3-22 offset is the top or bottom offset of the position, else 0', () => {
    expect(legacyOffset({ offset: { top: 3 } })).toBe(3);
    expect(legacyOffset({ offset: { bottom: 2 } })).toBe(2);
    expect(legacyOffset({ horizontal: 'C' })).toBe(0);
    expect(legacyOffset(null)).toBe(0);
    expect(legacyToArtworkDesign({ type: 'dtg', sides }).sides.right?.offset).toBe(2);
  });
  it('R-3-23 location is derived from the position', () => {
    const d = legacyToArtworkDesign({ type: 'dtg', sides });
    expect(d.sides.front?.location).toBe('center');
    expect(d.sides.right?.location).toBe('bottom-right');
    expect(() =>
      legacyToArtworkDesign({
        type: 'dtg',
        sides: { front: { artwork: 1, position: { horizontal: 'LC', offset: { bottom: 1 } } } },
      }),
    ).toThrow(DomainError);
  });
});
