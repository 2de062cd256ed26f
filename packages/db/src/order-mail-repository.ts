import type { Queryable } from './db.ts';

/** A logged order event that wants a customer e-mail and has none in the outbox yet. */
export interface PendingOrderMail {
  orderId: string;
  sequence: number;
  name: string;
  data: Record<string, unknown>;
  orderName: string | null;
  recipientEmail: string;
  recipientName: string;
}

/** Order events waiting for their e-mail: the outbox row's id is derived from the event, so each is mailed once. */
export function orderMailRepository(db: Queryable) {
  return {
    /**
     * Events named in `names` of the last `days` days whose mail (`<prefix><order>:<sequence>`) is not in the
     * outbox, oldest first.
     */
    async pending(
      names: readonly string[],
      prefix: string,
      days: number,
      limit: number,
    ): Promise<PendingOrderMail[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT e.order_id, e.sequence, e.name, e.data, o.name AS order_name, u.email, u.name AS user_name
           FROM order_events e
           JOIN orders o ON o.id = e.order_id
           JOIN users u ON u.id = o.user_id
          WHERE e.name = ANY ($1::text[]) AND e.created_at > now() - make_interval(days => $3::int)
            AND NOT EXISTS (SELECT 1 FROM email_outbox m WHERE m.id = $2 || e.order_id || ':' || e.sequence)
          ORDER BY e.created_at, e.order_id, e.sequence
          LIMIT $4`,
        [names, prefix, days, limit],
      );
      return r.rows.map((row) => ({
        orderId: String(row.order_id),
        sequence: Number(row.sequence),
        name: String(row.name),
        data: (row.data as Record<string, unknown>) ?? {},
        orderName: (row.order_name as string | null) ?? null,
        recipientEmail: String(row.email),
        recipientName: String(row.user_name),
      }));
    },
  };
}
