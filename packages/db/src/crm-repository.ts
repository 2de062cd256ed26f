import type { CrmActivity, CrmCustomer, CrmCustomerPage, CrmCustomerQuery } from '@platen/contracts';
import type { Queryable } from './db.ts';
import { PAID_ORDER_CENTS, PAID_ORDER_ROW } from './reports/paid-orders.ts';

/** Customers per CRM page. */
export const CRM_PAGE_SIZE = 25;

/** The sort expression of each CRM sort key (a fixed list: never the caller's text). */
const SORT_SQL: Record<CrmCustomerQuery['sort'], string> = {
  name: 'lower(c.name)',
  lifetimeValue: 'lifetime_value',
  lastOrderAt: 'last_order_at',
  openClaims: 'open_claims',
  balance: 'balance',
};

/**
 * Customer accounts (role USER, not sub-users) with their figures: lifetime value = what they paid for orders
 * (the ledger, reports/paid-orders.ts), orders, last order, open claims, balance (the ledger's sum).
 */
const CUSTOMERS = `
  SELECT c.id, c.name, c.email, c.company,
         COALESCE((SELECT sum(${PAID_ORDER_CENTS}) FROM ledger_transactions l
                    WHERE l.user_id = c.id AND ${PAID_ORDER_ROW}), 0)::bigint AS lifetime_value,
         (SELECT count(*) FROM orders o WHERE o.user_id = c.id)::int AS orders,
         (SELECT max(o.created_at) FROM orders o WHERE o.user_id = c.id) AS last_order_at,
         (SELECT count(*) FROM claims k WHERE k.user_id = c.id AND k.status = 'open')::int AS open_claims,
         COALESCE((SELECT sum(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END)
                     FROM ledger_transactions l WHERE l.user_id = c.id), 0)::bigint AS balance
    FROM users c
   WHERE c.role_level = 0 AND c.parent_user_id IS NULL`;

const customerOf = (r: Record<string, unknown>): CrmCustomer => ({
  id: String(r.id),
  name: String(r.name),
  email: String(r.email),
  company: (r.company as string | null) ?? null,
  lifetimeValueCents: Number(r.lifetime_value),
  orders: Number(r.orders),
  lastOrderAt: r.last_order_at ? new Date(r.last_order_at as string).toISOString() : null,
  openClaims: Number(r.open_claims),
  balanceCents: Number(r.balance),
});

const ACTIVITY = `
  SELECT a.id, a.user_id, c.name AS customer_name, a.type, a.body, a.follow_up_on, b.name AS by_name, a.created_at
    FROM crm_activities a JOIN users c ON c.id = a.user_id LEFT JOIN users b ON b.id = a.created_by`;

const activityOf = (r: Record<string, unknown>): CrmActivity => ({
  id: String(r.id),
  customerId: String(r.user_id),
  customerName: String(r.customer_name),
  type: r.type as CrmActivity['type'],
  note: String(r.body),
  followUpOn: r.follow_up_on ? dayOf(r.follow_up_on) : null,
  byName: (r.by_name as string | null) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

/** A date column as YYYY-MM-DD (pg gives a Date at local midnight, PGlite may too). */
function dayOf(v: unknown): string {
  if (v instanceof Date)
    return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
}

/** The sales team's customer list and activity log (docs/decisions/crm.md). */
export function crmRepository(db: Queryable) {
  return {
    /** One page of customers, searched by name, e-mail or company, sorted by a known key (ties by id). */
    async customers(q: CrmCustomerQuery): Promise<CrmCustomerPage> {
      const like = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
      const where = `($1::text IS NULL OR c.name ILIKE $1 OR c.email ILIKE $1 OR c.company ILIKE $1)`;
      const total = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM users c WHERE c.role_level = 0 AND c.parent_user_id IS NULL AND ${where}`,
        [like],
      );
      const n = Number(total.rows[0]?.n ?? 0);
      const dir = q.dir === 'asc' ? 'ASC' : 'DESC';
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM (${CUSTOMERS} AND ${where}) c
          ORDER BY ${SORT_SQL[q.sort]} ${dir} NULLS LAST, c.id LIMIT ${CRM_PAGE_SIZE} OFFSET $2`,
        [like, (q.page - 1) * CRM_PAGE_SIZE],
      );
      return {
        customers: r.rows.map(customerOf),
        page: q.page,
        pages: Math.max(1, Math.ceil(n / CRM_PAGE_SIZE)),
        total: n,
      };
    },

    /** One customer account with its figures, or null (unknown, staff or a sub-user). */
    async customer(id: string): Promise<CrmCustomer | null> {
      const r = await db.query<Record<string, unknown>>(`${CUSTOMERS} AND c.id = $1`, [id]);
      return r.rows[0] ? customerOf(r.rows[0]) : null;
    },

    /** A customer's activity log, newest first. */
    async activities(customerId: string): Promise<CrmActivity[]> {
      const r = await db.query<Record<string, unknown>>(
        `${ACTIVITY} WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
        [customerId],
      );
      return r.rows.map(activityOf);
    },

    /** Logs an e-mail or call with a customer (name and e-mail copied, as a contact message carries them). */
    async logActivity(a: {
      id: string;
      customer: CrmCustomer;
      type: CrmActivity['type'];
      note: string;
      followUpOn: string | null;
      createdBy: string;
    }): Promise<CrmActivity> {
      await db.query(
        `INSERT INTO crm_activities (id, type, source, name, email, subject, body, user_id, follow_up_on, created_by)
         VALUES ($1, $2, 'sales', $3, $4, '', $5, $6, $7::date, $8)`,
        [a.id, a.type, a.customer.name, a.customer.email, a.note, a.customer.id, a.followUpOn, a.createdBy],
      );
      const r = await db.query<Record<string, unknown>>(`${ACTIVITY} WHERE a.id = $1`, [a.id]);
      return activityOf(r.rows[0]!);
    },

    /** Follow-ups due on or before `day`, oldest first (each customer's latest activity with a follow-up). */
    async followUpsDue(day: string): Promise<CrmActivity[]> {
      const r = await db.query<Record<string, unknown>>(
        `${ACTIVITY} WHERE a.follow_up_on <= $1::date AND a.user_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM crm_activities n WHERE n.user_id = a.user_id AND n.created_at > a.created_at)
          ORDER BY a.follow_up_on, a.created_at LIMIT 200`,
        [day],
      );
      return r.rows.map(activityOf);
    },
  };
}
