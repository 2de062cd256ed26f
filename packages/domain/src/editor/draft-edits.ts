import { POSTER_FORMATS, POSTER_VARIATIONS, type PosterVariation } from '../design/poster-size.ts';
import type {
  DesignDraft,
  DesignDraftType,
  Element,
  ElementPlace,
  PrintType,
  Side,
} from '../entities/entities.ts';
import type { Size } from '../placement/artwork-maximums.ts';
import { placeRegion } from '../placement/mug-element-place.ts';
import { type Box, centredBox } from './placement-box.ts';
import { anchoredOffset, placementFields } from './editor-element.ts';
import { inches } from '../units/units.ts';

/** The artwork facts an element copies (R-3-17 url, thumbnailUrl, fullQualityUrl). */
export interface ArtworkRef {
  artworkId: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  fullQualityUrl: string;
  /** Height / width of the artwork. */
  aspect: number;
}

const DRAFT_TYPES: readonly DesignDraftType[] = ['Case', 'Mug', 'Poster', 'Garment'];

/** The draft type of a catalogue product type; null for types the ordering flow cannot design (O-3-10). */
export const draftTypeOf = (productType: string): DesignDraftType | null =>
  (DRAFT_TYPES as readonly string[]).includes(productType) ? (productType as DesignDraftType) : null;

/** O-5-20 poster variations of a poster size (11x17 -> 17width, 17height; 24x36 -> 24width). */
export const posterVariationsFor = (posterSize: string | null | undefined): PosterVariation[] =>
  POSTER_VARIATIONS.filter((v) => POSTER_FORMATS[v].size === posterSize);

/** A fresh draft for a product: its type and print type, no sides yet. */
export function newDraft(id: string, type: DesignDraftType, printType: PrintType): DesignDraft {
  return {
    id,
    name: null,
    type,
    printType,
    variation: null,
    sublimationColor: null,
    designId: null,
    sides: {},
  };
}

/** Any edit invalidates a saved design: the next save makes a new one. */
const edited = (draft: DesignDraft, sides: Record<string, Side>): DesignDraft => ({
  ...draft,
  sides,
  designId: null,
});

/**
 * O-5-11 A garment side's platen: the offset of its first element (top or bottom, inches) and the platen width in
 * inches; other products carry none.
 */
function withPlaten(draft: DesignDraft, side: Side, area: Size, first: Box | null): Side {
  if (draft.type !== 'Garment') return side;
  return { ...side, platen: { offset: first ? anchoredOffset(first, area) : { top: 0 }, width: area.width } };
}

const sideOf = (draft: DesignDraft, key: string): Side =>
  draft.sides[key] ?? {
    name: key,
    placeName: key,
    elements: [],
    colors: { full: draft.printType === 'dtg', matched: [], sequences: [] },
  };

/**
 * Adds an artwork on a side at a box (R-5-31: on a poster it fills the width; O-3-15: on a mug it takes a place,
 * its horizontal code then counts within that place).
 */
export function placeArtwork(
  draft: DesignDraft,
  key: string,
  art: ArtworkRef,
  box: Box,
  area: Size,
  place?: ElementPlace | null,
): DesignDraft {
  const side = sideOf(draft, key);
  const fields = placementFields(box, area, place ? placeRegion(place, area) : null);
  const element: Element = {
    artworkId: art.artworkId,
    fileName: art.name,
    url: art.url,
    thumbnailUrl: art.thumbnailUrl,
    fullQualityUrl: art.fullQualityUrl,
    ...fields,
    ...(draft.type === 'Poster' ? { width: 1 } : {}),
    ...(place ? { elementPlace: place } : {}),
    aspect: art.aspect,
  };
  const elements = [...side.elements, element];
  return edited(draft, {
    ...draft.sides,
    [key]: withPlaten(draft, { ...side, elements }, area, side.elements.length ? null : box),
  });
}

/**
 * Moves, resizes or turns element `index` of a side to a box; `place` (mugs, O-3-15) changes where on the wrap
 * it sits, else it keeps its place.
 */
export function moveElement(
  draft: DesignDraft,
  key: string,
  index: number,
  box: Box,
  area: Size,
  place?: ElementPlace,
): DesignDraft {
  const side = draft.sides[key];
  const current = side?.elements[index];
  if (!side || !current) return draft;
  const { rotation: _turned, ...rest } = current;
  const elementPlace = place ?? current.elementPlace ?? null;
  const fields = placementFields(box, area, elementPlace ? placeRegion(elementPlace, area) : null);
  const element: Element = {
    ...rest,
    ...fields,
    ...(elementPlace ? { elementPlace } : {}),
    aspect: current.aspect ?? fields.aspect,
  };
  if (draft.type === 'Poster') element.width = 1;
  const elements = side.elements.map((e, i) => (i === index ? element : e));
  return edited(draft, {
    ...draft.sides,
    [key]: withPlaten(draft, { ...side, elements }, area, index === 0 ? box : null),
  });
}

/** Removes element `index` of a side; a side left empty is dropped. */
export function removeElement(draft: DesignDraft, key: string, index: number): DesignDraft {
  const side = draft.sides[key];
  if (!side) return draft;
  const elements = side.elements.filter((_, i) => i !== index);
  const { [key]: _gone, ...rest } = draft.sides;
  return edited(draft, elements.length ? { ...draft.sides, [key]: { ...side, elements } } : rest);
}

/** O-5-13 / R-5-18 / R-5-19 The matched ink or thread colours of a side (limits are checked, not enforced here). */
export function setMatchedColours(draft: DesignDraft, key: string, matched: readonly string[]): DesignDraft {
  const side = sideOf(draft, key);
  return edited(draft, {
    ...draft.sides,
    [key]: { ...side, colors: { ...side.colors, full: false, matched: [...matched] } },
  });
}

/** Changes the print type; DTG prints full colour, the others keep their matched colours. */
export function setPrintType(draft: DesignDraft, printType: PrintType): DesignDraft {
  const sides = Object.fromEntries(
    Object.entries(draft.sides).map(([k, s]) => [
      k,
      { ...s, colors: { ...s.colors, full: printType === 'dtg' } },
    ]),
  );
  return { ...edited(draft, sides), printType };
}

/** Sets a variation field (Case finish and placement, Mug and Poster size, O-3-12). */
export function setVariation(
  draft: DesignDraft,
  field: 'finish' | 'size' | 'placement',
  value: string,
): DesignDraft {
  return { ...draft, designId: null, variation: { ...draft.variation, [field]: value } };
}

/** A poster element fills the width (R-5-31): its box is the poster width, centred vertically. */
export const posterBox = (aspect: number, area: Size): Box => centredBox(inches(area.width), aspect, area);
