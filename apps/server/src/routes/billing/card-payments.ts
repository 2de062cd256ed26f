import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  handleWebhook,
  listCards,
  setDefaultCard,
  startSetup,
  topUp,
} from '../../services/billing/card-payments.ts';

const TopUpRequestSchema = z
  .object({
    amount: z.number().int().min(100, { message: 'Top up at least $1.00.' }).max(10_000_000),
    paymentMethodId: z.string().min(1).max(200).optional(),
  })
  .strict();
const SaveCardRequestSchema = z
  .object({ paymentMethodId: z.string().min(1).max(200).optional() })
  .strict()
  .optional();
const DefaultCardRequestSchema = z
  .object({
    paymentMethodId: z.string().min(1).max(200),
    autoRecharge: z
      .object({
        below: z.number().int().min(0).max(10_000_000),
        amount: z.number().int().min(100).max(10_000_000),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

/**
 * Card payments through Stripe: top-ups, saved cards (SetupIntents), the default card, and Stripe's
 * webhook. All of them answer 404 when no Stripe key is configured.
 */
export const cardPaymentRoutes =
  ({ db, payments }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/v2/billing/top-up', { schema: { body: TopUpRequestSchema } }, async (req) => {
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 8 || key.length > 200)
        throw new AppError(
          'bad_request',
          'Send an Idempotency-Key header (8 to 200 characters) with a top-up.',
        );
      const user = currentUser(req);
      return topUp(db, payments, user, { ...req.body, idempotencyKey: `topup-${user.id}-${key}` });
    });

    app.get('/api/v2/billing/payment-methods', async (req) => listCards(db, payments, currentUser(req).id));

    app.post('/api/v2/billing/payment-methods', { schema: { body: SaveCardRequestSchema } }, async (req) =>
      startSetup(db, payments, currentUser(req), req.body?.paymentMethodId),
    );

    app.put(
      '/api/v2/billing/payment-methods/default',
      { schema: { body: DefaultCardRequestSchema } },
      async (req) => setDefaultCard(db, payments, currentUser(req).id, req.body),
    );

    // The webhook needs the exact bytes Stripe signed: this context parses JSON as a raw buffer.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1_000_000 },
        (_req, body, done) => done(null, body),
      );
      raw.post('/api/stripe/webhook', async (req) =>
        handleWebhook(
          db,
          payments,
          req.body as Buffer,
          req.headers['stripe-signature'] as string | undefined,
        ),
      );
    });
  };
