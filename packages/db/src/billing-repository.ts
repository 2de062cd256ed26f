import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';
import { ownerFilters } from './sql-filters.ts';

/** One stored ledger row. */
export interface LedgerRow {
  id: string;
  userId: string;
  direction: 'credit' | 'debit';
  type: string;
  amount: number;
  orderId: string | null;
  claimId: string | null;
  note: string | null;
  externalRef: string | null;
  actorId: string | null;
  createdAt: string;
}

export interface NewLedgerRow {
  userId: string;
  direction: 'credit' | 'debit';
  type: string;
  amount: number;
  orderId?: string | null;
  claimId?: string | null;
  note?: string | null;
  externalRef?: string | null;
  actorId?: string | null;
}

/** The account's money facts, read under its lock. */
export interface AccountFunds {
  balance: number;
  creditLine: number;
  stripeCustomerId: string | null;
  defaultPaymentMethod: string | null;
  autoRecharge: { below: number; amount: number } | null;
}

/** An order waiting for funds. */
export interface HeldOrder {
  orderId: string;
  total: number;
  createdAt: string;
  /** Its invoice (issued at placement), the reference a transfer quotes. */
  invoiceId: string | null;
  invoiceNumber: number | null;
}

const toLedger = (r: Record<string, unknown>): LedgerRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  direction: r.direction as 'credit' | 'debit',
  type: String(r.type),
  amount: Number(r.amount_cents),
  orderId: (r.order_id as string | null) ?? null,
  claimId: (r.claim_id as string | null) ?? null,
  note: (r.note as string | null) ?? null,
  externalRef: (r.external_ref as string | null) ?? null,
  actorId: (r.actor_id as string | null) ?? null,
  createdAt: new Date(r.created_at as string).toISOString(),
});

/** Ledger, credit line and held orders of one account. The balance is always summed from the ledger. */
export function billingRepository(db: Queryable) {
  /** The sum of the account's ledger in cents. */
  const balance = async (userId: string): Promise<number> => {
    const r = await db.query<{ b: number | string | null }>(
      `SELECT COALESCE(SUM(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END), 0)::bigint AS b
         FROM ledger_transactions WHERE user_id = $1`,
      [userId],
    );
    return Number(r.rows[0]?.b ?? 0);
  };
  /** The account row and its balance; `lock` is '' or 'FOR UPDATE'. */
  const readFunds = async (userId: string, lock: '' | 'FOR UPDATE'): Promise<AccountFunds> => {
    const a = await db.query<Record<string, unknown>>(
      `SELECT credit_line_cents, stripe_customer_id, default_payment_method, auto_recharge
         FROM billing_accounts WHERE user_id = $1 ${lock}`,
      [userId],
    );
    const row = a.rows[0] ?? {};
    return {
      balance: await balance(userId),
      creditLine: Number(row.credit_line_cents ?? 0),
      stripeCustomerId: (row.stripe_customer_id as string | null) ?? null,
      defaultPaymentMethod: (row.default_payment_method as string | null) ?? null,
      autoRecharge: (row.auto_recharge as AccountFunds['autoRecharge']) ?? null,
    };
  };
  return {
    /**
     * Takes the account's lock for the rest of the transaction (creating its row on first use) and answers its
     * funds. Every money movement of the account calls this first, so two of them never interleave; the order
     * of locks is always account, then orders.
     */
    async lock(userId: string): Promise<AccountFunds> {
      await db.query('INSERT INTO billing_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
        userId,
      ]);
      return readFunds(userId, 'FOR UPDATE');
    },

    /** The account's funds without a lock (reads). */
    funds(userId: string): Promise<AccountFunds> {
      return readFunds(userId, '');
    },

    /** The sum of the account's ledger in cents. */
    balance,

    /** Appends one immutable row; returns it (null when `externalRef` was already recorded). */
    async append(t: NewLedgerRow): Promise<LedgerRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO ledger_transactions (id, user_id, direction, type, amount_cents, order_id, claim_id, note,
                                          external_ref, actor_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (external_ref) DO NOTHING RETURNING *`,
        [
          randomUUID(),
          t.userId,
          t.direction,
          t.type,
          t.amount,
          t.orderId ?? null,
          t.claimId ?? null,
          t.note ?? null,
          t.externalRef ?? null,
          t.actorId ?? null,
        ],
      );
      return r.rows[0] ? toLedger(r.rows[0]) : null;
    },

    /** The order's payment debit, if any. */
    async orderDebit(orderId: string): Promise<LedgerRow | null> {
      const r = await db.query<Record<string, unknown>>(
        "SELECT * FROM ledger_transactions WHERE order_id = $1 AND type = 'order' AND direction = 'debit'",
        [orderId],
      );
      return r.rows[0] ? toLedger(r.rows[0]) : null;
    },

    /**
     * The order's net in cents: debits less credits of its order-money rows (`types`, domain
     * billing/order-changes.ts ORDER_MONEY_TYPES): what the customer has paid for it so far.
     */
    async orderNetCents(orderId: string, types: readonly string[]): Promise<number> {
      const r = await db.query<{ s: number | string | null }>(
        `SELECT COALESCE(SUM(CASE WHEN direction = 'debit' THEN amount_cents ELSE -amount_cents END), 0)::bigint AS s
           FROM ledger_transactions WHERE order_id = $1 AND type = ANY($2::text[])`,
        [orderId, [...types]],
      );
      return Number(r.rows[0]?.s ?? 0);
    },

    /**
     * The order's total and the quote it was placed with (what invoices and refunds are worked from); with
     * `withCart`, its cart too (only an item refund needs it: placement never reads the cart back).
     */
    async orderPricing(
      orderId: string,
      withCart = false,
    ): Promise<{ total: number; cart: unknown; quote: unknown } | null> {
      const r = await db.query<{ total_cents: number | string; cart: unknown; quote: unknown }>(
        `SELECT total_cents, quote${withCart ? ', cart' : ''} FROM orders WHERE id = $1`,
        [orderId],
      );
      const row = r.rows[0];
      return row ? { total: Number(row.total_cents), cart: row.cart ?? null, quote: row.quote } : null;
    },

    /** Opens the account with a credit line unless it exists already (seeding; never changes an account). */
    async openAccount(userId: string, creditLine: number): Promise<void> {
      await db.query(
        'INSERT INTO billing_accounts (user_id, credit_line_cents) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [userId, creditLine],
      );
    },

    async setCreditLine(userId: string, cents: number): Promise<void> {
      await db.query(
        `INSERT INTO billing_accounts (user_id, credit_line_cents) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET credit_line_cents = $2, updated_at = now()`,
        [userId, cents],
      );
    },

    async setStripeCustomer(userId: string, customerId: string): Promise<void> {
      await db.query(
        'UPDATE billing_accounts SET stripe_customer_id = $2, updated_at = now() WHERE user_id = $1',
        [userId, customerId],
      );
    },

    async setDefaultPaymentMethod(userId: string, pm: string | null): Promise<void> {
      await db.query(
        'UPDATE billing_accounts SET default_payment_method = $2, updated_at = now() WHERE user_id = $1',
        [userId, pm],
      );
    },

    async setAutoRecharge(userId: string, v: AccountFunds['autoRecharge']): Promise<void> {
      await db.query(
        'UPDATE billing_accounts SET auto_recharge = $2::jsonb, updated_at = now() WHERE user_id = $1',
        [userId, v === null ? null : JSON.stringify(v)],
      );
    },

    /** The account whose Stripe customer is `customerId`. */
    async userByStripeCustomer(customerId: string): Promise<string | null> {
      const r = await db.query<{ user_id: string }>(
        'SELECT user_id FROM billing_accounts WHERE stripe_customer_id = $1',
        [customerId],
      );
      return r.rows[0]?.user_id ?? null;
    },

    /** Orders waiting for funds, oldest first. */
    async held(userId: string): Promise<HeldOrder[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT o.id, o.total_cents, o.created_at, i.id AS invoice_id, i.number AS invoice_number
           FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
          WHERE o.user_id = $1 AND o.status = 'unpaid'
          ORDER BY o.created_at, o.id`,
        [userId],
      );
      return r.rows.map((o) => ({
        orderId: String(o.id),
        total: Number(o.total_cents),
        createdAt: new Date(o.created_at as string).toISOString(),
        invoiceId: o.invoice_id == null ? null : String(o.invoice_id),
        invoiceNumber: o.invoice_number == null ? null : Number(o.invoice_number),
      }));
    },

    /** A page of the account's ledger, newest first, optionally of one type; with the total count. */
    async page(
      userId: string,
      f: { type?: string | undefined; from?: string | undefined; to?: string | undefined },
      limit: number,
      offset: number,
    ): Promise<{ rows: LedgerRow[]; count: number }> {
      const filters = ownerFilters('user_id', userId);
      const { args, add } = filters;
      if (f.type) add('type = ?', f.type);
      if (f.from) add('created_at >= ?::timestamptz', f.from);
      if (f.to) add('created_at < ?::timestamptz', f.to);
      const cond = filters.sql;
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transactions WHERE ${cond}`,
        args,
      );
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM ledger_transactions WHERE ${cond} ORDER BY created_at DESC, id DESC
          LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        args,
      );
      return { rows: r.rows.map(toLedger), count: Number(count.rows[0]?.n ?? 0) };
    },

    /** Every row of the account between two instants, oldest first (statements). */
    async between(userId: string, from: string, to: string): Promise<LedgerRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM ledger_transactions WHERE user_id = $1 AND created_at >= $2::timestamptz
            AND created_at < $3::timestamptz ORDER BY created_at, id`,
        [userId, from, to],
      );
      return r.rows.map(toLedger);
    },

    /** The balance before an instant (a statement's opening balance). */
    async balanceBefore(userId: string, at: string): Promise<number> {
      const r = await db.query<{ b: number | string | null }>(
        `SELECT COALESCE(SUM(CASE WHEN direction = 'credit' THEN amount_cents ELSE -amount_cents END), 0)::bigint AS b
           FROM ledger_transactions WHERE user_id = $1 AND created_at < $2::timestamptz`,
        [userId, at],
      );
      return Number(r.rows[0]?.b ?? 0);
    },

    /** Records a provider event id; false when it was seen before. */
    async firstDelivery(eventId: string, type: string): Promise<boolean> {
      const r = await db.query(
        'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [eventId, type],
      );
      return r.rows.length > 0;
    },
  };
}
