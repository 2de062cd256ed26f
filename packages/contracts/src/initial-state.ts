import { z } from 'zod';
import { PublicUserSchema } from './auth.ts';

/** Named service bases of the HTTP helper (O-7, R-7). */
export const SERVICE_BASES = {
  order2: '/api/order2',
  print: '/api/print',
  manager2: '/api/manager2',
  auth: '/auth',
  /** The order lifecycle contract (v3 reads, v2 order actions) and the staff areas. */
  v3: '/api/v3',
  v2: '/api/v2',
  internal: '/api/internal',
} as const;
export type ServiceName = keyof typeof SERVICE_BASES;

/** R-7-28: the card-payment API version the page talks to. */
export const CARD_PAYMENT_API_VERSION = '2019-02-11';

/**
 * R-7-26: the artwork upload limits, as the artwork service enforces them (docs/decisions/artwork-limits.md), so
 * the page can refuse a file before sending it. Absent only in the page's own fallback (no embedded state).
 */
export const UploadPolicySchema = z.object({
  maxBytes: z.number().int().positive(),
  maxPixels: z.number().int().positive(),
  /** Accepted file extensions (R-5-21 raster, R-5-22 vector); the server decides by content, not by name. */
  formats: z.array(z.string()),
});
export type UploadPolicy = z.infer<typeof UploadPolicySchema>;

/** R-7-27 / R-7-28: the card-payment public key (null when not configured) and API version. */
export const CardPaymentConfigSchema = z.object({
  publicKey: z.string().nullable(),
  apiVersion: z.literal(CARD_PAYMENT_API_VERSION),
  /** Tests only (STRIPE_JS_URL): a local stand-in for Stripe.js; absent = https://js.stripe.com/v3. */
  scriptUrl: z.string().optional(),
});

/** State the server embeds in the page (O-1-09, R-1): the user and the configuration. */
export const InitialStateSchema = z.object({
  user: PublicUserSchema.nullable(),
  configuration: z.object({
    version: z.string(),
    environment: z.enum(['development', 'production', 'test']),
    services: z.object({
      order2: z.string(),
      print: z.string(),
      manager2: z.string(),
      auth: z.string(),
    }),
    // Optional so a state written before these existed still reads; the server always sends both.
    uploadPolicy: UploadPolicySchema.optional(),
    cardPayment: CardPaymentConfigSchema.optional(),
  }),
});
export type InitialState = z.infer<typeof InitialStateSchema>;
