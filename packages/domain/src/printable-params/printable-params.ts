import type { CreatePrintable } from '../cart/printables.ts';
import {
  DESIGN_DRAFT_TYPES,
  type DesignDraft,
  type DesignDraftType,
  PRINT_TYPES,
  type PrintType,
  type Side,
  type Variation,
} from '../entities/entities.ts';

/** Most saved printables one URL may name (a longer list is cut, docs/decisions/printable-parameters.md). */
export const MAX_PRINTABLE_IDENTIFIERS = 20;

/** O-2-19: the printable screen's optional query parameters, read once into plain values. */
export interface PrintableParams {
  productIdentifier: string | null;
  family: string | null;
  category: string | null;
  brand: string | null;
  /** Make a new printable instead of changing the one named in the path. */
  createPrintable: boolean;
  /** A saved design the new printable starts from. */
  printableDesignId: string | null;
  /** The colour chosen in advance on the product screen. */
  printableColor: string | null;
  /** The printable is used as it is: no design, product or duplicate controls. */
  preventPrintableEdit: boolean;
  /** Saved (database) printables to put in the cart, complete (O-4-15). */
  printableIdentifiers: string[];
}

interface QueryLike {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
}

const text = (q: QueryLike, name: string): string | null => {
  const v = q.get(name)?.trim();
  return v ? v.slice(0, 200) : null;
};

/** A flag is on when present without a value or with any value but false, 0 or no. */
export function flag(q: QueryLike, name: string): boolean {
  if (!q.has(name)) return false;
  return !/^(false|0|no)$/i.test((q.get(name) ?? '').trim());
}

/**
 * printableIdentifier may repeat (`?printableIdentifier=a&printableIdentifier=b`) or list ids separated by
 * commas; blanks and repeats are dropped, the order kept, at most MAX_PRINTABLE_IDENTIFIERS.
 */
export function printableIdentifiers(q: QueryLike): string[] {
  const ids = q
    .getAll('printableIdentifier')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= 100);
  return [...new Set(ids)].slice(0, MAX_PRINTABLE_IDENTIFIERS);
}

export function printableParams(q: QueryLike): PrintableParams {
  return {
    productIdentifier: text(q, 'productIdentifier'),
    family: text(q, 'family'),
    category: text(q, 'category'),
    brand: text(q, 'brand'),
    createPrintable: flag(q, 'createPrintable'),
    printableDesignId: text(q, 'printableDesignId'),
    printableColor: text(q, 'printableColor'),
    preventPrintableEdit: flag(q, 'preventPrintableEdit'),
    printableIdentifiers: printableIdentifiers(q),
  };
}

/** A saved design as the print API answers it (R-3-13). */
export interface SavedDesign {
  designId: string;
  name: string | null;
  type: string | null;
  printType: string;
  variation: Record<string, unknown> | null;
  sublimationColor: string | null;
  sides: Record<string, unknown>;
}

/** A saved (database) printable with its design, as GET print v3 printable/:id answers it. */
export interface SavedPrintableWithDesign {
  printableId: string;
  name: string;
  product: { identifier: string; color: string };
  design: SavedDesign;
}

/** A cart design draft (new id) that carries a saved design: already saved, so it keeps its designId. */
export function draftFromSavedDesign(design: SavedDesign, draftId: string): DesignDraft {
  const type = (DESIGN_DRAFT_TYPES as readonly string[]).includes(design.type ?? '')
    ? (design.type as DesignDraftType)
    : null;
  const printType = (PRINT_TYPES as readonly string[]).includes(design.printType)
    ? (design.printType as PrintType)
    : null;
  return {
    id: draftId,
    name: design.name,
    type,
    printType,
    variation: (design.variation as Variation | null) ?? null,
    sublimationColor: design.sublimationColor,
    designId: design.designId,
    sides: design.sides as Record<string, Side>,
  };
}

/**
 * O-2-19 printableIdentifier, O-2-26, O-4-15: the cart edit that adds a saved printable: its product, colour
 * and design (as a new draft) and its database id and name, so the cart reducer makes it complete at once.
 */
export function printableFromSaved(
  saved: SavedPrintableWithDesign,
  ids: { printableId: string; draftId: string },
): CreatePrintable {
  const designDraft = draftFromSavedDesign(saved.design, ids.draftId);
  return {
    printable: {
      id: ids.printableId,
      designDraftId: designDraft.id,
      productIdentifier: saved.product.identifier,
      color: saved.product.color,
      databasePrintableId: saved.printableId,
      databasePrintableName: saved.name,
    },
    designDraft,
  };
}
