/** R-9-61: CRM activity types. */
export const CRM_ACTIVITY_TYPES = ['email', 'phone'] as const;
export type CrmActivityType = (typeof CRM_ACTIVITY_TYPES)[number];

/** R-9-62: promotional email templates. */
export const PROMO_EMAIL_TEMPLATES = ['inactivity-follow-up', 'new-user-follow-up'] as const;
export type PromoEmailTemplate = (typeof PROMO_EMAIL_TEMPLATES)[number];
