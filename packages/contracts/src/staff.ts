import { z } from 'zod';
import { OrderEventViewSchema, OrderViewSchema } from './order-lifecycle.ts';

/** One role of the role manager (R-6-09): its level, staff group and an accessibility value per permission. */
export const RoleViewSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  role: z.string(),
  level: z.number().int(),
  group: z.string().nullable(),
  permissions: z.record(z.string(), z.boolean()),
});
/** GET /api/internal/roles and the answer of a change. */
export const RolesResponseSchema = z.object({ roles: z.array(RoleViewSchema) });
export const RoleParamsSchema = z.object({ roleId: z.string().min(1).max(100) });
/** POST /api/internal/roles/{roleId}/permissions (R-6-10): grant (true) or revoke (false) one permission. */
export const RolePermissionChangeSchema = z.strictObject({
  permission: z.string().min(1).max(100),
  accessible: z.boolean({ message: 'accessible is true (grant) or false (revoke).' }),
});

/** GET /api/internal/feature-flags and the answer of a change. */
export const FeatureFlagsResponseSchema = z.object({
  flags: z.array(z.object({ name: z.string(), description: z.string(), enabled: z.boolean() })),
});
export const FeatureFlagParamsSchema = z.object({ name: z.string().min(1).max(100) });
/** PUT /api/internal/feature-flags/{name} */
export const FeatureFlagChangeSchema = z.strictObject({
  enabled: z.boolean({ message: 'enabled is true or false.' }),
});

/** GET /api/internal/me: what the signed-in staff member may do (the staff area's navigation). */
export const StaffSessionSchema = z.object({
  email: z.string(),
  role: z.string(),
  group: z.string().nullable(),
  permissions: z.array(z.string()),
  /** A MANAGE or ADMIN member who must turn two-factor sign-in on before the staff area opens. */
  twoFactorSetupDue: z.boolean().optional(),
});

/** One milestone of an item's timeline (R-4-07..34) as staff see it. */
export const TimelineStepViewSchema = z.object({
  milestone: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'skipped']),
  enteredAt: z.string().nullable(),
  maxHours: z.number().nullable(),
  avgHours: z.number().nullable(),
  alert: z.boolean(),
  occasional: z.boolean(),
  health: z.enum(['on-track', 'behind-average', 'late', 'alert', 'final']).nullable(),
  reason: z.string().nullable(),
});

const RevisionActorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** One revision of an order's invoice as staff see it: the total before and after, why, who and when. */
export const StaffInvoiceRevisionSchema = z.object({
  revision: z.number().int(),
  /** The total of the revision before it; null for revision 1 (issued at placement). */
  beforeCents: z.number().int().nullable(),
  afterCents: z.number().int(),
  reason: z.string().nullable(),
  /** Who made the change (null: at placement, or the system), and the staff member acting for them. */
  by: RevisionActorSchema.nullable(),
  assumedBy: RevisionActorSchema.nullable(),
  at: z.string(),
});

/** GET /api/internal/orders/{orderId}: any order, its items' milestone timelines and its event log. */
export const StaffOrderViewSchema = z.object({
  order: OrderViewSchema,
  userId: z.string(),
  /** The customer, by name and e-mail. */
  customer: RevisionActorSchema,
  /** Everyone the event log names (actors and whom staff acted for), by id. */
  people: z.record(z.string(), RevisionActorSchema),
  timelines: z.array(
    z.object({
      itemIndex: z.number().int(),
      printType: z.string().nullable(),
      steps: z.array(TimelineStepViewSchema),
    }),
  ),
  events: z.array(OrderEventViewSchema),
  /** The order's invoice and every revision of it (empty: never revised); null: no invoice yet. */
  invoice: z
    .object({
      id: z.string(),
      number: z.string(),
      totalCents: z.number().int(),
      revisions: z.array(StaffInvoiceRevisionSchema),
    })
    .nullable(),
});

/** GET /api/v2/order/{orderId}/proof: what the customer approves: every printed side of every item. */
export const OrderProofSchema = z.object({
  orderId: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  artwork: z.string(),
  sequence: z.number().int(),
  items: z.array(
    z.object({
      itemIndex: z.number().int(),
      status: z.string(),
      designId: z.string().nullable(),
      productIdentifier: z.string().nullable(),
      color: z.string().nullable(),
      /** The printed sides (those with at least one element), in the design's order. */
      sides: z.array(z.string()),
      /** Each artwork on the printed sides at its printed size (inches): what the customer resizes to fix it. */
      artworks: z.array(
        z.object({
          side: z.string(),
          elementIndex: z.number().int(),
          widthIn: z.number(),
          heightIn: z.number(),
        }),
      ),
    }),
  ),
});
