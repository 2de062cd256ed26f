import { MAX_QUANTITY_PER_SIZE } from '@platen/domain/cart/quantity-limits';
import { z } from 'zod';
import { AddressSchema } from './entities.ts';
import { FundingSchema } from './payments.ts';

/** The address the API reference's examples use. */
export const EXAMPLE_ADDRESS = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
};

/** POST /api/v3/quotes: saved designs on product colours, sizes and where each ships. */
export const CreateQuoteRequestSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          designId: z.string().min(1).max(100),
          product: z.strictObject({ id: z.string().min(1).max(100), color: z.string().min(1).max(60) }),
          sizes: z
            .record(z.string().min(1).max(20), z.number().int().min(0).max(MAX_QUANTITY_PER_SIZE))
            .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 20, {
              message: 'Give 1 to 20 sizes with their quantities.',
            }),
          address: AddressSchema,
          /** A service code, its name or the carrier's code (GET the choices from /api/v3/shipping/services). */
          shipping: z.string().trim().min(1).max(60).nullish(),
        }),
      )
      .min(1, { message: 'Add at least one item.' })
      .max(50),
    po: z.string().trim().max(100).nullish(),
    /** Rush production in business days (1, 3 or 5). */
    rushOrder: z.number().int().positive().max(30).nullish(),
    /** A coupon code: its discount is the quote's own line (`discount`) and the order redeems it. */
    coupon: z.string().trim().min(1).max(64).nullish(),
  })
  .meta({
    examples: [
      {
        items: [
          {
            designId: 'design-123',
            product: { id: 'gildan-5000', color: 'Black' },
            sizes: { med: 2, lrg: 1 },
            address: EXAMPLE_ADDRESS,
            shipping: 'ups-ground',
          },
        ],
      },
    ],
  });
export type CreateQuoteRequest = z.infer<typeof CreateQuoteRequestSchema>;

const cents = z.number().int();
export const QuoteTotalsSchema = z.object({
  printing: cents,
  blanks: cents,
  shipping: cents,
  fees: cents,
  tax: cents,
  total: cents,
});

/** A stored quote: its prices (cents), when it is due if ordered now, and until when its token orders it. */
export const StoredQuoteSchema = z.object({
  id: z.string(),
  /** Send as `quoteToken` to POST /api/v3/orders (with the same account's credentials). */
  token: z.string(),
  status: z.enum(['open', 'ordered', 'expired']),
  totals: QuoteTotalsSchema,
  /** Every order, invoice and quote answer carries its total in cents (= totals.total). */
  totalCents: cents,
  /** The coupon's line: what it takes off (totals.total is net of it); null without a coupon. */
  discount: z.object({ code: z.string(), label: z.string(), cents }).nullish(),
  /** Per item (as requested): printing + blanks. */
  items: z.array(z.object({ designId: z.string(), cents, pieces: z.number().int() })),
  shipments: z.array(
    z.object({
      address: z.record(z.string(), z.unknown()),
      service: z.string(),
      pieces: z.number().int(),
      cents,
      arrivalDate: z.string().nullable(),
    }),
  ),
  /** The SLA due date (YYYY-MM-DD) if ordered when quoted. */
  dueDate: z.iso.date().nullable(),
  warnings: z.array(z.string()),
  expiresAt: z.iso.datetime(),
  orderId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Ordered now, is it paid from the balance, the credit line, or does it need a payment (and how
   * much)? Read when answered (funds change); for an ordered quote, what its order waits for; null: expired. */
  funding: FundingSchema.nullable(),
});
export type StoredQuote = z.infer<typeof StoredQuoteSchema>;

export const QuoteParamsSchema = z.object({ quoteId: z.string().min(1).max(100) });

/** POST /api/v3/orders: an order from a stored quote (its token). */
export const OrderFromQuoteRequestSchema = z
  .strictObject({
    quoteToken: z.string().min(1, { message: 'Send the quoteToken of a quote.' }).max(200),
    note: z.string().max(500, { message: 'A note has at most 500 characters.' }).optional(),
  })
  .meta({ examples: [{ quoteToken: 'qt_4Jm2v0…' }] });
export type OrderFromQuoteRequest = z.infer<typeof OrderFromQuoteRequestSchema>;

export const OrderFromQuoteResponseSchema = z.object({
  /** The new order's id (GET /api/v3/orders/{orderId}). */
  id: z.string(),
  quoteId: z.string(),
  status: z.string(),
  totalCents: cents,
  dueDate: z.iso.date().nullable(),
});
export type OrderFromQuoteResponse = z.infer<typeof OrderFromQuoteResponseSchema>;
