import {
  InventoryQuerySchema,
  InventorySchema,
  StockAdjustmentRequestSchema,
  StockAdjustmentResultSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adjustStock, listInventory } from '../../services/floor/inventory.ts';

/**
 * Blank inventory (route table: viewing station.use, adjusting blanks.manage): stock per facility x style x
 * colour x size and counted adjustments with a reason. Each handler calls one use-case.
 */
export const inventoryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.get(
      '/api/internal/inventory',
      { schema: { querystring: InventoryQuerySchema, response: { 200: InventorySchema } } },
      async (req) => listInventory(db, req.query),
    );

    app.post(
      '/api/internal/inventory/adjustments',
      { schema: { body: StockAdjustmentRequestSchema, response: { 200: StockAdjustmentResultSchema } } },
      async (req) => adjustStock(db, req.body, currentUser(req).id),
    );
  };
