import {
  CartCouponParamsSchema,
  CartCouponRequestSchema,
  CartCouponSchema,
  CouponListSchema,
  CouponParamsSchema,
  CouponSchema,
  CreditApplicationListSchema,
  CreditApplicationParamsSchema,
  CreditApplicationRequestSchema,
  CreditApplicationSchema,
  CreditDecisionRequestSchema,
  CreditDecisionResponseSchema,
  NewCouponRequestSchema,
  OptionalIdempotencyKeySchema,
} from '@platen/contracts';
import { idempotentCreate } from '../../services/idempotent-create.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import {
  applyForCredit,
  creditApplicationQueue,
  decideCreditApplication,
  myCreditApplications,
} from '../../services/billing/credit-applications.ts';
import {
  applyCartCoupon,
  createCoupon,
  expireCoupon,
  getCartCoupon,
  listCoupons,
  removeCartCoupon,
} from '../../services/coupons/coupons.ts';

/**
 * Coupons (a cart's code at review; staff create, list and expire them) and credit line applications (a customer
 * applies; cs/admin approve or decline). docs/decisions/coupons.md, credit-applications.md.
 */
export const couponRoutes =
  ({ db, mail, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const cartCoupon = { params: CartCouponParamsSchema, response: { 200: CartCouponSchema } };
    app.get('/api/order2/cart/:cartId/coupon', { schema: cartCoupon }, async (req) =>
      getCartCoupon(db, currentUser(req).id, req.params.cartId),
    );
    app.put(
      '/api/order2/cart/:cartId/coupon',
      { schema: { ...cartCoupon, body: CartCouponRequestSchema } },
      (req) => applyCartCoupon(db, currentUser(req).id, req.params.cartId, req.body.code),
    );
    app.delete('/api/order2/cart/:cartId/coupon', { schema: cartCoupon }, async (req) =>
      removeCartCoupon(db, currentUser(req).id, req.params.cartId),
    );

    app.get('/api/internal/coupons', { schema: { response: { 200: CouponListSchema } } }, async () =>
      listCoupons(db),
    );
    app.post(
      '/api/internal/coupons',
      { schema: { body: NewCouponRequestSchema, response: { 201: CouponSchema } } },
      async (req, reply) => reply.code(201).send(await createCoupon(db, currentUser(req).id, req.body)),
    );
    app.post(
      '/api/internal/coupons/:couponId/expire',
      {
        schema: {
          params: CouponParamsSchema,
          body: z.object({}).strict().nullish(),
          response: { 200: CouponSchema },
        },
      },
      async (req) => expireCoupon(db, req.params.couponId),
    );

    app.get(
      '/api/v2/billing/credit-applications',
      {
        schema: {
          response: { 200: CreditApplicationListSchema.extend({ creditLineCents: z.number().int() }) },
        },
      },
      async (req) => myCreditApplications(db, currentUser(req).id),
    );
    // API conventions: an Idempotency-Key makes applying safe to retry (only one application is open at a time).
    app.post(
      '/api/v2/billing/credit-applications',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: CreditApplicationRequestSchema,
          response: { 201: CreditApplicationSchema },
        },
        preHandler: rateLimit(db, { name: 'credit-applications', max: 10, windowSeconds: 60 }),
      },
      async (req, reply) => {
        const userId = currentUser(req).id;
        const key = (req.headers as Record<string, string | undefined>)['idempotency-key'];
        const r = await idempotentCreate(db, userId, key, req.body, async (tx) => ({
          status: 201,
          body: await applyForCredit(tx, userId, req.body),
        }));
        if (r.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(r.body);
      },
    );
    app.get(
      '/api/internal/credit-applications',
      { schema: { response: { 200: CreditApplicationListSchema } } },
      async () => creditApplicationQueue(db),
    );
    app.post(
      '/api/internal/credit-applications/:applicationId',
      {
        schema: {
          params: CreditApplicationParamsSchema,
          body: CreditDecisionRequestSchema,
          response: { 200: CreditDecisionResponseSchema },
        },
      },
      async (req) =>
        decideCreditApplication(db, req.params.applicationId, req.body, {
          actor: currentUser(req),
          mail,
          origin: publicOrigin(config, req),
        }),
    );
  };
