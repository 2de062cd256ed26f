import type { Side } from '../entities/entities.ts';

/** What pricing reads of a placed artwork: its width (fraction of the print area) and its height / width. */
export interface PlacedElement {
  width?: number | null;
  aspect?: number | null;
  artworkId?: string | null;
}

/** A print area in inches. */
export interface AreaInches {
  width: number;
  height: number;
}

/**
 * Square inches the largest placed artwork covers on a side (its width share of the area, its height from its
 * aspect or its artwork's pixels, capped at the area); the whole print area when what is placed is not known
 * (a request that names no design and no placements). The one measure DTG pricing uses, whether the artwork comes
 * from a saved design (checkout) or from the editor's draft as it is now.
 */
export function placedSquareInches(
  elements: readonly PlacedElement[] | undefined,
  area: AreaInches,
  artworkOf: (id: string) => { width: number; height: number } | undefined,
): number {
  if (!elements) return area.width * area.height;
  let most = 0;
  for (const el of elements) {
    const w = Math.min(1, Math.max(0, el.width ?? 1)) * area.width;
    const art = el.artworkId ? artworkOf(el.artworkId) : undefined;
    const aspect = el.aspect ?? (art && art.width > 0 ? art.height / art.width : area.height / area.width);
    most = Math.max(most, w * Math.min(area.height, w * aspect));
  }
  return most;
}

/** The placements of a draft's printed sides, as a quote request carries them (quoteDetails.placed). */
export function placedSides(sides: Readonly<Record<string, Side>>): Record<string, PlacedElement[]> {
  const out: Record<string, PlacedElement[]> = {};
  for (const [name, side] of Object.entries(sides)) {
    if (side.elements.length === 0) continue;
    out[name] = side.elements.map((el) => ({
      width: el.width ?? null,
      aspect: el.aspect ?? null,
      ...(el.artworkId ? { artworkId: el.artworkId } : {}),
    }));
  }
  return out;
}
