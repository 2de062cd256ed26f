import { describe, expect, it } from 'vitest';
import { resizeElements } from './resize-elements.ts';

describe('resizing artwork to fix a design', () => {
  it('a width in inches becomes a fraction of the print area; other elements stay', () => {
    const sides = { front: { elements: [{ width: 10, artworkId: 'a' }, { width: 0.2 }] } };
    const r = resizeElements(sides, [{ side: 'front', elementIndex: 0, widthIn: 12 }], () => 14);
    expect(r.sides.front?.elements.map((e) => e.width)).toEqual([12 / 14, 0.2]);
    expect(r.missing).toEqual([]);
    expect(sides.front.elements[0]?.width).toBe(10);
  });
  it('unknown sides and elements are named', () => {
    const r = resizeElements({}, [{ side: 'back', elementIndex: 0, widthIn: 5 }], () => 14);
    expect(r.missing).toEqual(['back.0']);
  });
});
