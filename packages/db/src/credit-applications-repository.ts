import type { Queryable } from './db.ts';

/** The company an application is for. */
export interface CreditCompany {
  name: string;
  address: string;
  phone: string;
  taxId: string | null;
  yearsInBusiness: number;
}

/** A supplier or bank the company trades with, to ask about it. */
export interface TradeReference {
  name: string;
  contact: string;
  phone: string;
}

/** A stored credit line application (cents). */
export interface CreditApplicationRow {
  id: string;
  userId: string;
  email: string | null;
  company: CreditCompany;
  references: TradeReference[];
  requestedCents: number;
  status: 'pending' | 'approved' | 'declined';
  approvedCents: number | null;
  declineReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

const toApplication = (r: Record<string, unknown>): CreditApplicationRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  email: (r.email as string | null) ?? null,
  company: r.company as CreditCompany,
  references: r.trade_references as TradeReference[],
  requestedCents: Number(r.requested_cents),
  status: r.status as CreditApplicationRow['status'],
  approvedCents: r.approved_cents == null ? null : Number(r.approved_cents),
  declineReason: (r.decline_reason as string | null) ?? null,
  reviewedBy: (r.reviewed_by as string | null) ?? null,
  reviewedAt: iso(r.reviewed_at),
  createdAt: iso(r.created_at)!,
});

const SELECT = 'SELECT a.*, u.email FROM credit_applications a JOIN users u ON u.id = a.user_id';

/** Credit line applications (docs/decisions/credit-applications.md). */
export function creditApplicationsRepository(db: Queryable) {
  return {
    /** Inserts a pending application; false when the account already has one open. */
    async insert(a: {
      id: string;
      userId: string;
      company: CreditCompany;
      references: TradeReference[];
      requestedCents: number;
    }): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO credit_applications (id, user_id, company, trade_references, requested_cents)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5) ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING`,
        [a.id, a.userId, JSON.stringify(a.company), JSON.stringify(a.references), a.requestedCents],
      );
      return (r.rowCount ?? 0) > 0;
    },

    /** The account's applications, newest first. */
    async ofUser(userId: string): Promise<CreditApplicationRow[]> {
      const r = await db.query(`${SELECT} WHERE a.user_id = $1 ORDER BY a.created_at DESC LIMIT 20`, [
        userId,
      ]);
      return r.rows.map(toApplication);
    },

    /** The review queue: pending oldest first, then the latest decided. */
    async queue(): Promise<CreditApplicationRow[]> {
      const r = await db.query(
        `${SELECT} ORDER BY (a.status = 'pending') DESC,
           CASE WHEN a.status = 'pending' THEN a.created_at END ASC, a.reviewed_at DESC NULLS LAST LIMIT 200`,
      );
      return r.rows.map(toApplication);
    },

    /** The application locked for a decision. */
    async lock(id: string): Promise<CreditApplicationRow | null> {
      const r = await db.query(`${SELECT} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
      return r.rows[0] ? toApplication(r.rows[0]) : null;
    },

    /** Records the decision of a pending application; false when it was decided meanwhile. */
    async decide(
      id: string,
      d: { status: 'approved' | 'declined'; approvedCents: number | null; reason: string | null; by: string },
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE credit_applications SET status = $2, approved_cents = $3, decline_reason = $4, reviewed_by = $5,
           reviewed_at = now() WHERE id = $1 AND status = 'pending'`,
        [id, d.status, d.approvedCents, d.reason, d.by],
      );
      return (r.rowCount ?? 0) > 0;
    },
  };
}
