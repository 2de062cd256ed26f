import type { Cart, DesignDraft, Side } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { designReadyIssues } from '../design/design-ready.ts';
import { orderItemPrintables, orderLines } from './order-lines.ts';

/** A saved design as an order's design change sees it (read from the customer's own designs only). */
export interface SavedDesign {
  id: string;
  printType: string;
  doc: { type?: unknown; printType?: unknown; variation?: unknown; sides?: unknown };
}

/** The draft a saved design stands for on the order (its sides, so details like stitches follow it too). */
function draftOf(design: SavedDesign, base: DesignDraft, draftId: string): DesignDraft {
  return {
    ...base,
    id: draftId,
    designId: design.id,
    type: (design.doc.type as DesignDraft['type']) ?? base.type ?? null,
    printType: (design.doc.printType as DesignDraft['printType']) ?? base.printType ?? null,
    ...(design.doc.variation ? { variation: design.doc.variation as DesignDraft['variation'] } : {}),
    sides: (design.doc.sides as Record<string, Side>) ?? {},
  };
}

/**
 * An order's design change (after a reject): the ordered cart with item `itemIndex` on the customer's saved
 * `design`, or why not: the design must exist among the customer's (the caller reads it owner-scoped: another
 * account's is `null` here, as is an unknown id), be ready, and keep the item's print type. The item gets a draft
 * of its own (`draftId`), so other items sharing its old draft keep their design. The result is what the quote
 * engine re-prices.
 */
export function cartWithItemDesign(
  cart: Cart,
  itemIndex: number,
  design: SavedDesign | null,
  draftId: string,
): { ok: true; cart: Cart } | { ok: false; issues: Issue[] } {
  const refuse = (message: string) => ({ ok: false as const, issues: [{ path: 'designId', message }] });
  if (!design) return refuse('The design was not found among your saved designs.');
  const printableId = orderItemPrintables(orderLines(cart))[itemIndex];
  const printable = cart.printables.find((p) => p.id === printableId);
  const old = cart.designDrafts.find((d) => d.id === printable?.designDraftId);
  if (!printable || !old)
    return { ok: false, issues: [{ path: 'itemIndex', message: `The order has no item ${itemIndex}.` }] };
  const draft = draftOf(design, old, draftId);
  if (draft.printType !== old.printType)
    return refuse(`The new design must be printed the same way as the item (${old.printType}).`);
  const notReady = designReadyIssues(draft);
  if (notReady.length > 0) return refuse(`The design is not ready to print: ${notReady[0]!.message}`);
  return {
    ok: true,
    cart: {
      ...cart,
      designDrafts: [...cart.designDrafts, draft],
      printables: cart.printables.map((p) => (p.id === printableId ? { ...p, designDraftId: draftId } : p)),
    },
  };
}
