import { DomainError } from '../errors/domain-error.ts';

/** R-3-75 Print locations on a side. */
export const LOCATIONS = [
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
] as const;
export type Location = (typeof LOCATIONS)[number];

/** R-3-78 Horizontal position codes and their readable names. */
export const HORIZONTAL_CODES = {
  L: 'Left',
  R: 'Right',
  C: 'Center',
  LC: 'Left Center',
  RC: 'Right Center',
} as const;
export type HorizontalCode = keyof typeof HORIZONTAL_CODES;

/** R-3-79 Embroidery positions (left chest, right chest, centre front, back centre, left and right sleeve). */
export const EMBROIDERY_POSITIONS = ['LC', 'RC', 'CF', 'BC', 'LS', 'RS'] as const;
export type EmbroideryPosition = (typeof EMBROIDERY_POSITIONS)[number];

/** R-3-80 Vertical placement of an element. */
export const VERTICAL_PLACEMENTS = ['top', 'center', 'bottom'] as const;
export type VerticalPlacement = (typeof VERTICAL_PLACEMENTS)[number];

/** R-3-76 / R-3-77 Which edge a location's offset is measured from. */
export type OffsetAnchor = 'top' | 'bottom';

/** One location's canonical position: horizontal code, vertical placement and the edge the offset is measured from. */
export interface LocationPosition {
  horizontal: HorizontalCode;
  vertical: VerticalPlacement;
  anchor: OffsetAnchor;
}

/**
 * Location -> position. Garment prints are measured from the collar, so every location except the bottom ones
 * is top-anchored (R-3-76); LC/RC at the top are the chest (pocket) spots, as in the embroidery codes LC/RC
 * (R-3-79). See docs/decisions/position-to-location.md.
 */
export const LOCATION_POSITIONS: Readonly<Record<Location, LocationPosition>> = {
  center: { horizontal: 'C', vertical: 'top', anchor: 'top' },
  'center-left': { horizontal: 'LC', vertical: 'center', anchor: 'top' },
  'center-right': { horizontal: 'RC', vertical: 'center', anchor: 'top' },
  'left-pocket': { horizontal: 'LC', vertical: 'top', anchor: 'top' },
  'right-pocket': { horizontal: 'RC', vertical: 'top', anchor: 'top' },
  bottom: { horizontal: 'C', vertical: 'bottom', anchor: 'bottom' },
  'bottom-left': { horizontal: 'L', vertical: 'bottom', anchor: 'bottom' },
  'bottom-right': { horizontal: 'R', vertical: 'bottom', anchor: 'bottom' },
  'top-left': { horizontal: 'L', vertical: 'top', anchor: 'top' },
  'top-right': { horizontal: 'R', vertical: 'top', anchor: 'top' },
};

/** True when the string is one of the known locations (R-5-16). */
export const isLocation = (value: unknown): value is Location =>
  typeof value === 'string' && (LOCATIONS as readonly string[]).includes(value);

/** R-5-16 / R-8-10: a location must be known, else 'Unexpected location found'. */
export function parseLocation(value: unknown): Location {
  if (!isLocation(value)) throw new DomainError('unexpected_location', 'Unexpected location found');
  return value;
}

/** The edge an offset is measured from for a location (R-3-76, R-3-77). */
export const offsetAnchorOf = (location: Location): OffsetAnchor => LOCATION_POSITIONS[location].anchor;

/** A position as stored on an element: horizontal code, an offset from top or bottom, optionally a vertical. */
export interface PositionInput {
  horizontal?: string | null;
  vertical?: string | null;
  offset?: { top?: number | null; bottom?: number | null } | null;
}

/** Vertical placement of a position: explicit, else bottom when measured from the bottom, else top. */
export function verticalOf(position: PositionInput): VerticalPlacement {
  const v = position.vertical;
  if (v === 'top' || v === 'center' || v === 'bottom') return v;
  return typeof position.offset?.bottom === 'number' ? 'bottom' : 'top';
}

/** The location a position maps to, or null when none does (R-5-17). */
export function locationOfPosition(position: PositionInput): Location | null {
  const horizontal = position.horizontal ?? 'C';
  const vertical = verticalOf(position);
  const found = LOCATIONS.find((loc) => {
    const p = LOCATION_POSITIONS[loc];
    return p.horizontal === horizontal && p.vertical === vertical;
  });
  // "center" vertically centred is still the centre print (the garment front is a top-anchored centre).
  if (!found && horizontal === 'C' && vertical === 'center') return 'center';
  return found ?? null;
}

/** R-8-11: the spec's message for a position that maps to no location, or null when it maps to one. */
export function unmappablePositionMessage(position: PositionInput): string | null {
  if (locationOfPosition(position)) return null;
  return `Cannot map position ${position.horizontal ?? 'C'}/${verticalOf(position)} to location`;
}

/** R-5-17 / R-8-11: position -> location; a position that maps to no location raises 'Cannot map position ... to location'. */
export function positionToLocation(position: PositionInput): Location {
  const found = locationOfPosition(position);
  if (!found) throw new DomainError('unmappable_position', unmappablePositionMessage(position)!);
  return found;
}

/** Whether a horizontal code has a bottom-anchored location (C, L, R do; the chest codes LC, RC do not). */
export const hasBottomLocation = (code: string): boolean =>
  LOCATIONS.some(
    (l) => LOCATION_POSITIONS[l].horizontal === code && LOCATION_POSITIONS[l].vertical === 'bottom',
  );
