import { readablePrintType } from '../catalog/print-types.ts';
import { isVectorFormat } from '../design/artwork-format.ts';
import type { GarmentPrintTypeCode } from '../design/product-bans.ts';
import type { DesignDraft, PrintType } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import type { Size } from '../placement/artwork-maximums.ts';

/** Room for rounding (sizes show with 2 decimals; garments snap to half inches). */
const TOLERANCE = 0.005;

/**
 * R-5-32..52 on a draft: every artwork larger than its side's maximum (embroidery 4.5 x 4.5 in on a shirt front,
 * R-5-47) is an issue, so a design the print type cannot produce is never "Ready". Sizes are of the unrotated
 * artwork: the maximum bounds the stitched or printed design itself.
 */
export function oversizeIssues(
  draft: DesignDraft,
  sides: readonly { key: string; label: string; area: Size; max: Size | null }[],
): Issue[] {
  const issues: Issue[] = [];
  for (const side of sides) {
    const max = side.max;
    if (!max) continue;
    (draft.sides[side.key]?.elements ?? []).forEach((el, i) => {
      if (typeof el.width !== 'number' || el.width <= 0) return;
      // An artwork taller than its area is printed scaled down to fit it (as the mockup draws it).
      const w = el.width * side.area.width;
      const h = w * (el.aspect ?? 1);
      const fit = Math.min(1, side.area.width / w, side.area.height / h);
      const width = w * fit;
      const height = h * fit;
      if (width <= max.width + TOLERANCE && height <= max.height + TOLERANCE) return;
      issues.push({
        path: `sides.${side.key}.elements.${i}.width`,
        code: 'artwork_too_large',
        message: `The artwork on ${side.label} is ${width.toFixed(2)} x ${height.toFixed(2)} in; ${readablePrintType(draft.printType ?? '')} allows at most ${max.width} x ${max.height} in there. Make it smaller.`,
      });
    });
  }
  return issues;
}

export interface Readiness {
  /** ready: green; warning: it can be ordered, but read the warnings; blocked: rules are not met. */
  tone: 'ready' | 'warning' | 'blocked';
  text: string;
}

/**
 * What the editor's "Ready to print?" line says: a print-quality (DPI) warning is never shown under a green
 * "Ready" (it turns the verdict into a warning); unmet rules block.
 */
export function editorReadiness(issues: readonly Issue[], qualityWarnings: readonly string[]): Readiness {
  if (issues.length > 0)
    return {
      tone: 'blocked',
      text: `Not ready: ${issues.length} ${issues.length === 1 ? 'rule is' : 'rules are'} not met.`,
    };
  if (qualityWarnings.length > 0)
    return {
      tone: 'warning',
      text: `Can be ordered, but ${qualityWarnings.length === 1 ? 'one artwork' : `${qualityWarnings.length} artworks`} may print blurry: see the print-quality warning below.`,
    };
  return { tone: 'ready', text: 'Ready: every rule of the design is met.' };
}

/**
 * The print type a new garment design starts with: DTG when the product and colour allow it (it prints any
 * artwork, full colour included, with no inks to choose), else the first allowed one.
 */
export function defaultGarmentPrintType(
  allowed: readonly GarmentPrintTypeCode[],
): GarmentPrintTypeCode | null {
  return allowed.includes('dtg') ? 'dtg' : (allowed[0] ?? null);
}

/**
 * R-4-38..40 read forwards: raster artwork is full colour, so placing it on a screenprint draft that has no ink
 * chosen yet switches the draft to DTG (when allowed) instead of demanding inks; a vector or a draft whose inks
 * the user already picked keeps its print type.
 */
export function printTypeForPlacedArtwork(
  draft: DesignDraft,
  allowed: readonly GarmentPrintTypeCode[],
  format: string,
): PrintType | null {
  const current = draft.printType ?? null;
  if (current !== 'screenprint' || !allowed.includes('dtg') || isVectorFormat(format)) return current;
  const inks = Object.values(draft.sides).some((s) => (s.colors?.matched?.length ?? 0) > 0);
  return inks ? current : 'dtg';
}
