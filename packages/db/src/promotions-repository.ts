import type { Queryable } from './db.ts';

/** One user a campaign may mail, with the facts its rule reads (domain promotions/promo-campaigns.ts). */
export interface PromoCandidate {
  userId: string;
  email: string;
  name: string;
  registeredAt: Date;
  lastOrderAt: Date | null;
}

/** One mail a campaign sent, for the staff list. */
export interface PromoSendRow {
  userId: string;
  email: string;
  name: string;
  sentAt: Date;
  /** The outbox row's delivery state (queued, sending, sent, failed, unconfirmed). */
  status: string;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** Promotional campaigns: candidates, the once-per-user claim, marketing opt-out and what was sent. */
export function promotionsRepository(db: Queryable) {
  return {
    /**
     * Customers (role USER, no staff group, not a team member, not opted out, not yet mailed by `campaign`)
     * whose reference moment falls in [from, until): the last order of the account (its team's orders too) for
     * inactivity-follow-up, registration without any order for new-user-follow-up. Oldest first.
     */
    async candidates(campaign: string, from: Date, until: Date, limit: number): Promise<PromoCandidate[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT u.id, u.email, u.name, u.created_at, o.last
           FROM users u
           LEFT JOIN LATERAL (
             SELECT max(created_at) AS last FROM orders
              WHERE user_id = u.id OR user_id IN (SELECT id FROM users m WHERE m.parent_user_id = u.id)
           ) o ON true
          WHERE u.role_level = 0 AND u.role_group IS NULL AND u.parent_user_id IS NULL
            AND u.staff_status <> 'deactivated' AND u.marketing_opt_out_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM promo_sends s WHERE s.user_id = u.id AND s.campaign = $1)
            AND CASE WHEN $1 = 'new-user-follow-up'
                     THEN o.last IS NULL AND u.created_at >= $2 AND u.created_at < $3
                     ELSE o.last >= $2 AND o.last < $3 END
          ORDER BY u.created_at, u.id LIMIT $4`,
        [campaign, from, until, limit],
      );
      return r.rows.map((x) => ({
        userId: String(x.id),
        email: String(x.email),
        name: String(x.name),
        registeredAt: asDate(x.created_at),
        lastOrderAt: x.last == null ? null : asDate(x.last),
      }));
    },
    /**
     * Claims the campaign's one mail to the user, in the caller's transaction, before the mail is written: true
     * for the one claimant; false when the user was mailed already (a concurrent claim waits for the other's
     * commit, then finds the row) or opted out meanwhile.
     */
    async claim(userId: string, campaign: string, outboxId: string): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO promo_sends (user_id, campaign, outbox_id, to_address)
         SELECT id, $2, $3, email FROM users WHERE id = $1 AND marketing_opt_out_at IS NULL
         ON CONFLICT (user_id, campaign) DO NOTHING RETURNING user_id`,
        [userId, campaign, outboxId],
      );
      return r.rows.length === 1;
    },
    /** Turns marketing e-mail off (kept from the first time); false when no such user. */
    async optOut(userId: string, source: 'unsubscribe-link' | 'settings'): Promise<boolean> {
      const r = await db.query(
        `UPDATE users SET marketing_opt_out_at = COALESCE(marketing_opt_out_at, now()),
                          marketing_opt_out_source = COALESCE(marketing_opt_out_source, $2)
          WHERE id = $1 RETURNING id`,
        [userId, source],
      );
      return r.rows.length === 1;
    },
    /** Turns marketing e-mail back on (the account settings). */
    async optIn(userId: string): Promise<void> {
      await db.query(
        'UPDATE users SET marketing_opt_out_at = NULL, marketing_opt_out_source = NULL WHERE id = $1',
        [userId],
      );
    },
    /** The user's marketing state: null when no such user. */
    async marketing(userId: string): Promise<{ optedOutAt: Date | null; source: string | null } | null> {
      const r = await db.query<{ at: Date | string | null; source: string | null }>(
        'SELECT marketing_opt_out_at AS at, marketing_opt_out_source AS source FROM users WHERE id = $1',
        [userId],
      );
      const row = r.rows[0];
      if (!row) return null;
      return { optedOutAt: row.at == null ? null : asDate(row.at), source: row.source };
    },
    /** How many mails each campaign sent (campaigns that sent none are absent). */
    async counts(): Promise<Record<string, number>> {
      const r = await db.query<{ campaign: string; n: number }>(
        'SELECT campaign, count(*)::int AS n FROM promo_sends GROUP BY campaign',
      );
      return Object.fromEntries(r.rows.map((x) => [x.campaign, Number(x.n)]));
    },
    /** How many customers turned marketing e-mail off, by link and by settings. */
    async optOutCount(): Promise<number> {
      const r = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE marketing_opt_out_at IS NOT NULL',
      );
      return Number(r.rows[0]?.n ?? 0);
    },
    /** A campaign's mails, newest first, one page. */
    async sent(campaign: string, limit: number, offset: number): Promise<PromoSendRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT s.user_id, s.to_address, u.name, s.sent_at, COALESCE(m.status, 'queued') AS status
           FROM promo_sends s JOIN users u ON u.id = s.user_id
           LEFT JOIN email_outbox m ON m.id = s.outbox_id
          WHERE s.campaign = $1
          ORDER BY s.sent_at DESC, s.user_id LIMIT $2 OFFSET $3`,
        [campaign, limit, offset],
      );
      return r.rows.map((x) => ({
        userId: String(x.user_id),
        email: String(x.to_address),
        name: String(x.name),
        sentAt: asDate(x.sent_at),
        status: String(x.status),
      }));
    },
  };
}
