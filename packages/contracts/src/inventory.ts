import { z } from 'zod';

const checkpoint = z.enum(['order-created', 'order-part-created', 'stock-update', 'order-accepted']);

/** One sku at a facility on the inventory screen. */
export const StockLevelSchema = z.object({
  facility: z.string(),
  productIdentifier: z.string(),
  color: z.string(),
  size: z.string(),
  received: z.number().int(),
  consumed: z.number().int(),
  adjusted: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  onOrder: z.number().int(),
  low: z.boolean(),
});
export type StockLevelRow = z.infer<typeof StockLevelSchema>;

/** A recorded adjustment with its reason (an inventory checkpoint). */
export const StockAdjustmentSchema = z.object({
  id: z.number().int(),
  facility: z.string(),
  productIdentifier: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;

/** GET /api/internal/inventory?facility=&product=&low=true */
export const InventoryQuerySchema = z
  .object({
    facility: z.string().min(1).max(40).optional(),
    product: z.string().min(1).max(200).optional(),
    low: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const InventorySchema = z.object({
  stock: z.array(StockLevelSchema),
  adjustments: z.array(StockAdjustmentSchema),
  lowStockAt: z.number().int(),
});
export type Inventory = z.infer<typeof InventorySchema>;

/** POST /api/internal/inventory/adjustments: a counted correction of one sku, with its reason. */
export const StockAdjustmentRequestSchema = z
  .object({
    facility: z.string().min(1).max(40),
    productIdentifier: z.string().trim().min(1).max(200),
    color: z.string().trim().min(1).max(100),
    size: z.string().trim().min(1).max(40),
    quantity: z.number().int().min(-100_000).max(100_000),
    reason: checkpoint,
    note: z.string().max(500).optional(),
  })
  .strict();
export type StockAdjustmentRequest = z.infer<typeof StockAdjustmentRequestSchema>;
export const StockAdjustmentResultSchema = z.object({ level: StockLevelSchema });
