import { PROMO_CAMPAIGNS } from '@platen/domain/promotions/promo-campaigns';
import { z } from 'zod';

/** GET/PUT /api/manager2/settings/email: whether the account gets promotional e-mail (R-9-62). */
export const EmailPreferencesSchema = z.object({
  marketing: z.boolean(),
  /** When and how marketing e-mail was turned off (null while it is on). */
  optedOutAt: z.string().nullable(),
  optedOutBy: z.enum(['unsubscribe-link', 'settings']).nullable(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;
export const EmailPreferencesRequestSchema = z.object({ marketing: z.boolean() }).strict();

export const PromoCampaignSchema = z.enum(PROMO_CAMPAIGNS);

/** GET /api/internal/promotions?campaign=&page=: what a campaign sent, newest first, one page. */
export const PromoReportQuerySchema = z
  .object({
    campaign: PromoCampaignSchema.default('inactivity-follow-up'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export const PromoReportSchema = z.object({
  campaigns: z.array(
    z.object({
      campaign: PromoCampaignSchema,
      sent: z.number().int(),
      afterDays: z.number().int(),
      withinDays: z.number().int(),
    }),
  ),
  optedOut: z.number().int(),
  campaign: PromoCampaignSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  recipients: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      name: z.string(),
      sentAt: z.string(),
      status: z.string(),
    }),
  ),
});
export type PromoReport = z.infer<typeof PromoReportSchema>;
