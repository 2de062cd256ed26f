import type { Cart, DesignDraft, Printable } from '../entities/entities.ts';
import { DomainError } from '../errors/domain-error.ts';
import { requireDesignDraft, requirePrintable } from './cart-lookup.ts';
import type { IsDesignReady } from './cart-validity.ts';

export interface CreatePrintable {
  printable: Omit<Printable, 'complete'> & { complete?: boolean };
  /** The draft the printable is designed with, when it is new to the cart. */
  designDraft?: DesignDraft;
}

/**
 * O-4-15: adds a printable. One created from a saved (database) printable is complete at once, because its
 * design was finished when it was saved; a fresh one starts incomplete unless told otherwise.
 */
export function createPrintable(cart: Cart, action: CreatePrintable): Cart {
  const { printable, designDraft } = action;
  if (cart.printables.some((p) => p.id === printable.id)) {
    throw new DomainError('duplicate_printable', `Printable ${printable.id} already exists`);
  }
  const fromSaved = printable.databasePrintableId != null;
  const created: Printable = { ...printable, complete: fromSaved || printable.complete === true };
  const knownDraft = designDraft && cart.designDrafts.some((d) => d.id === designDraft.id);
  return {
    ...cart,
    printables: [...cart.printables, created],
    designDrafts: designDraft && !knownDraft ? [...cart.designDrafts, designDraft] : cart.designDrafts,
  };
}

export interface PrintableRef {
  printableId: string;
}

/** O-4-14: a printable becomes complete when explicitly completed. */
export function completePrintable(cart: Cart, action: PrintableRef): Cart {
  requirePrintable(cart, action.printableId);
  return {
    ...cart,
    printables: cart.printables.map((p) => (p.id === action.printableId ? { ...p, complete: true } : p)),
  };
}

export interface UpdatePrintable {
  printableId: string;
  changes: Partial<Omit<Printable, 'id'>>;
}

/** O-8-12: changes a printable; an unknown printable raises an error. */
export function updatePrintable(cart: Cart, action: UpdatePrintable): Cart {
  requirePrintable(cart, action.printableId);
  return {
    ...cart,
    printables: cart.printables.map((p) =>
      p.id === action.printableId ? { ...p, ...action.changes, id: p.id } : p,
    ),
  };
}

/** O-4-17: removes a printable and its items in every shipment. Removing an absent one is a no-op (retries). */
export function removePrintable(cart: Cart, action: PrintableRef): Cart {
  return {
    ...cart,
    printables: cart.printables.filter((p) => p.id !== action.printableId),
    shipments: cart.shipments.map((s) => ({
      ...s,
      items: s.items.filter((i) => i.printableId !== action.printableId),
    })),
  };
}

export interface UpdateDesignDraft {
  draft: DesignDraft;
}

/**
 * O-4-16 / O-8-13: replaces a design draft; when the new draft is not design-ready every printable using it
 * drops back to incomplete, so an unfinished design can never be ordered. Unknown drafts raise an error.
 */
export function updateDesignDraft(cart: Cart, action: UpdateDesignDraft, isDesignReady: IsDesignReady): Cart {
  const { draft } = action;
  requireDesignDraft(cart, draft.id);
  const ready = isDesignReady(draft);
  return {
    ...cart,
    designDrafts: cart.designDrafts.map((d) => (d.id === draft.id ? draft : d)),
    printables: ready
      ? cart.printables
      : cart.printables.map((p) =>
          p.designDraftId === draft.id && p.complete ? { ...p, complete: false } : p,
        ),
  };
}
