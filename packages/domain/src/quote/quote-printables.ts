import type { IsDesignReady } from '../cart/cart-validity.ts';
import type { Cart, Printable } from '../entities/entities.ts';

export interface QuotablePrintablesOptions {
  isDesignReady: IsDesignReady;
  /** The printable being quoted right now (e.g. on its design page), included even if not complete. */
  quotingPrintableId?: string | null;
}

/**
 * O-5-72 / O-5-73: the printables a quote includes: the design is ready or already saved (a database printable
 * exists), and the printable is complete or is the one being quoted.
 */
export function quotablePrintables(
  cart: Pick<Cart, 'printables' | 'designDrafts'>,
  options: QuotablePrintablesOptions,
): Printable[] {
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  return cart.printables.filter((p) => {
    const draft = p.designDraftId == null ? undefined : drafts.get(p.designDraftId);
    const designOk = p.databasePrintableId != null || (draft !== undefined && options.isDesignReady(draft));
    const inScope = p.complete || p.id === options.quotingPrintableId;
    return designOk && inScope;
  });
}
