import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';

/** One invoice line as stored (cents). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unit: number;
  amount: number;
}

/** A stored invoice with whether its order is paid. */
export interface InvoiceRow {
  id: string;
  number: number;
  userId: string;
  orderId: string | null;
  orderName: string | null;
  lines: InvoiceLine[];
  subtotal: number;
  tax: number;
  total: number;
  paid: boolean;
  createdAt: string;
  /** The current revision (1 = as issued at placement). */
  revision: number;
}

/** One revision of an invoice as issued (order changes re-price). */
export interface InvoiceRevisionRow {
  revision: number;
  lines: InvoiceLine[];
  subtotal: number;
  tax: number;
  total: number;
  reason: string | null;
  createdAt: string;
}

/** Who issued a revision (the actor of the order change, and who acted for them), as staff see it. */
export interface RevisionActor {
  id: string;
  name: string | null;
  email: string | null;
}

/** A revision as staff see it on the order: its total, why, when and who. */
export interface StaffInvoiceRevisionRow {
  invoiceId: string;
  number: number;
  revision: number;
  total: number;
  reason: string | null;
  createdAt: string;
  actor: RevisionActor | null;
  assumedBy: RevisionActor | null;
}

const revisionActor = (id: unknown, name: unknown, email: unknown): RevisionActor | null =>
  id == null
    ? null
    : { id: String(id), name: (name as string | null) ?? null, email: (email as string | null) ?? null };

/** The invoice's amounts, as a revision stores them. */
type InvoiceAmounts = { lines: InvoiceLine[]; subtotal: number; tax: number; total: number };

const SELECT = `SELECT i.*, o.name AS order_name,
    EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.order_id = i.order_id AND t.type = 'order'
             AND t.direction = 'debit') AS paid
  FROM invoices i LEFT JOIN orders o ON o.id = i.order_id`;

const toInvoice = (r: Record<string, unknown>): InvoiceRow => ({
  id: String(r.id),
  number: Number(r.number),
  userId: String(r.user_id),
  orderId: (r.order_id as string | null) ?? null,
  orderName: (r.order_name as string | null) ?? null,
  lines: r.lines as InvoiceLine[],
  subtotal: Number(r.subtotal_cents),
  tax: Number(r.tax_cents),
  total: Number(r.total_cents),
  paid: r.paid === true,
  createdAt: new Date(r.created_at as string).toISOString(),
  revision: Number(r.revision ?? 1),
});

const toRevision = (r: Record<string, unknown>): InvoiceRevisionRow => ({
  revision: Number(r.revision),
  lines: r.lines as InvoiceLine[],
  subtotal: Number(r.subtotal_cents),
  tax: Number(r.tax_cents),
  total: Number(r.total_cents),
  reason: (r.reason as string | null) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

/** Invoices, one per order, issued at placement. */
export function invoicesRepository(db: Queryable) {
  return {
    async issue(i: {
      userId: string;
      orderId: string;
      lines: InvoiceLine[];
      subtotal: number;
      tax: number;
      total: number;
    }): Promise<string> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO invoices (id, user_id, order_id, lines, subtotal_cents, tax_cents, total_cents)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
        [id, i.userId, i.orderId, JSON.stringify(i.lines), i.subtotal, i.tax, i.total],
      );
      return id;
    },
    /**
     * Issues the next revision of the order's invoice (same number) when its amounts changed; the first
     * revision is recorded from the invoice as issued. Answers the new revision number, or null when nothing
     * changed or the order has no invoice. Call it under the account lock (the order chain holds it).
     */
    async revise(
      orderId: string,
      next: InvoiceAmounts,
      reason: string,
      by: { actorId: string | null; assumedBy: string | null } = { actorId: null, assumedBy: null },
    ): Promise<number | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM invoices WHERE order_id = $1 FOR UPDATE',
        [orderId],
      );
      const cur = r.rows[0];
      if (!cur) return null;
      const same =
        Number(cur.total_cents) === next.total &&
        Number(cur.tax_cents) === next.tax &&
        JSON.stringify(cur.lines) === JSON.stringify(next.lines);
      if (same) return null;
      const revision = Number(cur.revision ?? 1) + 1;
      await db.query(
        `INSERT INTO invoice_revisions (invoice_id, revision, lines, subtotal_cents, tax_cents, total_cents, created_at)
         VALUES ($1, 1, $2::jsonb, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [
          cur.id,
          JSON.stringify(cur.lines),
          cur.subtotal_cents,
          cur.tax_cents,
          cur.total_cents,
          cur.created_at,
        ],
      );
      await db.query(
        `INSERT INTO invoice_revisions
           (invoice_id, revision, lines, subtotal_cents, tax_cents, total_cents, reason, actor_id, assumed_by)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9)`,
        [
          cur.id,
          revision,
          JSON.stringify(next.lines),
          next.subtotal,
          next.tax,
          next.total,
          reason,
          by.actorId,
          by.assumedBy,
        ],
      );
      await db.query(
        `UPDATE invoices SET lines = $2::jsonb, subtotal_cents = $3, tax_cents = $4, total_cents = $5, revision = $6
          WHERE id = $1`,
        [cur.id, JSON.stringify(next.lines), next.subtotal, next.tax, next.total, revision],
      );
      return revision;
    },
    /** Every revision of an invoice, oldest first (empty: never revised, the invoice is its only revision). */
    async revisions(invoiceId: string): Promise<InvoiceRevisionRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM invoice_revisions WHERE invoice_id = $1 ORDER BY revision',
        [invoiceId],
      );
      return r.rows.map(toRevision);
    },
    /** Every revision of an order's invoice with who issued it (staff's order page), oldest first. */
    async revisionsForStaff(orderId: string): Promise<StaffInvoiceRevisionRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT i.id AS invoice_id, i.number, r.revision, r.total_cents, r.reason, r.created_at,
                r.actor_id, u.name AS actor_name, u.email AS actor_email,
                r.assumed_by, a.name AS assumed_name, a.email AS assumed_email
           FROM invoices i JOIN invoice_revisions r ON r.invoice_id = i.id
           LEFT JOIN users u ON u.id = r.actor_id LEFT JOIN users a ON a.id = r.assumed_by
          WHERE i.order_id = $1 ORDER BY r.revision`,
        [orderId],
      );
      return r.rows.map((x) => ({
        invoiceId: String(x.invoice_id),
        number: Number(x.number),
        revision: Number(x.revision),
        total: Number(x.total_cents),
        reason: (x.reason as string | null) ?? null,
        createdAt: new Date(x.created_at as string).toISOString(),
        actor: revisionActor(x.actor_id, x.actor_name, x.actor_email),
        assumedBy: revisionActor(x.assumed_by, x.assumed_name, x.assumed_email),
      }));
    },
    async get(id: string, userId?: string): Promise<InvoiceRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE i.id = $1 AND ($2::text IS NULL OR i.user_id = $2)`,
        [id, userId ?? null],
      );
      return r.rows[0] ? toInvoice(r.rows[0]) : null;
    },
    async forOrder(orderId: string): Promise<InvoiceRow | null> {
      const r = await db.query<Record<string, unknown>>(`${SELECT} WHERE i.order_id = $1`, [orderId]);
      return r.rows[0] ? toInvoice(r.rows[0]) : null;
    },
    async page(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: InvoiceRow[]; count: number }> {
      const count = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM invoices WHERE user_id = $1',
        [userId],
      );
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE i.user_id = $1 ORDER BY i.created_at DESC, i.number DESC
          LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        [userId],
      );
      return { rows: r.rows.map(toInvoice), count: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
