import { ORDER_EVENT_STATUSES } from '@platen/domain/production/order-event-statuses';
import type { GarmentPrintType } from '@platen/domain/design/garment-print-type';
import { CHANGE_REASON_CODES } from '@platen/domain/approval/change-reasons';
import { z } from 'zod';
import { ParcelTrackingSchema } from './shipping-floor.ts';
import { AddressSchema } from './entities.ts';

/** `:orderId` of the lifecycle routes. */
export const LifecycleOrderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** page/limit of the paginated v3 lists (X-Count / X-Pages headers carry the totals). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { message: 'page starts at 1.' }).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200, { message: 'limit is at most 200.' }).default(20),
});

/** GET /api/v3/orders filters: status, placed between from and to (dates), search by name or id. */
export const OrdersQuerySchema = PageQuerySchema.extend({
  status: z.string().min(1).max(40).optional(),
  from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD).' }).optional(),
  to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD).' }).optional(),
  q: z.string().trim().min(1).max(100).optional(),
});

/** GET /api/v3/events filters. */
export const EventsQuerySchema = PageQuerySchema.extend({
  orderId: z.string().min(1).max(100).optional(),
  name: z.enum(ORDER_EVENT_STATUSES, { message: 'name must be an order event name.' }).optional(),
  itemIndex: z.coerce.number().int().min(0).max(10_000).optional(),
  start: z.iso.datetime({ offset: true, message: 'start must be an ISO date-time.' }).optional(),
  end: z.iso.datetime({ offset: true, message: 'end must be an ISO date-time.' }).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

export const OrderItemViewSchema = z.object({
  itemIndex: z.number().int(),
  status: z.string(),
  printType: z.string().nullable(),
  designId: z.string().nullable(),
  milestone: z.string().nullable(),
  milestoneAt: z.string().nullable(),
  health: z.enum(['on-track', 'behind-average', 'late', 'alert', 'final']).nullable(),
});

export const OrderShipmentViewSchema = z.object({
  shipmentIndex: z.number().int(),
  address: z.record(z.string(), z.unknown()),
  shippingMethod: z.string().nullable(),
  /** The first parcel's tracking once the shipment is packed (null before); every parcel in `parcels`. */
  tracking: ParcelTrackingSchema.nullable().optional(),
  parcels: z.array(ParcelTrackingSchema).optional(),
});

/** GET /api/v3/orders/{orderId} (and each entry of GET /api/v3/orders). */
export const OrderViewSchema = z.object({
  orderId: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  dueDate: z.string(),
  /** Where the artwork stands: none, queued (staff review), proof (customer approval), rejected, approved. */
  artwork: z.string(),
  sequence: z.number().int(),
  items: z.array(OrderItemViewSchema),
  shipments: z.array(OrderShipmentViewSchema),
  createdAt: z.string(),
  /** The order's total as last re-priced (= its invoice's total, = its ledger net once paid). */
  totalCents: z.number().int(),
  /** O-3-05: the approvals the order skips, as staff granted them (the staff review; the customer's proof). */
  bypass: z.object({ artworkCreation: z.boolean(), userApproval: z.boolean() }).optional(),
  /** The order's money (the single order answer): paid so far, still due, and its invoice. */
  money: z
    .object({
      paidCents: z.number().int(),
      amountDueCents: z.number().int(),
      invoice: z
        .object({
          id: z.string(),
          number: z.string(),
          revision: z.number().int(),
          totalCents: z.number().int(),
        })
        .nullable(),
    })
    .optional(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** GET /api/v2/order/{orderId}/cancelPreview: what a cancel would do to the customer's money. */
export const CancelPreviewQuerySchema = z.strictObject({
  /** The item to cancel; omitted: the whole order. */
  itemIndex: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const CancelPreviewSchema = z.object({
  /** The order's total now, and after the cancel. */
  totalBefore: z.number().int(),
  totalAfter: z.number().int(),
  /** Credited to the account balance (a paid order). */
  refund: z.number().int(),
  /** Taken off the amount due (an order not paid yet). */
  dueCut: z.number().int(),
});
export type CancelPreview = z.infer<typeof CancelPreviewSchema>;
export const OrderViewListSchema = z.array(OrderViewSchema);

export const OrderEventViewSchema = z.object({
  orderId: z.string(),
  name: z.string(),
  itemIndex: z.number().int().optional(),
  sequence: z.number().int(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
  actorId: z.string().nullable().optional(),
  assumedBy: z.string().nullable().optional(),
});
export const OrderEventListSchema = z.array(OrderEventViewSchema);

/** GET /api/v2/order/{orderId}/status */
export const OrderStatusViewSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  items: z.array(z.object({ itemIndex: z.number().int(), status: z.string() })),
});

const reason = z.string().trim().max(500, { message: 'A reason has at most 500 characters.' });
export const CancelItemRequestSchema = z.strictObject({ itemIndex: z.number().int().min(0).max(10_000) });
export const ChangeAddressRequestSchema = z.strictObject({
  shipmentIndex: z.number().int().min(0).max(1000).default(0),
  address: AddressSchema,
});
export const ChangeNameRequestSchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Enter a name for the order.' }).max(200),
});
export const ChangeShippingMethodRequestSchema = z.strictObject({
  shipmentIndex: z.number().int().min(0).max(1000).default(0),
  shippingMethod: z.string().trim().min(1, { message: 'Choose a shipping method.' }).max(100),
});
export const ChangeDesignRequestSchema = z.strictObject({
  itemIndex: z.number().int().min(0).max(10_000),
  designId: z.string().trim().min(1).max(200),
});
export const ChangeRequestRequestSchema = z.strictObject({ reason: reason.optional() });
export const EmptyActionRequestSchema = z.strictObject({}).nullish();

/** POST /api/internal/approvals/{orderId} */
export const ApprovalDecisionRequestSchema = z.strictObject({
  decision: z.enum(['approve', 'reject', 'change'], {
    message: 'decision is "approve", "reject" or "change".',
  }),
  reason: reason.optional(),
  /** A change request's reason from the list (approval/change-reasons.ts). */
  reasonCode: z.enum(CHANGE_REASON_CODES, { message: 'Choose the reason for the change.' }).optional(),
  /** The codes of the warnings the approver ticked; an approval needs every warning of the order. */
  acknowledged: z.array(z.string().max(200)).max(500).default([]),
});

/** GET /api/internal/approvals */
/** R-4-38..40: a garment design's print type by the spec's rule, and the flags staff act on at approval. */
export const DerivedPrintTypeSchema: z.ZodType<GarmentPrintType> = z.object({
  printType: z.enum(['embr', 'screenprint', 'dtg']),
  review: z.boolean(),
  resize: z.boolean(),
});

export const ApprovalQueueSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      name: z.string().nullable(),
      userId: z.string(),
      createdAt: z.string(),
      sequence: z.number().int(),
      items: z.array(
        OrderItemViewSchema.extend({
          /** Null for a design that is not a garment's (or no longer stored). */
          derivedPrintType: DerivedPrintTypeSchema.nullable(),
        }),
      ),
    }),
  ),
});

/** POST /auth/assume/{userId} */
export const AssumeParamsSchema = z.object({ userId: z.string().min(1).max(100) });
