import type { OrderLine } from '@platen/domain/ordering/order-lines';
import type { Queryable } from './db.ts';
import { type OrderLifecycleRow, toLifecycleRow } from './order-events-repository.ts';
import { type ShiftRow, toShift } from './shifts-repository.ts';

/** An order line (domain order-lines.ts) with its price. */
export interface OrderLineRow extends OrderLine {
  unitCents: number;
  totalCents: number;
}

export interface NewOrder {
  id: string;
  userId: string;
  cartId: string;
  cartVersion: number;
  po: string | null;
  cart: unknown;
  quote: unknown;
  totalCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  lines: OrderLineRow[];
}

export interface OrderRow {
  id: string;
  cartId: string;
  cartVersion: number;
  status: string;
  po: string | null;
  cart: Record<string, unknown>;
  quote: unknown;
  totalCents: number;
  dueDate: string;
  createdAt: string;
}

const cols = `id, cart_id, cart_version, status, po, cart, quote, total_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, created_at`;

function toOrder(row: Record<string, unknown>): OrderRow {
  return {
    id: String(row.id),
    cartId: String(row.cart_id),
    cartVersion: Number(row.cart_version),
    status: String(row.status),
    po: (row.po as string | null) ?? null,
    cart: row.cart as Record<string, unknown>,
    quote: row.quote,
    totalCents: Number(row.total_cents),
    dueDate: String(row.due_date),
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

/** Orders and their lines, scoped to the owner. */
export function ordersRepository(db: Queryable) {
  return {
    /** Inserts the order and all its lines in one statement (never an order without its lines). */
    async insert(o: NewOrder): Promise<void> {
      await db.query(
        `WITH o AS (
           INSERT INTO orders (id, user_id, cart_id, cart_version, po, cart, quote, total_cents, due_date)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9::date) RETURNING id)
         INSERT INTO order_lines (order_id, line_no, shipment_id, printable_id, product_identifier, color, size,
                                  quantity, unit_cents, total_cents)
         SELECT o.id, l."lineNo", l."shipmentId", l."printableId", l."productIdentifier", l.color, l.size,
                l.quantity, l."unitCents", l."totalCents"
           FROM o, jsonb_to_recordset($10::jsonb) AS l("lineNo" int, "shipmentId" text, "printableId" text,
                "productIdentifier" text, color text, size text, quantity int, "unitCents" bigint, "totalCents" bigint)`,
        [
          o.id,
          o.userId,
          o.cartId,
          o.cartVersion,
          o.po,
          JSON.stringify(o.cart),
          JSON.stringify(o.quote),
          o.totalCents,
          o.dueDate,
          JSON.stringify(o.lines),
        ],
      );
    },
    /**
     * A re-priced order (a design change): its cart, quote and total, and each line's prices (lines keep their
     * number, product and quantity).
     */
    async reprice(id: string, o: Pick<NewOrder, 'cart' | 'quote' | 'totalCents' | 'lines'>): Promise<void> {
      await db.query(
        'UPDATE orders SET cart = $2::jsonb, quote = $3::jsonb, total_cents = $4 WHERE id = $1',
        [id, JSON.stringify(o.cart), JSON.stringify(o.quote), o.totalCents],
      );
      await db.query(
        `UPDATE order_lines ol SET unit_cents = l."unitCents", total_cents = l."totalCents"
           FROM jsonb_to_recordset($2::jsonb) AS l("lineNo" int, "unitCents" bigint, "totalCents" bigint)
          WHERE ol.order_id = $1 AND ol.line_no = l."lineNo"`,
        [id, JSON.stringify(o.lines)],
      );
    },
    async get(id: string, userId: string): Promise<OrderRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT ${cols} FROM orders WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return r.rows[0] ? toOrder(r.rows[0]) : null;
    },
    /** What the floor reads of an order it does not own: its status and its lifecycle document. */
    /** What the floor reads of an order: its status, lifecycle, cart document and owner. */
    async floorFacts(
      id: string,
    ): Promise<{ status: string; lifecycle: unknown; cart: Record<string, unknown>; userId: string } | null> {
      const r = await db.query<{
        status: string;
        lifecycle: unknown;
        cart: Record<string, unknown>;
        userId: string;
      }>('SELECT status, lifecycle, cart, user_id AS "userId" FROM orders WHERE id = $1', [id]);
      return r.rows[0] ?? null;
    },
    /**
     * A scan's first read, in one statement: the employee's open shift (or null), and the order of the unit with
     * this barcode (null when there is no such unit) locked for the rest of the transaction (as
     * unitsRepository.lockOrder) with its lifecycle row (current under the lock: events can be committed after
     * it without reading it again). A unit's order never changes, so it is found without a lock.
     */
    async lockForScan(
      employeeId: string,
      barcode: string,
    ): Promise<{ shift: ShiftRow | null; order: OrderLifecycleRow | null }> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT (SELECT to_jsonb(s) FROM shifts s WHERE s.employee_id = $1 AND s.ended_at IS NULL) AS shift, o.*
           FROM (SELECT 1) one
           LEFT JOIN LATERAL (
             SELECT id, user_id, status, last_sequence, lifecycle, total_cents, created_at, from_coupa
               FROM orders WHERE id = (SELECT order_id FROM units WHERE barcode = $2) FOR UPDATE) o ON true`,
        [employeeId, barcode],
      );
      const row = r.rows[0] ?? {};
      const shift = row.shift ? toShift(row.shift as Record<string, unknown>) : null;
      return { shift, order: row.id ? toLifecycleRow(row) : null };
    },
    async list(userId: string, limit = 200): Promise<OrderRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT ${cols} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
        [userId, limit],
      );
      return r.rows.map(toOrder);
    },
    async lines(orderId: string): Promise<OrderLineRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT line_no, shipment_id, printable_id, product_identifier, color, size, quantity, unit_cents, total_cents
           FROM order_lines WHERE order_id = $1 ORDER BY line_no`,
        [orderId],
      );
      return r.rows.map((row) => ({
        lineNo: Number(row.line_no),
        shipmentId: String(row.shipment_id),
        printableId: String(row.printable_id),
        productIdentifier: (row.product_identifier as string | null) ?? null,
        color: (row.color as string | null) ?? null,
        size: String(row.size),
        quantity: Number(row.quantity),
        unitCents: Number(row.unit_cents),
        totalCents: Number(row.total_cents),
      }));
    },
  };
}
