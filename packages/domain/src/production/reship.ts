import type { Decision, LifecycleEvent, LifecycleState } from './lifecycle-types.ts';
import { canTransitionItem } from './status-transitions.ts';

/**
 * An approved claim reships: each claimed shipped item moves to `reprint` (with the claim and the pieces), and the
 * first of those events opens a new shipment to the order's first address. docs/decisions/claim-window.md.
 */
export function decideReship(
  s: LifecycleState,
  action: { claimId: string; items: { itemIndex: number; quantity: number }[] },
): Decision {
  if (action.items.length === 0) return { ok: false, reason: 'Choose the items to reship.' };
  const first = s.shipments[0];
  if (!first) return { ok: false, reason: 'The order has no shipment to reship.' };
  const shipmentIndex = s.shipments.length;
  const events: LifecycleEvent[] = [];
  for (const c of action.items) {
    const item = s.items[c.itemIndex];
    if (!item) return { ok: false, reason: `The order has no item ${c.itemIndex}.` };
    const r = canTransitionItem(item.status, 'reprint', { heldFrom: item.heldFrom });
    if (!r.ok) return r;
    events.push({
      name: 'reprint',
      itemIndex: c.itemIndex,
      data: {
        from: item.status,
        to: 'reprint',
        claimId: action.claimId,
        quantity: c.quantity,
        shipmentIndex,
        ...(events.length === 0
          ? { shipment: { address: first.address, shippingMethod: first.shippingMethod } }
          : {}),
      },
    });
  }
  return { ok: true, events };
}
