import type { Side } from '../entities/entities.ts';

/** The print type of a garment design with the flags the derivation raises. */
export interface GarmentPrintType {
  printType: 'embr' | 'screenprint' | 'dtg';
  /** Screenprint chosen because no side is full colour: a person checks the colours and resizes the art. */
  review: boolean;
  resize: boolean;
}

/** Print types the embroidery rule recognises: the stored code and its readable name. */
const EMBROIDERY = new Set(['embr', 'embroidery']);

/**
 * R-4-38..40 Print type of a garment design: an embroidery print type gives embr; no side with full colour gives
 * screenprint, flagged for review and resize; otherwise dtg.
 */
export function garmentPrintType(design: {
  printType?: string | null;
  sides: Record<string, Side>;
}): GarmentPrintType {
  if (design.printType && EMBROIDERY.has(design.printType.toLowerCase())) {
    return { printType: 'embr', review: false, resize: false };
  }
  const anyFullColour = Object.values(design.sides).some((side) => side.colors?.full === true);
  if (!anyFullColour) return { printType: 'screenprint', review: true, resize: true };
  return { printType: 'dtg', review: false, resize: false };
}

/** A stored design document as far as the derivation reads it. */
export interface DesignDocLike {
  type?: unknown;
  printType?: unknown;
  sides?: unknown;
}

const GARMENT_CODES = new Set(['screenprint', 'dtg', 'embr']);

/**
 * R-4-38..40 for a stored design: its derived print type and flags when it is a garment design (type Garment, or
 * an untyped design saved under a garment print type), else null (mugs, cases and posters have their own type).
 */
export function garmentPrintTypeOf(doc: DesignDocLike, savedAs: string): GarmentPrintType | null {
  const printType = typeof doc.printType === 'string' ? doc.printType : savedAs;
  const garment = doc.type === 'Garment' || (doc.type == null && GARMENT_CODES.has(savedAs));
  if (!garment) return null;
  const sides = doc.sides && typeof doc.sides === 'object' ? (doc.sides as Record<string, Side>) : {};
  return garmentPrintType({ printType, sides });
}
