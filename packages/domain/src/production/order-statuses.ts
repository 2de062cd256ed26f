/** R-4-01: order statuses, in lifecycle order. */
export const ORDER_STATUSES = [
  'quote',
  'order',
  'validated',
  'unpaid',
  'paid',
  'on-hold',
  'artwork-created',
  'printing',
  'shipped',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** R-4-02: item statuses are the order statuses plus reprint. */
export const ITEM_STATUSES = [...ORDER_STATUSES, 'reprint'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Whether a string is an order status. */
export const isOrderStatus = (s: string): s is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(s);

/** Whether a string is an item status. */
export const isItemStatus = (s: string): s is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(s);
