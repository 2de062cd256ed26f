import { describe, expect, it } from 'vitest';
import { isDesignReady } from '../design/design-ready.ts';
import { degrees, inches } from '../units/units.ts';
import { mugPlaceBox } from './mug-place.ts';
import {
  moveElement,
  newDraft,
  placeArtwork,
  posterBox,
  posterVariationsFor,
  removeElement,
  setMatchedColours,
  setPrintType,
} from './draft-edits.ts';
import { centredBox } from './placement-box.ts';

const area = { width: inches(14), height: inches(16) };
const art = {
  artworkId: 'a1',
  name: 'logo.png',
  url: '/a',
  thumbnailUrl: '/t',
  fullQualityUrl: '/f',
  aspect: 0.5,
};

describe('draft edits', () => {
  it('O-5-01 / O-5-02 / O-5-03 / O-5-04 / O-5-05 / O-5-06 / O-5-07 / O-5-08 / O-5-09 / O-5-10 / O-5-11 a DTG tee with one placed artwork is design-ready (side name, width, horizontal, platen)', () => {
    const d = placeArtwork(
      newDraft('d1', 'Garment', 'dtg'),
      'front',
      art,
      centredBox(inches(8), 0.5, area),
      area,
    );
    expect(d.sides.front?.platen).toEqual({ offset: { top: 6 }, width: 14 });
    expect(isDesignReady(d)).toBe(true);
  });
  it('O-5-13 screenprint needs matched colours before it is ready', () => {
    const d = placeArtwork(
      newDraft('d1', 'Garment', 'screenprint'),
      'front',
      art,
      centredBox(inches(8), 0.5, area),
      area,
    );
    expect(isDesignReady(d)).toBe(false);
    expect(isDesignReady(setMatchedColours(d, 'front', ['black', 'pantone 109 c', 'snow white']))).toBe(true);
  });
  it('any edit clears the saved designId; moving keeps the artwork and its aspect', () => {
    const d = {
      ...placeArtwork(newDraft('d1', 'Garment', 'dtg'), 'front', art, centredBox(inches(8), 0.5, area), area),
      designId: 'x',
    };
    const moved = moveElement(d, 'front', 0, { ...centredBox(inches(4), 0.5, area), top: inches(1) }, area);
    expect(moved.designId).toBeNull();
    expect(moved.sides.front?.elements[0]).toMatchObject({
      artworkId: 'a1',
      aspect: 0.5,
      position: { horizontal: 'C', offset: { top: 1 } },
    });
    expect(removeElement(moved, 'front', 0).sides.front).toBeUndefined();
    expect(setPrintType(moved, 'screenprint').sides.front?.colors?.full).toBe(false);
  });
  it('R-3-84 moving a turned element stores its rotation; turning it upright removes the field', () => {
    const d = placeArtwork(
      newDraft('d1', 'Garment', 'dtg'),
      'front',
      art,
      centredBox(inches(4), 0.5, area),
      area,
    );
    const turned = moveElement(
      d,
      'front',
      0,
      { ...centredBox(inches(4), 0.5, area), rotation: degrees(30) },
      area,
    );
    expect(turned.sides.front?.elements[0]?.rotation).toBe(30);
    const upright = moveElement(turned, 'front', 0, centredBox(inches(4), 0.5, area), area);
    expect(upright.sides.front?.elements[0]).not.toHaveProperty('rotation');
  });
  it('O-3-14 / O-3-15 a mug element stores its place and keeps it when moved', () => {
    const wrap = { width: inches(8.36), height: inches(3.48) };
    const d = placeArtwork(
      newDraft('m', 'Mug', 'mug'),
      'front',
      { ...art, aspect: 1 },
      mugPlaceBox('left', 1, wrap, null),
      wrap,
      'left',
    );
    expect(d.sides.front?.elements[0]).toMatchObject({ elementPlace: 'left', position: { horizontal: 'C' } });
    const moved = moveElement(
      d,
      'front',
      0,
      { ...mugPlaceBox('left', 1, wrap, null), width: inches(2) },
      wrap,
    );
    expect(moved.sides.front?.elements[0]?.elementPlace).toBe('left');
    const right = moveElement(d, 'front', 0, mugPlaceBox('right', 1, wrap, null), wrap, 'right');
    expect(right.sides.front?.elements[0]).toMatchObject({
      elementPlace: 'right',
      position: { horizontal: 'C' },
    });
  });
  it('R-5-31 a poster element has width 1; O-5-20 24x36 is the 24width variation', () => {
    const poster = { width: inches(24), height: inches(36) };
    const d = placeArtwork(newDraft('p', 'Poster', 'poster'), 'front', art, posterBox(1.5, poster), poster);
    expect(d.sides.front?.elements[0]?.width).toBe(1);
    expect(posterVariationsFor('24x36')).toEqual(['24width']);
  });
});
