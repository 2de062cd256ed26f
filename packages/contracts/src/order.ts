import { z } from 'zod';

/** Header carrying the client's idempotency key for order placement (docs/decisions/idempotency.md). */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: 'Send an Idempotency-Key header (1 to 200 characters) to place an order.' })
    .min(1, { message: 'The Idempotency-Key header must not be empty.' })
    .max(200, { message: 'The Idempotency-Key header has at most 200 characters.' })
    .regex(/^[\x21-\x7e]+$/, {
      message: 'The Idempotency-Key header must be printable ASCII without spaces.',
    }),
});

/** Optional body of POST .../order: a note for the order. Part of what the idempotency key covers. */
export const PlaceOrderRequestSchema = z
  .strictObject({ note: z.string().max(500, { message: 'A note has at most 500 characters.' }).optional() })
  .nullish();
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

export const PlaceOrderResponseSchema = z.object({ orderId: z.string() });

export const OrderLineSchema = z.object({
  lineNo: z.number().int(),
  shipmentId: z.string(),
  printableId: z.string(),
  productIdentifier: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
});

export const OrderSummarySchema = z.object({
  id: z.string(),
  cartId: z.string(),
  status: z.string(),
  po: z.string().nullable(),
  totalCents: z.number().int(),
  dueDate: z.string(),
  createdAt: z.string(),
});
export const OrderListResponseSchema = z.object({ orders: z.array(OrderSummarySchema) });

/** The order in full: the cart snapshot's shipments and addresses, the quote, the lines and the due date. */
export const OrderDetailResponseSchema = z.object({
  order: OrderSummarySchema.extend({
    cartVersion: z.number().int(),
    shipments: z.array(z.unknown()),
    quote: z.unknown(),
    lines: z.array(OrderLineSchema),
  }),
});

/** The optional Idempotency-Key of the public API's creating POSTs (docs/api-conventions.md). */
export const OptionalIdempotencyKeySchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, { message: 'The Idempotency-Key header must not be empty.' })
    .max(200, { message: 'The Idempotency-Key header has at most 200 characters.' })
    .regex(/^[\x21-\x7e]+$/, {
      message: 'The Idempotency-Key header must be printable ASCII without spaces.',
    })
    .optional(),
});
