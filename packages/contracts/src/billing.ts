import { CLAIM_REASONS, PRINTER_PROBLEMS, SEVERITIES } from '@platen/domain/operations/claims';
import { STATION_PHOTO_KINDS } from '@platen/domain/floor/station-photos';
import { LEDGER_CREDIT_TYPES } from '@platen/domain/billing/ledger';
import { MAX_CREDIT_LINE } from '@platen/domain/operations/credit-line';
import { DEBIT_TYPES } from '@platen/domain/operations/store-credit-types';
import { z } from 'zod';
import { PageQuerySchema } from './order-lifecycle.ts';

const centsInt = z.number().int();

/** GET /api/v2/billing/balance (cents). */
export const BalanceSchema = z.object({
  balance: centsInt,
  creditLine: centsInt,
  available: centsInt,
  currency: z.literal('USD'),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** GET /api/v2/billing/held: orders waiting for funds and the amount that releases them all. */
export const HeldOrdersSchema = z.object({
  count: z.number().int(),
  needed: centsInt,
  orders: z.array(
    z.object({
      orderId: z.string(),
      total: centsInt,
      createdAt: z.string(),
      // The invoice to pay and to quote as a transfer reference.
      invoiceId: z.string().nullable().optional(),
      invoiceNumber: z.string().nullable().optional(),
    }),
  ),
});
export type HeldOrders = z.infer<typeof HeldOrdersSchema>;

const TRANSACTION_TYPES = [...new Set([...LEDGER_CREDIT_TYPES, ...DEBIT_TYPES])] as [string, ...string[]];

/** GET /api/v2/billing/transactions query. */
export const TransactionsQuerySchema = PageQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES, { message: 'type must be a transaction type.' }).optional(),
  from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD).' }).optional(),
  to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD).' }).optional(),
});

export const TransactionSchema = z.object({
  id: z.string(),
  direction: z.enum(['credit', 'debit']),
  type: z.string(),
  amount: centsInt,
  orderId: z.string().nullable(),
  claimId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const TransactionListSchema = z.array(TransactionSchema);

export const InvoiceParamsSchema = z.object({ invoiceId: z.string().min(1).max(100) });

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string().nullable(),
  orderName: z.string().nullable(),
  status: z.enum(['paid', 'open']),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number(), unit: centsInt, amount: centsInt }),
  ),
  subtotal: centsInt,
  tax: centsInt,
  total: centsInt,
  /** Every order, invoice and quote answer carries totalCents (= total). */
  totalCents: centsInt,
  createdAt: z.string(),
  /** The current revision (1 = as issued); an order change issues the next one, same number. */
  revision: z.number().int().optional(),
  /** Every revision, oldest first, with why it was issued (the single invoice answer; empty: never revised). */
  revisions: z
    .array(
      z.object({
        revision: z.number().int(),
        total: centsInt,
        reason: z.string().nullable(),
        createdAt: z.string(),
      }),
    )
    .optional(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.array(InvoiceSchema);

/** POST /api/v2/billing/invoice/{id}/pay: from the balance, or by card (the saved default or a new method). */
export const PayInvoiceRequestSchema = z
  .object({
    method: z.enum(['balance', 'card']).default('balance'),
    paymentMethodId: z.string().min(1).max(200).optional(),
  })
  .strict()
  .default({ method: 'balance' });

/** What paying answers: the invoice, or a card payment the page must confirm. */
export const PayInvoiceResponseSchema = z.object({
  invoice: InvoiceSchema,
  payment: z
    .object({ paymentIntentId: z.string(), clientSecret: z.string().nullable(), status: z.string() })
    .nullable(),
});

/** GET /api/v2/billing/statement?month=YYYY-MM. */
export const StatementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM.' }),
});

export const StatementSchema = z.object({
  month: z.string(),
  opening: centsInt,
  closing: centsInt,
  credits: centsInt,
  debits: centsInt,
  transactions: TransactionListSchema,
});
export type Statement = z.infer<typeof StatementSchema>;

/** Staff: POST /api/internal/accounts/{userId}/credit (negative amount = a debit of a debit type). */
export const AccountParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const StaffCreditRequestSchema = z
  .object({
    amount: z.number().int().min(-MAX_CREDIT_LINE).max(MAX_CREDIT_LINE),
    type: z.string().min(1).max(40),
    note: z.string().trim().min(1, { message: 'Add a note saying why.' }).max(500),
  })
  .strict();
export const CreditLineRequestSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(0)
      .max(MAX_CREDIT_LINE, { message: 'The maximum credit line is $100,000.00' }),
  })
  .strict();

export const StaffAdjustResponseSchema = z.object({
  transaction: TransactionSchema,
  released: z.array(z.string()),
});

/** Staff account view: who, the funds, the latest transactions. */
export const StaffAccountSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  balance: BalanceSchema,
  held: HeldOrdersSchema,
  transactions: TransactionListSchema,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** POST /api/v2/claims (R-3-59..61; photos are artwork ids uploaded like artwork). */
export const NewClaimRequestSchema = z
  .object({
    orderId: z.string().min(1).max(100),
    reason: z.enum(CLAIM_REASONS, { message: 'Choose a reason for the claim.' }),
    items: z
      .array(
        z
          .object({
            itemIndex: z.number().int().min(0).max(10_000),
            quantity: z.number().int().min(1).max(100_000),
          })
          .strict(),
      )
      .min(1, { message: 'Choose at least one item.' })
      .max(200),
    severity: z.enum(SEVERITIES, { message: 'Choose how severe the problem is.' }),
    printerProblem: z
      .enum(PRINTER_PROBLEMS, { message: 'Choose a printer problem from the list.' })
      .optional(),
    note: z.string().trim().max(2000).optional(),
    photos: z.array(z.string().min(1).max(100)).max(10).optional(),
  })
  .strict();
export type NewClaimRequest = z.infer<typeof NewClaimRequestSchema>;
/** POST /api/v2/order/{orderId}/reprint: a claim on the order that asks for its items to be printed again. */
export const ReprintRequestSchema = NewClaimRequestSchema.omit({ orderId: true });
export const ReprintParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

export const ClaimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderName: z.string().nullable(),
  userId: z.string(),
  reason: z.string(),
  printerProblem: z.string().nullable(),
  severity: z.string(),
  items: z.array(z.object({ itemIndex: z.number().int(), quantity: z.number().int() })),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(['open', 'reship', 'credit', 'rejected']),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  creditCents: z.number().int().nullable(),
  createdAt: z.string(),
  /** A reship's progress on the floor (status reship only). */
  reship: z
    .object({
      pieces: z.number().int(),
      printed: z.number().int(),
      shipped: z.number().int(),
      tracking: z.array(z.object({ carrier: z.string(), tracking: z.string(), url: z.string().nullable() })),
      summary: z.string(),
    })
    .optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;
export const ClaimListSchema = z.array(ClaimSchema);

/** A station camera's photo of a claimed unit: at QC, or of the packed box it left in; who took it and when. */
export const StationPhotoSchema = z.object({
  id: z.string(),
  kind: z.enum(STATION_PHOTO_KINDS),
  barcode: z.string(),
  barcodes: z.array(z.string()),
  takenAt: z.string(),
  takenBy: z.string().nullable(),
  takenByName: z.string().nullable(),
});
export type StationPhoto = z.infer<typeof StationPhotoSchema>;
/** GET /api/internal/claims: a claim as cs review it, with the station photos of its claimed items' units. */
export const ClaimReviewSchema = ClaimSchema.extend({ stationPhotos: z.array(StationPhotoSchema) });
export type ClaimReview = z.infer<typeof ClaimReviewSchema>;
export const ClaimReviewListSchema = z.array(ClaimReviewSchema);
/** GET /api/internal/claims/{claimId}/station-photos/{photoId}. */
export const ClaimStationPhotoParamsSchema = z.strictObject({
  claimId: z.string().min(1).max(100),
  photoId: z.string().regex(/^[0-9a-f-]{36}$/, { message: 'photoId is a photo id.' }),
});
/** POST /api/internal/camera/{kind}/{barcode}: the photo's kind and the scanned unit. */
export const StationPhotoParamsSchema = z.strictObject({
  kind: z.enum(STATION_PHOTO_KINDS, { message: 'kind is qc or packing.' }),
  barcode: z.string().min(1).max(100),
});
/** What storing a station photo answers: the photo, its order, and the units it shows. */
export const StationPhotoSavedSchema = StationPhotoSchema.extend({
  orderId: z.string(),
  size: z.number().int(),
});

export const ClaimParamsSchema = z.object({ claimId: z.string().min(1).max(100) });
/** GET /api/internal/claims/{claimId}/photos/{artworkId}/{variant}: a photo of the claim for its reviewers. */
export const ClaimPhotoParamsSchema = z.strictObject({
  claimId: z.string().min(1).max(100),
  artworkId: z.string().min(1).max(100),
  variant: z.enum(['file', 'thumbnail']),
});
/** POST /api/internal/claims/{claimId}: staff decide (a rejection needs a reason). */
export const ClaimDecisionRequestSchema = z
  .object({
    decision: z.enum(['reship', 'credit', 'reject']),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict();

/** GET /api/internal/accounts?q=<e-mail or id>. */
export const AccountSearchSchema = z.object({ q: z.string().trim().min(1).max(200) });
export const AccountSearchResultSchema = z.array(
  z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
);
