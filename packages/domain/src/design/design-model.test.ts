import { describe, expect, it } from 'vitest';
import {
  DESIGN_ELEMENT_FIELDS,
  DESIGN_FIELDS,
  DESIGN_SIDE_COLOR_FIELDS,
  DESIGN_SIDE_FIELDS,
  type Design,
} from './design-model.ts';

describe('design model', () => {
  it('R-3-15 a design has a type and a sides map', () => {
    expect(DESIGN_FIELDS).toEqual(['type', 'sides']);
    const d: Design = { type: 'dtg', sides: {} };
    expect(d.sides).toEqual({});
  });
  it('R-3-16 design side: name, placeName, platen, colors (full, matched, sequences), elements', () => {
    expect(DESIGN_SIDE_FIELDS).toEqual(['name', 'placeName', 'platen', 'colors', 'elements']);
    expect(DESIGN_SIDE_COLOR_FIELDS).toEqual(['full', 'matched', 'sequences']);
  });
  it('R-3-17 element: type image, id, artworkId, aspect, width, left, top, url, thumbnailUrl, fullQualityUrl, position.horizontal', () => {
    expect(DESIGN_ELEMENT_FIELDS).toEqual([
      'type',
      'id',
      'artworkId',
      'aspect',
      'width',
      'left',
      'top',
      'url',
      'thumbnailUrl',
      'fullQualityUrl',
      'position',
    ]);
  });
});
