import { rotationModeFor } from '../placement/rotated-bounds.ts';
import { colourLimitIssues } from '../design/colour-limits.ts';
import { designReadyIssues } from '../design/design-ready.ts';
import { POSTER_ELEMENT_MESSAGE } from '../design/poster-size.ts';
import type { DesignDraft, DesignDraftType, PrintType } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';

/** The design type each print type prints on. */
export const DESIGN_TYPE_OF: Readonly<Record<PrintType, DesignDraftType>> = {
  screenprint: 'Garment',
  dtg: 'Garment',
  embr: 'Garment',
  mug: 'Mug',
  case: 'Case',
  poster: 'Poster',
};

/**
 * O-7-15 / O-7-16: why a design cannot be saved: the design-ready rules (O-5), colour limits (R-5-18/19), a
 * print type that does not go with the design type, poster elements not full width (R-5-31), and artwork that
 * is not the user's.
 */
export function designSaveIssues(draft: DesignDraft, ownsArtwork: (artworkId: string) => boolean): Issue[] {
  const issues: Issue[] = [...designReadyIssues(draft)];
  if (draft.printType) issues.push(...colourLimitIssues(draft.printType, draft.sides ?? {}));
  if (draft.printType && draft.type && DESIGN_TYPE_OF[draft.printType] !== draft.type) {
    issues.push({
      path: 'type',
      message: `A ${draft.printType} design prints on a ${DESIGN_TYPE_OF[draft.printType]}, not a ${draft.type}.`,
      code: 'type_mismatch',
    });
  }
  for (const [key, side] of Object.entries(draft.sides ?? {})) {
    (side.elements ?? []).forEach((el, i) => {
      const at = `sides.${key}.elements.${i}`;
      if (draft.type === 'Poster' && el.width != null && el.width !== 1)
        issues.push({ path: `${at}.width`, message: POSTER_ELEMENT_MESSAGE, code: 'poster_width' });
      const turn = rotationIssue(draft, el.rotation);
      if (turn) issues.push({ path: `${at}.rotation`, message: turn, code: 'rotation_not_allowed' });
      if (el.artworkId && !ownsArtwork(el.artworkId))
        issues.push({ path: `${at}.artworkId`, message: 'Artwork not found.', code: 'artwork_unknown' });
    });
  }
  return issues;
}

/**
 * docs/decisions/element-rotation.md: a stored turn must be one the product allows — none on posters, quarter
 * turns on embroidery, mugs, cases and sublimated items, whole degrees on DTG and screenprint garments.
 */
function rotationIssue(draft: DesignDraft, rotation: number | null | undefined): string | null {
  if (rotation == null || rotation === 0 || !draft.type || !draft.printType) return null;
  const mode = rotationModeFor(draft.type, draft.printType);
  if (mode === 'none') return `A ${draft.type} design cannot be rotated.`;
  if (mode === 'quarter' && rotation % 90 !== 0)
    return `This ${draft.printType} design turns in quarter turns only (0, 90, 180 or 270 degrees).`;
  if (mode === 'free' && !Number.isInteger(rotation)) return 'Rotation must be a whole number of degrees.';
  return null;
}

/** What a saved printable needs from the catalogue. */
export interface PrintableProduct {
  printTypes: readonly string[];
  colors: readonly { name: string; sizes: readonly string[] }[];
}

/** O-3-22 / O-7-17: why a database printable cannot be saved. */
export function printableIssues(
  req: { product: { color: string }; sizePrices: readonly { size: string; price: number }[] },
  design: { printType: string } | null,
  product: PrintableProduct | null,
): Issue[] {
  const issues: Issue[] = [];
  if (!design) issues.push({ path: 'designId', message: 'Design not found.', code: 'design_unknown' });
  if (!product) {
    issues.push({ path: 'product.identifier', message: 'Product not found.', code: 'product_unknown' });
    return issues;
  }
  if (design && !product.printTypes.includes(design.printType))
    issues.push({
      path: 'designId',
      message: `This product cannot be printed with ${design.printType}.`,
      code: 'print_type',
    });
  const color = product.colors.find((c) => c.name.toLowerCase() === req.product.color.trim().toLowerCase());
  if (!color) {
    issues.push({
      path: 'product.color',
      message: `The product does not come in ${req.product.color}.`,
      code: 'color_unknown',
    });
    return issues;
  }
  const seen = new Set<string>();
  req.sizePrices.forEach((sp, i) => {
    const size = sp.size.toLowerCase();
    if (!color.sizes.some((s) => s.toLowerCase() === size))
      issues.push({
        path: `sizePrices.${i}.size`,
        message: `${color.name} does not come in size ${sp.size}.`,
        code: 'size_unknown',
      });
    else if (seen.has(size))
      issues.push({
        path: `sizePrices.${i}.size`,
        message: `Size ${sp.size} is listed twice.`,
        code: 'size_twice',
      });
    seen.add(size);
  });
  return issues;
}
