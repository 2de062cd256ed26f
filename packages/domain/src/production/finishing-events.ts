import type { LifecycleEvent, LifecycleState } from './order-lifecycle.ts';
import type { QcOutcome } from './qc-outcome.ts';
import { canTransitionItem, canTransitionOrder } from './status-transitions.ts';

/**
 * The order events of the floor's last stations (QC, store, shipping), derived from the order's state so
 * that every status change goes through the transition table (R-4-06).
 */

const itemMove = (s: LifecycleState, itemIndex: number, to: string, extra: Record<string, unknown> = {}) => {
  const item = s.items[itemIndex];
  if (!item || !canTransitionItem(item.status, to, { heldFrom: item.heldFrom }).ok) return [];
  return [{ name: to, itemIndex, data: { from: item.status, to, ...extra } } as LifecycleEvent];
};

/**
 * A QC verdict on one unit of item `itemIndex`: pass -> qc-complete (a reprinted item goes back to printing);
 * fail -> qc-defects and the item is reprint (a new unit replaces `barcode`); bad image -> rejection and the item
 * goes on hold for the artwork team.
 */
export function qcEvents(
  s: LifecycleState,
  q: {
    itemIndex: number;
    barcode: string;
    outcome: QcOutcome;
    replacement?: string | null;
    defect?: string | null;
    warning?: string | null;
  },
): LifecycleEvent[] {
  const base = { barcode: q.barcode };
  switch (q.outcome.kind) {
    case 'pass':
      return [
        ...(s.items[q.itemIndex]?.status === 'reprint' ? itemMove(s, q.itemIndex, 'printing') : []),
        { name: 'qc-complete', itemIndex: q.itemIndex, data: base },
      ];
    case 'reprint':
      return [
        {
          name: 'qc-defects',
          itemIndex: q.itemIndex,
          data: {
            ...base,
            replacement: q.replacement ?? null,
            ...(q.defect ? { defect: q.defect } : {}),
            ...(q.warning ? { warning: q.warning } : {}),
          },
        },
        ...(s.items[q.itemIndex]?.status === 'reprint' ? [] : itemMove(s, q.itemIndex, 'reprint')),
      ];
    case 'artwork-hold':
      return [
        { name: 'rejection', itemIndex: q.itemIndex, data: { ...base, reason: 'QC flagged the image' } },
        ...itemMove(s, q.itemIndex, 'on-hold'),
      ];
  }
}

/**
 * A shipment packed into parcels: the shipped e-mail with its tracking, each item whose units have now all
 * shipped moves to shipped, and the order is shipped once every live item is (the transition guard decides).
 */
export function shipmentPackedEvents(
  s: LifecycleState,
  p: {
    shipmentIndex: number;
    parcels: { carrier: string; service: string; tracking: string; url: string | null }[];
    shippedItems: readonly number[];
  },
): LifecycleEvent[] {
  const events: LifecycleEvent[] = [
    {
      name: 'email-order-shipped',
      itemIndex: null,
      data: { shipmentIndex: p.shipmentIndex, parcels: p.parcels },
    },
  ];
  const items = s.items.map((item, i) => {
    if (!p.shippedItems.includes(i) || item.status === 'shipped') return item;
    const move = itemMove(s, i, 'shipped', { shipmentIndex: p.shipmentIndex });
    events.push(...move);
    return move.length ? { ...item, status: 'shipped' as const } : item;
  });
  const allItemsShipped = items.every((i) => i.status === 'shipped' || i.status === 'cancelled');
  if (canTransitionOrder(s.status, 'shipped', { heldFrom: s.heldFrom, allItemsShipped }).ok)
    events.push({ name: 'shipped', itemIndex: null, data: { from: s.status, to: 'shipped' } });
  return events;
}
