import { ITEM_TRANSITIONS, ORDER_TRANSITIONS } from './status-transitions.ts';

/** Statuses before artwork exists: the design of an item may still change. */
export const BEFORE_ARTWORK: readonly string[] = ['quote', 'order', 'validated', 'unpaid', 'paid'];
/** Statuses in which shipments may still change (nothing printed yet). */
export const BEFORE_PRINTING: readonly string[] = [...BEFORE_ARTWORK, 'artwork-created'];

const tableAllows = (table: Readonly<Record<string, readonly string[]>>, from: string, to: string) =>
  (table[from] ?? []).includes(to);

/** The controls the customer's order page offers for an order (the server still decides each with `decide`). */
export interface OfferedActions {
  cancel: boolean;
  rename: boolean;
  /** Change a shipment's address or shipping method. */
  changeShipments: boolean;
  changeDesign: boolean;
  /** Per item index: may it be cancelled on its own? */
  cancelItem: boolean[];
}

/**
 * R-4-06: which actions the order's status allows, read from the same transition table and status
 * lists `decide` uses. An order on hold offers what its table row offers; the server refuses the rest with the
 * guard's sentence (409), which the page shows.
 */
export function offeredActions(order: {
  status: string;
  items: readonly { status: string }[];
}): OfferedActions {
  const s = order.status;
  const live = s !== 'cancelled' && s !== 'shipped';
  const held = s === 'on-hold';
  return {
    cancel: tableAllows(ORDER_TRANSITIONS, s, 'cancelled'),
    rename: live,
    changeShipments: held || BEFORE_PRINTING.includes(s),
    changeDesign: held || BEFORE_ARTWORK.includes(s),
    cancelItem: order.items.map((i) => tableAllows(ITEM_TRANSITIONS, i.status, 'cancelled')),
  };
}
