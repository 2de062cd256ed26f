import type { DesignDraft, Side } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { CASE_PLACEMENTS, isCasePlacement } from './case-placement.ts';
import { isPosterVariation, POSTER_VARIATIONS } from './poster-size.ts';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const isFilled = (s: unknown): boolean => typeof s === 'string' && s.trim() !== '';
const hasElements = (side: Side): boolean => Array.isArray(side.elements) && side.elements.length > 0;

/** O-5-11: a platen offset is a number measured from the top or from the bottom. */
const hasPlatenOffset = (side: Side): boolean => {
  const offset = side.platen?.offset;
  return isNumber(offset?.top) || isNumber(offset?.bottom);
};

/**
 * O-5-01..24 Every rule of "design ready" that the draft does not meet, each with where and why. Unknown poster
 * sizes and case placements are listed here (user data); parsePosterVariation / parseCasePlacement raise for them
 * (O-8-10, O-8-11) where code relies on a valid value.
 */
export function designReadyIssues(draft: DesignDraft): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string, code: string) => issues.push({ path, message, code });

  if (!draft.type) add('type', 'Choose a product type for the design.', 'type_missing');
  if (!draft.printType) add('printType', 'Choose a print type for the design.', 'print_type_missing');

  const sides = Object.entries(draft.sides ?? {});
  if (sides.length === 0) add('sides', 'The design needs at least one side.', 'no_sides');

  const variation = draft.variation ?? {};
  if (draft.type === 'Case') {
    if (!isFilled(variation.finish))
      add('variation.finish', 'Choose a finish for the case.', 'finish_missing');
    if (variation.placement != null && !isCasePlacement(variation.placement)) {
      add(
        'variation.placement',
        `Case placement must be ${CASE_PLACEMENTS.join(', ')}; got ${variation.placement}.`,
        'case_placement_invalid',
      );
    }
  }
  if (draft.type === 'Mug' && !isFilled(variation.size)) {
    add('variation.size', 'Choose a size for the mug.', 'size_missing');
  }
  if (draft.type === 'Poster') {
    if (!isFilled(variation.size)) add('variation.size', 'Choose a size for the poster.', 'size_missing');
    else if (!isPosterVariation(variation.size)) {
      add(
        'variation.size',
        `Poster size must be ${POSTER_VARIATIONS.join(', ')}; got ${variation.size}.`,
        'poster_size_invalid',
      );
    }
  }

  for (const [key, side] of sides) {
    if (!hasElements(side)) continue;
    const at = `sides.${key}`;
    if (!isFilled(side.name)) add(`${at}.name`, `Side ${key} needs a name.`, 'side_name_missing');
    side.elements.forEach((element, i) => {
      const el = `${at}.elements.${i}`;
      if (!isFilled(element.artworkId))
        add(`${el}.artworkId`, `Side ${key} needs an artwork.`, 'artwork_missing');
      if (!isNumber(element.width) || element.width <= 0) {
        add(`${el}.width`, `The artwork on side ${key} needs a width.`, 'width_missing');
      }
      if (!isFilled(element.position?.horizontal)) {
        add(
          `${el}.position.horizontal`,
          `The artwork on side ${key} needs a horizontal position.`,
          'horizontal_missing',
        );
      }
    });
    if (draft.type === 'Garment') {
      if (!hasPlatenOffset(side))
        add(`${at}.platen.offset`, `Side ${key} needs a platen offset.`, 'platen_offset_missing');
      if (!isNumber(side.platen?.width))
        add(`${at}.platen.width`, `Side ${key} needs a platen width.`, 'platen_width_missing');
    }
    if (draft.printType === 'screenprint' && (side.colors?.matched?.length ?? 0) === 0) {
      add(
        `${at}.colors.matched`,
        `Side ${key} needs at least one ink colour for screenprint.`,
        'colors_missing',
      );
    }
  }
  if (sides.length > 0 && !sides.some(([, side]) => hasElements(side))) {
    add('sides', 'Add an artwork to at least one side.', 'no_elements');
  }
  return issues;
}

/** O-5 "Design ready": true when designReadyIssues finds nothing. */
export const isDesignReady = (draft: DesignDraft): boolean => designReadyIssues(draft).length === 0;

/** O-4-12: the sides of a design that carry print (at least one element), in the design's order: the proof's views. */
export const printedSides = (sides: Readonly<Record<string, Side>> | null | undefined): string[] =>
  Object.entries(sides ?? {})
    .filter(([, side]) => side && hasElements(side))
    .map(([name]) => name);
