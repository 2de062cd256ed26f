import { describe, expect, it } from 'vitest';
import { casePreset, editorSides } from './editor-sides.ts';

const tee = {
  front: { width: 14, height: 16 },
  back: { width: 14, height: 16 },
  'sleeve-left': { width: 3.5, height: 3.5 },
};

describe('editor sides', () => {
  it('R-5-32 / R-5-40 a DTG tee: front and back bounded 14x16, sleeves 4x4; R-5-64 half-inch sizes', () => {
    const stored = { 'sleeve-left': tee['sleeve-left'], back: tee.back, front: tee.front }; // jsonb key order
    const sides = editorSides({ type: 'Garment', printType: 'dtg', printAreas: stored });
    expect(sides.map((s) => [s.key, s.label, s.max])).toEqual([
      ['front', 'Front', { width: 14, height: 16 }],
      ['back', 'Back', { width: 14, height: 16 }],
      ['sleeve-left', 'Left sleeve', { width: 4, height: 4 }],
    ]);
    expect(sides.every((s) => s.roundHalfInch && !s.locked)).toBe(true);
  });
  it('R-5-44 an embroidered hat front is bounded 5x2.5; R-5-45 shirt embroidery 4.5x4.5', () => {
    const [hat] = editorSides({
      type: 'Garment',
      printType: 'embr',
      printAreas: { front: { width: 5, height: 2.75 } },
      embroideryKind: 'hat',
    });
    expect(hat?.max).toEqual({ width: 5, height: 2.5 });
    expect(editorSides({ type: 'Garment', printType: 'embr', printAreas: tee })[0]?.max).toEqual({
      width: 4.5,
      height: 4.5,
    });
  });
  it('R-5-43 a mug wraps with the 8.36x3.48 maximum; R-5-42 a case prints at most 4x6', () => {
    expect(
      editorSides({ type: 'Mug', printType: 'mug', printAreas: { front: { width: 8.36, height: 3.48 } } })[0]
        ?.max,
    ).toEqual({ width: 8.36, height: 3.48 });
    expect(
      editorSides({ type: 'Case', printType: 'case', printAreas: { front: { width: 4.3, height: 6.5 } } })[0]
        ?.max,
    ).toEqual({ width: 4, height: 6 });
  });
  it('R-5-31 a 24x36 poster is one locked side as large as the poster', () => {
    const [side] = editorSides({
      type: 'Poster',
      printType: 'poster',
      printAreas: { front: { width: 24, height: 36 } },
    });
    expect(side?.area).toEqual({ width: 24, height: 36 });
    expect(side?.locked).toBe(true);
  });
  it('R-3-31 / R-3-83 / R-3-84 rotation: free on DTG tees, quarter turns on embroidery and mugs, none on posters; O-3-15 mugs offer places', () => {
    const [dtg] = editorSides({ type: 'Garment', printType: 'dtg', printAreas: tee });
    expect(dtg).toMatchObject({ allowRotation: true, freeRotation: true, places: [] });
    const [embr] = editorSides({ type: 'Garment', printType: 'embr', printAreas: tee });
    expect(embr).toMatchObject({ allowRotation: true, freeRotation: false });
    const [mug] = editorSides({
      type: 'Mug',
      printType: 'mug',
      printAreas: { front: { width: 8.36, height: 3.48 } },
    });
    expect(mug).toMatchObject({
      allowRotation: true,
      freeRotation: false,
      places: ['left', 'right', 'full-wrap'],
    });
    const [poster] = editorSides({
      type: 'Poster',
      printType: 'poster',
      printAreas: { front: { width: 24, height: 36 } },
    });
    expect(poster?.allowRotation).toBe(false);
  });
  it('O-5-24 case placements map to presets (Center by width class)', () => {
    expect(casePreset('Bottom', 0.3)).toBe('bottom');
    expect(casePreset('Center Full Bleed', 1)).toBe('center-full');
    expect(casePreset('Center', 0.4)).toBe('center-medium');
  });
});
