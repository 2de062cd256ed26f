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

/** Where a reship stands, as its customer and staff read it. */
export interface ReshipProgress {
  /** Pieces on the floor for the reship (a QC-failed piece's replacement counts once). */
  pieces: number;
  /** Pieces decorated: at QC or later. */
  printed: number;
  shipped: number;
  tracking: { carrier: string; tracking: string; url: string | null }[];
  /** One sentence. */
  summary: string;
}

const AFTER_PRINT = new Set(['qc', 'store', 'shipping', 'shipped']);

/**
 * R-4-06 (open) the progress of a reship from its units (stations) and its shipment's parcels:
 * "Reprinting: 1 of 2 pieces printed.", "Printed: packing the reship.", "Shipped: 2 pieces, tracking …".
 */
export function reshipProgress(
  units: readonly { station: string }[],
  parcels: readonly { carrier: string; tracking: string; url: string | null }[],
): ReshipProgress {
  const live = units.filter((u) => u.station !== 'voided');
  const pieces = live.length;
  const printed = live.filter((u) => AFTER_PRINT.has(u.station)).length;
  const shipped = live.filter((u) => u.station === 'shipped').length;
  const tracking = parcels.map((p) => ({ carrier: p.carrier, tracking: p.tracking, url: p.url }));
  const n = (k: number) => `${k} piece${k === 1 ? '' : 's'}`;
  let summary: string;
  if (pieces === 0) summary = 'Reship approved: the pieces are being prepared.';
  else if (shipped === pieces && tracking.length > 0)
    summary = `Shipped: ${n(pieces)}, tracking ${tracking.map((t) => `${t.carrier} ${t.tracking}`).join(', ')}.`;
  else if (printed === pieces) summary = `Printed: packing the reship (${n(pieces)}).`;
  else summary = `Reprinting: ${printed} of ${n(pieces)} printed.`;
  return { pieces, printed, shipped, tracking, summary };
}
