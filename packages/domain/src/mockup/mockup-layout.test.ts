import { describe, expect, it } from 'vitest';
import { placeElements } from './mockup-layout.ts';

const area = { box: { x: 330, y: 200, width: 340, height: 389 }, width: 14, height: 16 };

describe('mockup layout', () => {
  it('half-width centred artwork 2 in below the top of a tee front', () => {
    const [p] = placeElements(
      {
        elements: [{ artworkId: 'a', width: 0.5, position: { horizontal: 'C' } }],
        platen: { offset: { top: 2 } },
      },
      area,
      () => 1,
      true,
    );
    expect(p).toEqual({ artworkId: 'a', left: 415, top: 249, width: 170, height: 170, rotation: 0 });
  });
  it('R-3-84 a tall artwork turned 90 degrees: its covered rectangle is placed, the upright box turns about the centre', () => {
    const [p] = placeElements(
      {
        elements: [{ artworkId: 'a', width: 0.1, aspect: 4, rotation: 90, position: { horizontal: 'C' } }],
        platen: { offset: { top: 2 } },
      },
      area,
      () => 4,
      true,
    );
    // 34 x 136 upright; covers 136 x 34, centred: cover x 432..568, y 249..283; upright box centred on it.
    expect(p).toEqual({ artworkId: 'a', left: 483, top: 198, width: 34, height: 136, rotation: 90 });
  });
  it('O-3-15 a mug element placed left or right is centred in that half of the wrap; garments ignore places', () => {
    const mug = { box: { x: 200, y: 110, width: 540, height: 225 }, width: 8.36, height: 3.48 };
    const side = (elementPlace: 'left' | 'right' | 'full-wrap') => ({
      elements: [{ artworkId: 'a', width: 0.4, aspect: 1, position: { horizontal: 'C' }, elementPlace }],
    });
    expect(placeElements(side('left'), mug, () => 1, false, true)[0]?.left).toBe(227);
    expect(placeElements(side('right'), mug, () => 1, false, true)[0]?.left).toBe(497);
    expect(placeElements(side('full-wrap'), mug, () => 1, false, true)[0]?.left).toBe(362);
    expect(placeElements(side('left'), mug, () => 1, false, false)[0]?.left).toBe(362);
  });
  it('keeps tall artwork inside the area and honours left and bottom', () => {
    const [p] = placeElements(
      { elements: [{ artworkId: 'a', width: 1, position: { horizontal: 'L', offset: { bottom: 0 } } }] },
      area,
      () => 3,
      true,
    );
    expect(p!.height).toBe(389);
    expect(p!.left).toBe(330);
    expect(p!.top).toBe(200);
  });
});
