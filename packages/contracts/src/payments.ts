import { z } from 'zod';

/** Paying. Shapes of the payment options, online payments, held-order payment and staff records. */

const centsInt = z.number().int();
const maybe = z.string().nullable();

export const TransferInstructionsSchema = z.object({
  beneficiary: maybe,
  bank: maybe,
  account: maybe,
  routing: maybe,
  iban: maybe,
  swift: maybe,
  mailingAddress: maybe,
});

/** GET /api/v2/billing/payment-options: what this platform accepts (null = not configured, hidden). */
export const PaymentOptionsSchema = z.object({
  card: z.object({ publishableKey: z.string() }).nullable(),
  paypal: z.object({ clientId: z.string() }).nullable(),
  transfer: z.object({ instructions: TransferInstructionsSchema }).nullable(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** POST /api/v2/billing/pay: an online payment of `amount` cents, for an invoice or a top-up. */
export const PayRequestSchema = z
  .object({
    invoiceId: z.string().min(1).max(100).optional(),
    amount: z.number().int().min(100, { message: 'Pay at least $1.00.' }).max(10_000_000),
    method: z.enum(['card', 'paypal']),
  })
  .strict();

/** What the page needs to confirm the payment with the provider. */
export const PayResponseSchema = z.object({
  method: z.enum(['card', 'paypal']),
  amount: centsInt,
  totalCents: centsInt,
  paymentIntentId: z.string().nullable(),
  clientSecret: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  /** PayPal: where the buyer approves the order (then the page confirms with paypalOrderId). */
  approveUrl: z.string().nullable().optional(),
  status: z.string(),
});
export type PayResponse = z.infer<typeof PayResponseSchema>;

/** POST /api/v2/billing/pay/confirm: after the page confirmed, the server checks with the provider. */
export const ConfirmPaymentRequestSchema = z
  .object({
    paymentIntentId: z.string().min(1).max(255).optional(),
    paypalOrderId: z.string().min(1).max(255).optional(),
    /** A saved card of the account: the server confirms the PaymentIntent with it (status may then ask for 3-D
     * Secure: `requires_action`, which the page completes with Stripe.js and confirms again). */
    paymentMethodId: z.string().min(1).max(255).optional(),
  })
  .strict()
  .refine((b) => (b.paymentIntentId === undefined) !== (b.paypalOrderId === undefined), {
    message: 'Send paymentIntentId (card) or paypalOrderId (PayPal).',
  })
  .refine((b) => b.paymentMethodId === undefined || b.paymentIntentId !== undefined, {
    message: 'A saved card (paymentMethodId) pays a card PaymentIntent (paymentIntentId).',
  });
export const ConfirmPaymentResponseSchema = z.object({
  status: z.string(),
  credited: z.boolean(),
  released: z.array(z.string()),
  balance: centsInt,
});

/** POST /api/v2/order/{orderId}/pay: from the balance, or an online payment of what the order needs. */
export const OrderPayRequestSchema = z
  .object({ method: z.enum(['balance', 'card', 'paypal']).default('balance') })
  .strict()
  .default({ method: 'balance' });
export const OrderPayResponseSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  totalCents: centsInt,
  payment: PayResponseSchema.nullable(),
});

/** GET /api/v2/billing/funding?total= or ?orderId=: how an order will be funded (domain billing/payments). */
export const FundingQuerySchema = z
  .object({
    total: z.coerce.number().int().min(0).max(100_000_000).optional(),
    orderId: z.string().min(1).max(100).optional(),
  })
  .refine((q) => (q.total === undefined) !== (q.orderId === undefined), {
    message: 'Send total or orderId.',
  });
export const FundingSchema = z.object({
  kind: z.enum(['balance', 'credit-line', 'needs-payment', 'paid']),
  totalCents: centsInt,
  amount: centsInt,
  sentence: z.string(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type Funding = z.infer<typeof FundingSchema>;

/** Staff: POST /api/internal/accounts/{userId}/payments, a wire or check that arrived. */
export const StaffPaymentRequestSchema = z
  .object({
    amount: z.number().int().min(1).max(100_000_000),
    method: z.enum(['wire', 'check']),
    reference: z.string().trim().min(1, { message: 'Enter the wire or check reference.' }).max(100),
    invoiceId: z.string().min(1).max(100).optional(),
  })
  .strict();
export const StaffPaymentResponseSchema = z.object({
  transactionId: z.string(),
  released: z.array(z.string()),
  balance: centsInt,
});
