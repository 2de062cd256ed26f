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
}

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
