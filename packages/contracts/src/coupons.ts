import { MAX_CREDIT_LINE } from '@platen/domain/operations/credit-line';
import { z } from 'zod';

/** docs/decisions/coupons.md: a coupon as staff see it. */
export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  products: z.array(z.string()),
  printTypes: z.array(z.string()),
  minimumCents: z.number().int(),
  expiresAt: z.string().nullable(),
  usesPerAccount: z.number().int().nullable(),
  usesTotal: z.number().int().nullable(),
  usedCount: z.number().int(),
  expiredAt: z.string().nullable(),
  createdAt: z.string(),
  /** active, expired or used up, as of now. */
  state: z.enum(['active', 'expired', 'used-up']),
});
export const CouponListSchema = z.object({ coupons: z.array(CouponSchema) });

const uses = z.number().int().min(1, { message: 'Uses are at least 1, or empty for no limit.' }).nullable();
export const NewCouponRequestSchema = z
  .object({
    code: z.string().trim().min(3, { message: 'A code is 3 to 32 letters, digits, - or _.' }).max(32),
    kind: z.enum(['percent', 'amount']),
    value: z.number().int().min(1).max(10_000_000),
    products: z.array(z.string().min(1).max(100)).max(100).default([]),
    printTypes: z.array(z.string().min(1).max(40)).max(20).default([]),
    minimumCents: z.number().int().min(0).max(100_000_000).default(0),
    expiresAt: z.iso.datetime({ offset: true, message: 'Give the expiry as a date and time.' }).nullable(),
    usesPerAccount: uses,
    usesTotal: uses,
  })
  .strict();
export type NewCouponRequest = z.infer<typeof NewCouponRequestSchema>;
export const CouponParamsSchema = z.object({ couponId: z.string().min(1).max(100) });

/** The coupon a cart carries and what it takes off the cart's quote (null: none). */
export const CartCouponSchema = z.object({
  coupon: z
    .object({
      code: z.string(),
      label: z.string(),
      discountCents: z.number().int(),
      /** The quote's total before and after the discount. */
      subtotalCents: z.number().int(),
      totalCents: z.number().int(),
      /** Why the coupon no longer applies (the cart changed, it expired...), null while it does. */
      problem: z.string().nullable(),
    })
    .nullable(),
});
export const CartCouponRequestSchema = z
  .object({ code: z.string().trim().min(1, { message: 'Enter a coupon code.' }).max(64) })
  .strict();
export const CartCouponParamsSchema = z.object({ cartId: z.string().min(1).max(100) });

/** docs/decisions/credit-applications.md */
export const CreditApplicationRequestSchema = z
  .object({
    company: z
      .object({
        name: z.string().trim().min(1, { message: 'Enter the company name.' }).max(200),
        address: z.string().trim().min(1, { message: 'Enter the company address.' }).max(500),
        phone: z.string().trim().min(5, { message: 'Enter a phone number.' }).max(40),
        taxId: z.string().trim().max(40).nullable().default(null),
        yearsInBusiness: z.number().int().min(0).max(500),
      })
      .strict(),
    references: z
      .array(
        z
          .object({
            name: z.string().trim().min(1, { message: 'Enter the reference name.' }).max(200),
            contact: z.string().trim().min(1, { message: 'Enter a contact person.' }).max(200),
            phone: z.string().trim().min(5, { message: 'Enter the reference phone number.' }).max(40),
          })
          .strict(),
      )
      .min(2, { message: 'Give at least two trade references.' })
      .max(5),
    requestedCents: z
      .number()
      .int()
      .min(100, { message: 'Ask for at least $1.00.' })
      .max(MAX_CREDIT_LINE, { message: 'The maximum credit line is $100,000.00' }),
  })
  .strict();
export type CreditApplicationRequest = z.infer<typeof CreditApplicationRequestSchema>;

export const CreditApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  company: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    taxId: z.string().nullable(),
    yearsInBusiness: z.number(),
  }),
  references: z.array(z.object({ name: z.string(), contact: z.string(), phone: z.string() })),
  requestedCents: z.number().int(),
  status: z.enum(['pending', 'approved', 'declined']),
  approvedCents: z.number().int().nullable(),
  declineReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const CreditApplicationListSchema = z.object({ applications: z.array(CreditApplicationSchema) });
export const CreditApplicationParamsSchema = z.object({ applicationId: z.string().min(1).max(100) });
export const CreditDecisionRequestSchema = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('approve'),
      amountCents: z
        .number()
        .int()
        .min(100, { message: 'Approve at least $1.00.' })
        .max(MAX_CREDIT_LINE, { message: 'The maximum credit line is $100,000.00' }),
    })
    .strict(),
  z
    .object({
      decision: z.literal('decline'),
      reason: z.string().trim().min(3, { message: 'Give the customer a reason.' }).max(1000),
    })
    .strict(),
]);
export type CreditDecisionRequest = z.infer<typeof CreditDecisionRequestSchema>;
export const CreditDecisionResponseSchema = z.object({
  application: CreditApplicationSchema,
  /** Orders the new credit line released from the payment hold. */
  released: z.array(z.string()),
});
