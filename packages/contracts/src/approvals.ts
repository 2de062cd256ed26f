import { z } from 'zod';

const SizeSchema = z.object({ width: z.number(), height: z.number() });

/** One approval warning; `code` is what the approver acknowledges. */
export const ApprovalWarningSchema = z.object({
  code: z.string(),
  kind: z.enum(['larger-than-platen', 'low-dpi', 'dtg-warn']),
  itemIndex: z.number().int(),
  side: z.string().nullable(),
  message: z.string(),
});

/** GET /api/internal/approvals/{orderId}: what the approver sees of each item before deciding. */
export const ApprovalReviewSchema = z.object({
  orderId: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  artwork: z.string(),
  sequence: z.number().int(),
  items: z.array(
    z.object({
      itemIndex: z.number().int(),
      status: z.string(),
      printType: z.string().nullable(),
      designId: z.string().nullable(),
      productIdentifier: z.string().nullable(),
      productName: z.string().nullable(),
      color: z.string().nullable(),
      /** Sizes x quantities ordered. */
      sizes: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
      sides: z.array(
        z.object({
          side: z.string(),
          /** The product's print area of this side and the platen it prints on (inches; null when unknown). */
          area: SizeSchema.nullable(),
          platen: SizeSchema.nullable(),
          /** Full colour, or the matched inks of a screenprint. */
          colors: z.object({ full: z.boolean(), matched: z.array(z.string()) }),
          artworks: z.array(
            z.object({
              elementIndex: z.number().int(),
              name: z.string(),
              widthIn: z.number(),
              heightIn: z.number(),
              /** Top-left on the print area, inches. */
              leftIn: z.number(),
              topIn: z.number(),
              dpi: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
  warnings: z.array(ApprovalWarningSchema),
});

/** GET /api/internal/approvals/{orderId}/mockup/{itemIndex}/{side} */
export const ApprovalMockupParamsSchema = z.object({
  orderId: z.string().min(1).max(100),
  itemIndex: z.coerce.number().int().min(0).max(10_000),
  side: z.string().min(1).max(40),
});

/** GET /api/v2/order/{orderId}/timeline: the customer's milestones (domain production/customer-timeline.ts). */
export const CustomerTimelineSchema = z.object({
  orderId: z.string(),
  entries: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      at: z.string(),
      reason: z.string().nullable(),
      prominent: z.boolean(),
    }),
  ),
});

/** POST /api/v2/order/{orderId}/fixDesign: the item's design with its artwork resized (widths in inches). */
export const FixDesignRequestSchema = z.strictObject({
  itemIndex: z.number().int().min(0).max(10_000),
  widths: z
    .array(
      z.strictObject({
        side: z.string().min(1).max(40),
        elementIndex: z.number().int().min(0).max(1000),
        widthIn: z.number().positive({ message: 'A width is more than 0 in.' }).max(100),
      }),
    )
    .min(1)
    .max(100),
});
