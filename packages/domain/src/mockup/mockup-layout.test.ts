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
    expect(p).toEqual({ artworkId: 'a', left: 415, top: 249, width: 170, height: 170 });
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
