import { z } from 'zod';

/** POST /api/order2/cart/:cartId/punchout: the PunchOutOrderMessage and where the browser posts it. */
export const PunchoutReturnResponseSchema = z.object({
  formPostUrl: z.string(),
  cxml: z.string(),
  totalCents: z.number().int(),
});
export type PunchoutReturnResponse = z.infer<typeof PunchoutReturnResponseSchema>;

/** PUT /api/internal/coupa/buyers/:identity: a buyer organisation, its shared secret and invoice terms. */
export const CoupaBuyerRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  accountEmail: z.email({ message: 'Enter the e-mail of the customer account the buyers order as.' }),
  sharedSecret: z.string().min(16, { message: 'The shared secret has at least 16 characters.' }).max(200),
  creditLineCents: z.number().int().min(0).max(10_000_000),
  /** Where status and ship notices (cXML) go, sent with the shared secret; absent or null: none are sent. */
  noticesUrl: z
    .url({ protocol: /^https?$/, message: 'The notices URL is an http(s) address.' })
    .max(2000)
    .nullable()
    .optional(),
});
export type CoupaBuyerRequest = z.infer<typeof CoupaBuyerRequestSchema>;

export const CoupaBuyerParamsSchema = z.object({
  identity: z.string().trim().min(1).max(200),
});

export const CoupaBuyerResponseSchema = z.object({
  identity: z.string(),
  name: z.string(),
  userId: z.string(),
  creditLineCents: z.number().int(),
});
