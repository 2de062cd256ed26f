import type { Queryable } from './db.ts';

/** One stored claim. */
export interface ClaimRow {
  id: string;
  userId: string;
  orderId: string;
  orderName: string | null;
  reason: string;
  printerProblem: string | null;
  severity: string;
  items: { itemIndex: number; quantity: number }[];
  note: string | null;
  photos: string[];
  status: 'open' | 'reship' | 'credit' | 'rejected';
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  creditCents: number | null;
  createdAt: string;
}

/** What a customer files; the decision fields start empty. */
export type NewClaim = Pick<
  ClaimRow,
  'id' | 'userId' | 'orderId' | 'reason' | 'printerProblem' | 'severity' | 'items' | 'note' | 'photos'
>;

const toClaim = (r: Record<string, unknown>): ClaimRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  orderId: String(r.order_id),
  orderName: (r.order_name as string | null) ?? null,
  reason: String(r.reason),
  printerProblem: (r.printer_problem as string | null) ?? null,
  severity: String(r.severity),
  items: r.items as ClaimRow['items'],
  note: (r.note as string | null) ?? null,
  photos: (r.photos as string[]) ?? [],
  status: r.status as ClaimRow['status'],
  decisionReason: (r.decision_reason as string | null) ?? null,
  decidedBy: (r.decided_by as string | null) ?? null,
  decidedAt: r.decided_at ? new Date(r.decided_at as string).toISOString() : null,
  creditCents: r.credit_cents === null || r.credit_cents === undefined ? null : Number(r.credit_cents),
  createdAt: new Date(r.created_at as string).toISOString(),
});

const SELECT = 'SELECT c.*, o.name AS order_name FROM claims c JOIN orders o ON o.id = c.order_id';

/** Claims of customers and their decisions. */
export function claimsRepository(db: Queryable) {
  return {
    async insert(c: NewClaim): Promise<void> {
      await db.query(
        `INSERT INTO claims (id, user_id, order_id, reason, printer_problem, severity, items, note, photos)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb)`,
        [
          c.id,
          c.userId,
          c.orderId,
          c.reason,
          c.printerProblem,
          c.severity,
          JSON.stringify(c.items),
          c.note,
          JSON.stringify(c.photos),
        ],
      );
    },
    /** The claim, locked for the rest of the transaction when `lock` (a decision). */
    async get(id: string, opts: { userId?: string; lock?: boolean } = {}): Promise<ClaimRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE c.id = $1 AND ($2::text IS NULL OR c.user_id = $2)${opts.lock ? ' FOR UPDATE OF c' : ''}`,
        [id, opts.userId ?? null],
      );
      return r.rows[0] ? toClaim(r.rows[0]) : null;
    },
    async forUser(userId: string, limit = 200): Promise<ClaimRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE c.user_id = $1 ORDER BY c.created_at DESC LIMIT $2`,
        [userId, limit],
      );
      return r.rows.map(toClaim);
    },
    /** Every claim of the order, in the order they were decided (undecided last), then filed. */
    async forOrder(orderId: string): Promise<ClaimRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE c.order_id = $1 ORDER BY c.decided_at ASC NULLS LAST, c.created_at ASC, c.id`,
        [orderId],
      );
      return r.rows.map(toClaim);
    },
    /** The review queue: open claims oldest first, then the latest decided ones. */
    async queue(limit = 200): Promise<ClaimRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} ORDER BY (c.status = 'open') DESC, CASE WHEN c.status = 'open' THEN c.created_at END ASC,
                 c.decided_at DESC LIMIT $1`,
        [limit],
      );
      return r.rows.map(toClaim);
    },
    async decide(
      id: string,
      d: {
        status: 'reship' | 'credit' | 'rejected';
        reason: string | null;
        by: string;
        creditCents?: number | null;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE claims SET status = $2, decision_reason = $3, decided_by = $4, decided_at = now(), credit_cents = $5
          WHERE id = $1 AND status = 'open'`,
        [id, d.status, d.reason, d.by, d.creditCents ?? null],
      );
    },
  };
}
