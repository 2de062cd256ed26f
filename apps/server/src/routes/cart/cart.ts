import {
  CartFromOrderResponseSchema,
  CartIdParamsSchema,
  CartListQuerySchema,
  CartListResponseSchema,
  CartNameRequestSchema,
  CartNameResponseSchema,
  CreateCartResponseSchema,
  OrderIdParamsSchema,
  PatchCartRequestSchema,
  CartConflictSchema,
  PatchCartResponseSchema,
  PatchCartUnprocessableSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { CART_CREATION_LIMIT } from '@platen/domain/cart/cart-creation-limit';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import {
  cartFromOrder,
  createCart,
  getCartAnswer,
  heldCartAnswer,
  listCarts,
  patchCart,
  saveCartName,
} from '../../services/cart/cart-service.ts';

const CART_GET_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** O-7-09..12, O-7-21: the order2 cart routes. Every cart is the signed-in user's; another's is a 404. */
export const cartRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Starting carts (new or from an order) is limited per account: 429 with Retry-After past the limit.
    const createLimit = rateLimit(db, { name: 'cart-create', ...CART_CREATION_LIMIT });

    app.post(
      '/api/order2/cart',
      { schema: { response: { 201: CreateCartResponseSchema } }, preHandler: [requireUser, createLimit] },
      async (req, reply) => reply.status(201).send(await createCart(db, currentUser(req).id)),
    );

    // The stored jsonb text is sent as is (schema: CartDetailResponseSchema): no parse and re-serialise per GET.
    // A cart the local cache holds is answered synchronously (no promise); otherwise it is read first.
    app.get(
      '/api/order2/cart/:cartId',
      { schema: { params: CartIdParamsSchema }, preHandler: requireUser },
      (req, reply) => {
        reply.headers(CART_GET_HEADERS);
        const userId = currentUser(req).id;
        const held = heldCartAnswer(db, userId, req.params.cartId);
        if (held) {
          reply.send(held);
          return;
        }
        return getCartAnswer(db, userId, req.params.cartId).then((bytes) => {
          reply.send(bytes);
        });
      },
    );

    app.patch(
      '/api/order2/cart/:cartId',
      {
        schema: {
          params: CartIdParamsSchema,
          body: PatchCartRequestSchema,
          response: {
            200: PatchCartResponseSchema,
            409: CartConflictSchema,
            422: PatchCartUnprocessableSchema,
          },
        },
        preHandler: requireUser,
      },
      async (req) => patchCart(db, currentUser(req).id, req.params.cartId, req.body),
    );

    app.put(
      '/api/order2/cart/:cartId/name',
      {
        schema: {
          params: CartIdParamsSchema,
          body: CartNameRequestSchema,
          response: { 200: CartNameResponseSchema, 409: CartConflictSchema },
        },
        preHandler: requireUser,
      },
      async (req) => saveCartName(db, currentUser(req).id, req.params.cartId, req.body.po),
    );

    app.get(
      '/api/order2/carts',
      {
        schema: { querystring: CartListQuerySchema, response: { 200: CartListResponseSchema } },
        preHandler: requireUser,
      },
      async (req) => listCarts(db, currentUser(req).id, req.query.saved === '1'),
    );

    app.post(
      '/api/order2/cart/from-order/:orderId',
      {
        schema: { params: OrderIdParamsSchema, response: { 201: CartFromOrderResponseSchema } },
        preHandler: [requireUser, createLimit],
      },
      async (req, reply) =>
        reply.status(201).send(await cartFromOrder(db, currentUser(req).id, req.params.orderId)),
    );
  };
