/**
 * R-9-62: the promotional e-mail campaigns (reference-data: promo e-mail templates inactivity-follow-up,
 * new-user-follow-up), who each one is for, and who never gets one. docs/decisions/promotions.md.
 */
export const PROMO_CAMPAIGNS = ['inactivity-follow-up', 'new-user-follow-up'] as const;
export type PromoCampaign = (typeof PROMO_CAMPAIGNS)[number];

export const isPromoCampaign = (c: string): c is PromoCampaign =>
  (PROMO_CAMPAIGNS as readonly string[]).includes(c);

/** A campaign's timing, in whole days. */
export interface PromoCampaignSettings {
  /**
   * inactivity-follow-up: days since the customer's last order; new-user-follow-up: days since registration
   * without an order.
   */
  afterDays: number;
  /**
   * How far back the campaign still reaches (days since the last order, or since registration): a customer gone
   * for years, or registered long before the campaign started, is not written to out of the blue.
   */
  withinDays: number;
}

/** The defaults: two months without an order; a week after registering without one. */
export const DEFAULT_PROMO_SETTINGS: Readonly<Record<PromoCampaign, PromoCampaignSettings>> = {
  'inactivity-follow-up': { afterDays: 60, withinDays: 365 },
  'new-user-follow-up': { afterDays: 7, withinDays: 30 },
};

const DAY_MS = 24 * 3600 * 1000;

/**
 * The instants a campaign's rule compares with at `now`: the user's reference moment (last order, or
 * registration) must fall in [from, until).
 */
export function promoWindow(
  campaign: PromoCampaign,
  now: Date,
  settings: PromoCampaignSettings = DEFAULT_PROMO_SETTINGS[campaign],
): { from: Date; until: Date } {
  return {
    from: new Date(now.getTime() - settings.withinDays * DAY_MS),
    until: new Date(now.getTime() - settings.afterDays * DAY_MS),
  };
}

/** What the rule needs to know of one user. */
export interface PromoFacts {
  registeredAt: Date;
  lastOrderAt: Date | null;
  /** Staff (any role above USER or in a staff group) never get promotions. */
  staff: boolean;
  /** A sub-user orders for its parent account: the account holder gets the mail, not each member. */
  subUser: boolean;
  /** Deactivated accounts. */
  deactivated: boolean;
  /** Unsubscribed by a mail's link, or turned marketing e-mail off in the account settings. */
  marketingOptOut: boolean;
  /** Already got this campaign's mail (once per user per campaign, ever). */
  alreadySent: boolean;
}

export type PromoDecision = { send: true } | { send: false; reason: string };

/** Whether `campaign` mails this user at `now`, and if not, why (the first reason that applies). */
export function promoDecision(
  campaign: PromoCampaign,
  u: PromoFacts,
  now: Date,
  settings: PromoCampaignSettings = DEFAULT_PROMO_SETTINGS[campaign],
): PromoDecision {
  if (u.staff) return { send: false, reason: 'Staff accounts get no promotions.' };
  if (u.subUser) return { send: false, reason: 'Team members get no promotions; the account holder does.' };
  if (u.deactivated) return { send: false, reason: 'The account is deactivated.' };
  if (u.marketingOptOut) return { send: false, reason: 'The user turned marketing e-mail off.' };
  if (u.alreadySent) return { send: false, reason: 'This campaign already mailed the user.' };
  const { from, until } = promoWindow(campaign, now, settings);
  const inWindow = (t: Date) => t >= from && t < until;
  if (campaign === 'new-user-follow-up') {
    if (u.lastOrderAt) return { send: false, reason: 'The user has ordered.' };
    return inWindow(u.registeredAt)
      ? { send: true }
      : { send: false, reason: `Registered outside ${settings.afterDays}-${settings.withinDays} days ago.` };
  }
  if (!u.lastOrderAt) return { send: false, reason: 'The user never ordered.' };
  return inWindow(u.lastOrderAt)
    ? { send: true }
    : { send: false, reason: `Last order outside ${settings.afterDays}-${settings.withinDays} days ago.` };
}

/**
 * Campaign settings from the environment (PROMO_<CAMPAIGN>_AFTER_DAYS / _WITHIN_DAYS, e.g.
 * PROMO_INACTIVITY_FOLLOW_UP_AFTER_DAYS=90); a missing or unusable value keeps the default.
 */
export function promoSettingsFrom(
  env: Readonly<Record<string, string | undefined>>,
): Record<PromoCampaign, PromoCampaignSettings> {
  const days = (v: string | undefined, d: number) => {
    const n = Number(v);
    return v && Number.isInteger(n) && n > 0 && n <= 3650 ? n : d;
  };
  const out = {} as Record<PromoCampaign, PromoCampaignSettings>;
  for (const c of PROMO_CAMPAIGNS) {
    const key = `PROMO_${c.toUpperCase().replaceAll('-', '_')}`;
    const d = DEFAULT_PROMO_SETTINGS[c];
    const afterDays = days(env[`${key}_AFTER_DAYS`], d.afterDays);
    const withinDays = Math.max(days(env[`${key}_WITHIN_DAYS`], d.withinDays), afterDays + 1);
    out[c] = { afterDays, withinDays };
  }
  return out;
}

/** The outbox id of a campaign's mail to a user: one per user and campaign, so a second send writes nothing. */
export const promoMailId = (campaign: PromoCampaign, userId: string) => `promo:${campaign}:${userId}`;

/** What the signed unsubscribe link carries (the server signs it with its key; the token is `<userId>.<sig>`). */
export const unsubscribeSigningInput = (userId: string) => `platen-unsubscribe:v1:${userId}`;

/** Path of the one-click unsubscribe link (RFC 8058): GET shows a confirmation, POST unsubscribes. */
export const unsubscribePath = (token: string) => `/email/unsubscribe/${encodeURIComponent(token)}`;
