import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  EMBROIDERY_POSITIONS,
  HORIZONTAL_CODES,
  LOCATION_POSITIONS,
  LOCATIONS,
  offsetAnchorOf,
  parseLocation,
  positionToLocation,
  VERTICAL_PLACEMENTS,
} from './locations.ts';

describe('locations', () => {
  it('R-3-75 locations list', () => {
    expect(LOCATIONS).toEqual([
      'center',
      'center-left',
      'center-right',
      'left-pocket',
      'right-pocket',
      'bottom',
      'bottom-left',
      'bottom-right',
      'top-left',
      'top-right',
    ]);
  });
  it('R-3-76 top-anchored locations use a top offset', () => {
    for (const loc of [
      'center',
      'center-left',
      'center-right',
      'left-pocket',
      'right-pocket',
      'top-left',
      'top-right',
    ] as const) {
      expect(offsetAnchorOf(loc)).toBe('top');
    }
  });
  it('R-3-77 bottom locations use a bottom offset', () => {
    expect(offsetAnchorOf('bottom')).toBe('bottom');
    expect(offsetAnchorOf('bottom-left')).toBe('bottom');
    expect(offsetAnchorOf('bottom-right')).toBe('bottom');
  });
  it('R-3-78 horizontal codes', () => {
    expect(HORIZONTAL_CODES).toEqual({
      L: 'Left',
      R: 'Right',
      C: 'Center',
      LC: 'Left Center',
      RC: 'Right Center',
    });
  });
  it('R-3-79 embroidery positions', () => {
    expect(EMBROIDERY_POSITIONS).toEqual(['LC', 'RC', 'CF', 'BC', 'LS', 'RS']);
  });
  it('R-3-80 vertical placements', () => {
    expect(VERTICAL_PLACEMENTS).toEqual(['top', 'center', 'bottom']);
  });
  it('R-5-16 / R-8-10 a location must be known, else "Unexpected location found"', () => {
    expect(parseLocation('bottom-left')).toBe('bottom-left');
    expect(() => parseLocation('middle')).toThrow(DomainError);
    expect(() => parseLocation('middle')).toThrow(/^Unexpected location found$/);
    expect(() => parseLocation(undefined)).toThrow('Unexpected location found');
  });
  it('R-5-17 / R-8-11 a position that maps to no location is rejected with "Cannot map position ... to location"', () => {
    expect(() => positionToLocation({ horizontal: 'LC', offset: { bottom: 2 } })).toThrow(
      /^Cannot map position LC\/bottom to location$/,
    );
    expect(() => positionToLocation({ horizontal: 'X', offset: { top: 1 } })).toThrow(
      /^Cannot map position .* to location$/,
    );
  });
  it('R-5-17 positions map to locations by horizontal code and offset edge', () => {
    expect(positionToLocation({ horizontal: 'C', offset: { top: 3 } })).toBe('center');
    expect(positionToLocation({ horizontal: 'C', offset: { bottom: 3 } })).toBe('bottom');
    expect(positionToLocation({ horizontal: 'L', offset: { bottom: 3 } })).toBe('bottom-left');
    expect(positionToLocation({ horizontal: 'R', offset: { top: 0 } })).toBe('top-right');
    expect(positionToLocation({ horizontal: 'LC', offset: { top: 3 } })).toBe('left-pocket');
    expect(positionToLocation({ horizontal: 'RC', vertical: 'center' })).toBe('center-right');
    expect(positionToLocation({})).toBe('center');
  });
  it('R-5-16 every location round-trips through its canonical position', () => {
    for (const loc of LOCATIONS) {
      const p = LOCATION_POSITIONS[loc];
      const offset = p.anchor === 'top' ? { top: 1 } : { bottom: 1 };
      expect(positionToLocation({ horizontal: p.horizontal, vertical: p.vertical, offset })).toBe(loc);
    }
  });
});
