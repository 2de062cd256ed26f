import type { OrderView } from '@platen/contracts';
import type { OrderLifecycleRow } from '@platen/db';
import type { Cart } from '@platen/domain/entities/entities';
import { itemHealth } from '@platen/domain/production/milestone-timeline';
import {
  type InitialOrder,
  type LifecycleState,
  milestonePrintType,
} from '@platen/domain/production/order-lifecycle';

/** What the lifecycle starts from: the ordered cart's items (printables with quantities), shipments and flags. */
export function initialOrderFromCart(
  cart: Cart,
  orderedPrintableIds: string[],
  dueDate: string,
): InitialOrder {
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  const items = orderedPrintableIds.map((pid) => {
    const p = cart.printables.find((x) => x.id === pid);
    const draft = p?.designDraftId ? drafts.get(p.designDraftId) : undefined;
    return { printType: draft?.printType ?? null, designId: draft?.designId ?? null };
  });
  const bypass = cart.features?.bypassApproval ?? null;
  return {
    name: cart.po ?? cart.designDrafts[0]?.name ?? null,
    dueDate,
    sendProof: cart.features?.sendProof === true,
    bypassArtworkCreation: bypass?.artworkCreation === true,
    bypassUserApproval: bypass?.userApproval === true,
    items,
    shipments: cart.shipments.map((s) => ({
      address: { ...(s.address ?? {}) } as Record<string, unknown>,
      shippingMethod: s.shippingMethod ?? null,
    })),
  };
}

/** R-4-34: the item's health at its milestone, as the staff board and the customer see it. */
function health(printType: string | null, milestone: string | null, at: string | null, now: Date) {
  const pt = milestonePrintType(printType);
  if (!pt || !milestone || !at) return null;
  try {
    return itemHealth(pt, milestone as never, at, now).health;
  } catch {
    return null;
  }
}

/** The contract's view of an order from its lifecycle row. */
export function orderView(row: OrderLifecycleRow, now = new Date()): OrderView {
  const s = row.lifecycle as unknown as LifecycleState;
  return {
    orderId: row.id,
    name: s.name,
    status: row.status,
    dueDate: s.dueDate,
    artwork: s.artwork,
    sequence: row.lastSequence,
    items: s.items.map((i, itemIndex) => ({
      itemIndex,
      status: i.status,
      printType: i.printType,
      designId: i.designId,
      milestone: i.milestone,
      milestoneAt: i.milestoneAt,
      health: health(i.printType, i.milestone, i.milestoneAt, now),
    })),
    shipments: s.shipments.map((sh, shipmentIndex) => ({
      shipmentIndex,
      address: sh.address,
      shippingMethod: sh.shippingMethod,
    })),
    createdAt: row.createdAt,
    totalCents: row.totalCents ?? 0,
    bypass: {
      artworkCreation: s.bypassArtworkCreation === true,
      userApproval: s.bypassUserApproval === true,
    },
  };
}
