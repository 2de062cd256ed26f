import {
  AccountParamsSchema,
  ConfirmPaymentRequestSchema,
  ConfirmPaymentResponseSchema,
  FundingQuerySchema,
  FundingSchema,
  OrderPayRequestSchema,
  OrderPayResponseSchema,
  PaymentOptionsSchema,
  PayRequestSchema,
  PayResponseSchema,
  StaffPaymentRequestSchema,
  StaffPaymentResponseSchema,
} from '@platen/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import {
  confirmCardPayment,
  confirmPaypalPayment,
  handlePaypalWebhook,
  fundingFor,
  payOrder,
  paymentOptions,
  recordReceivedPayment,
  startOnlinePayment,
} from '../../services/billing/payments.ts';

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/**
 * Paying: the options this platform accepts, an online payment (card by the Payment Element) and its
 * confirmation, paying one held order, how an order is funded, and staff recording a wire or check.
 */
export const paymentRoutes =
  ({ db, config, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // PayPal sends the buyer back to the balance page, which confirms the approved order.
    const paypalFor = (req: FastifyRequest) => ({
      cfg: config.paypal,
      returnUrl: `${publicOrigin(config, req)}/manager/v2/billing/balance?paypal=return`,
    });
    app.get(
      '/api/v2/billing/payment-options',
      { schema: { response: { 200: PaymentOptionsSchema } } },
      async () => paymentOptions(config, payments),
    );

    app.post(
      '/api/v2/billing/pay',
      { schema: { body: PayRequestSchema, response: { 200: PayResponseSchema } } },
      async (req) => startOnlinePayment(db, payments, currentUser(req), req.body, paypalFor(req)),
    );

    app.post(
      '/api/v2/billing/pay/confirm',
      { schema: { body: ConfirmPaymentRequestSchema, response: { 200: ConfirmPaymentResponseSchema } } },
      async (req) => {
        const userId = currentUser(req).id;
        if (req.body.paypalOrderId)
          return confirmPaypalPayment(db, config.paypal, userId, req.body.paypalOrderId);
        const { paymentIntentId = '', paymentMethodId } = req.body;
        const saved = paymentMethodId
          ? { paymentMethodId, returnUrl: `${publicOrigin(config, req)}/manager/v2/billing` }
          : undefined;
        return confirmCardPayment(db, payments, userId, paymentIntentId, saved);
      },
    );

    app.post('/api/paypal/webhook', async (req) =>
      handlePaypalWebhook(db, config.paypal, req.headers, (req.body ?? {}) as Record<string, never>),
    );

    app.get(
      '/api/v2/billing/funding',
      { schema: { querystring: FundingQuerySchema, response: { 200: FundingSchema } } },
      async (req) => fundingFor(db, currentUser(req).id, req.query),
    );

    app.post(
      '/api/v2/order/:orderId/pay',
      {
        schema: {
          params: OrderParamsSchema,
          body: OrderPayRequestSchema,
          response: { 200: OrderPayResponseSchema },
        },
      },
      async (req) =>
        payOrder(
          db,
          payments,
          currentUser(req),
          req.params.orderId,
          req.body?.method ?? 'balance',
          paypalFor(req),
        ),
    );

    // Staff (billing.manage): a wire or check that arrived.
    app.post(
      '/api/internal/accounts/:userId/payments',
      {
        schema: {
          params: AccountParamsSchema,
          body: StaffPaymentRequestSchema,
          response: { 200: StaffPaymentResponseSchema },
        },
      },
      async (req) => recordReceivedPayment(db, currentUser(req), req.params.userId, req.body),
    );
  };
