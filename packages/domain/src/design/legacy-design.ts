import { type Location, type PositionInput, positionToLocation } from '../placement/locations.ts';

/** A side of a legacy design: artwork id (often numeric), ink colours, size and position. */
export interface LegacySide {
  artwork?: string | number | null;
  colors?: string[] | null;
  dimensions?: { width?: number | null; height?: number | null } | null;
  position?: PositionInput | null;
}

/** A legacy design: its print type and its sides. */
export interface LegacyDesign {
  type: string;
  sides: Record<string, LegacySide | null | undefined>;
}

/** A side of an artwork design. */
export interface ArtworkSide {
  artworkId: string;
  location: Location;
  colors?: string[];
  dimensions?: { width?: number | null; height?: number | null };
  offset?: number;
}

/** An artwork design, the current model legacy designs convert to. */
export interface ArtworkDesign {
  type: string;
  sides: Record<string, ArtworkSide>;
}

/** R-3-20 Print types whose ink/thread colours are kept. */
const KEEPS_COLOURS = new Set(['screenprint', 'embr']);
/** R-3-21 Print types whose dimensions and offset are kept. */
const KEEPS_GEOMETRY = new Set(['screenprint', 'dtg', 'embr']);

const hasArtwork = (side: LegacySide | null | undefined): side is LegacySide =>
  side != null && side.artwork != null && String(side.artwork) !== '';

/** R-3-22 The offset of a position: its top offset, else its bottom offset, else 0. */
export function legacyOffset(position: PositionInput | null | undefined): number {
  const offset = position?.offset;
  if (typeof offset?.top === 'number') return offset.top;
  if (typeof offset?.bottom === 'number') return offset.bottom;
  return 0;
}

/**
 * R-3-18..23 Legacy design -> artwork design: only sides with artwork are kept; artworkId becomes text; colours
 * only for screenprint and embroidery; dimensions and offset only for screenprint, dtg and embroidery; the
 * location comes from the position (a side without one is centred). Throws for an unmappable position (R-8-11).
 */
export function legacyToArtworkDesign(legacy: LegacyDesign): ArtworkDesign {
  const type = legacy.type === 'embroidery' ? 'embr' : legacy.type;
  const sides: Record<string, ArtworkSide> = {};
  for (const [name, side] of Object.entries(legacy.sides)) {
    if (!hasArtwork(side)) continue;
    const out: ArtworkSide = {
      artworkId: String(side.artwork),
      location: positionToLocation(side.position ?? {}),
    };
    if (KEEPS_COLOURS.has(type)) out.colors = [...(side.colors ?? [])];
    if (KEEPS_GEOMETRY.has(type)) {
      out.dimensions = { ...(side.dimensions ?? {}) };
      out.offset = legacyOffset(side.position);
    }
    sides[name] = out;
  }
  return { type, sides };
}
