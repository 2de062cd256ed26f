import type { Cart, DesignDraft } from '../entities/entities.ts';

/** Decides whether a design draft is complete enough to print (design/design-ready.ts, O-5-01..14). */
export type IsDesignReady = (draft: DesignDraft) => boolean;

/** O-4-04: valid when at least one complete printable has a design draft that is ready. */
export function isCartValid(
  cart: Pick<Cart, 'printables' | 'designDrafts'>,
  isDesignReady: IsDesignReady,
): boolean {
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  return cart.printables.some((p) => {
    if (!p.complete || p.designDraftId == null) return false;
    const draft = drafts.get(p.designDraftId);
    return draft !== undefined && isDesignReady(draft);
  });
}
