import {
  CartIdParamsSchema,
  IdempotencyHeadersSchema,
  OrderDetailResponseSchema,
  OrderIdParamsSchema,
  OrderListResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { placementContext } from './placement-context.ts';
import { getOrder, listOrders, placeOrder } from '../../services/orders/orders-service.ts';

/** Order placement (idempotent, docs/decisions/idempotency.md) and the user's orders. */
export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const orderLimit = rateLimit(db, { name: 'order', max: 120, windowSeconds: 60 });

    app.post(
      '/api/order2/cart/:cartId/order',
      {
        schema: {
          params: CartIdParamsSchema,
          headers: IdempotencyHeadersSchema,
          body: PlaceOrderRequestSchema,
          response: { 201: PlaceOrderResponseSchema },
        },
        preHandler: [requireUser, orderLimit],
      },
      async (req, reply) => {
        const r = await placeOrder(
          db,
          currentUser(req).id,
          req.params.cartId,
          req.headers['idempotency-key'],
          req.body,
          placementContext(deps, req),
        );
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(r.body);
      },
    );

    app.get(
      '/api/order2/orders',
      { schema: { response: { 200: OrderListResponseSchema } }, preHandler: requireUser },
      async (req) => listOrders(db, currentUser(req).id),
    );

    app.get(
      '/api/order2/orders/:orderId',
      {
        schema: { params: OrderIdParamsSchema, response: { 200: OrderDetailResponseSchema } },
        preHandler: requireUser,
      },
      async (req) => getOrder(db, currentUser(req).id, req.params.orderId),
    );
  };
