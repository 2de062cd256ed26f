/** R-4-36: inventory checkpoints, the moments stock is counted against an order. */
export const INVENTORY_CHECKPOINTS = [
  'order-created',
  'order-part-created',
  'stock-update',
  'order-accepted',
] as const;
export type InventoryCheckpoint = (typeof INVENTORY_CHECKPOINTS)[number];

/** R-4-36: the spec's wording of each checkpoint, for logs and screens. */
export const INVENTORY_CHECKPOINT_LABELS: Readonly<Record<InventoryCheckpoint, string>> = {
  'order-created': 'order created',
  'order-part-created': 'order part created',
  'stock-update': 'stock update',
  'order-accepted': 'order accepted',
};
