import type { Queryable } from './db.ts';
import { CachedCart } from './local-cache.ts';

export interface CartState {
  doc: Record<string, unknown>;
  version: number;
  orderedAt: string | null;
}

/** A cart's stored JSON text and its version (what a cart GET sends). Shared: never change one. */
export interface CartText {
  readonly text: string;
  readonly version: number;
}

export interface CartListRow {
  id: string;
  version: number;
  savedName: string | null;
  savedAt: string | null;
  orderedAt: string | null;
  updatedAt: string;
  itemCount: number;
}

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

/**
 * Carts: one jsonb document with an integer version per cart. Every write moves the version by exactly one
 * and inserts the matching cart_versions row in the same statement, so the log can have no gap. All reads and
 * writes are scoped to the owner: another user's cart is simply not found. When the process is the database's
 * sole writer (`db.cache`), reads are answered from the last committed version held in memory and every
 * write refreshes it once committed; `lock` (order placement) always reads the row.
 */
export function cartsRepository(db: Queryable): CartsRepository {
  let repo = made.get(db);
  if (!repo) {
    repo = makeCartsRepository(db);
    made.set(db, repo);
  }
  return repo;
}

export type CartsRepository = ReturnType<typeof makeCartsRepository>;

/** One repository per database or transaction handle: the hot cart paths do not rebuild it per request. */
const made = new WeakMap<Queryable, ReturnType<typeof makeCartsRepository>>();

function makeCartsRepository(db: Queryable) {
  const cache = db.cache;
  const held = (id: string, userId: string): CachedCart | null | undefined => {
    const entry = cache?.carts.get(id);
    if (!entry) return undefined;
    return entry.userId === userId ? entry : null;
  };
  const asState = (c: CachedCart): CartState => ({ doc: c.doc, version: c.version, orderedAt: c.orderedAt });
  return {
    /** Inserts a cart at version 0 (and its version-0 log row) in one statement. */
    async create(id: string, userId: string, doc: unknown): Promise<void> {
      const text = JSON.stringify(doc);
      await db.query(
        `WITH c AS (INSERT INTO carts (id, user_id, doc) VALUES ($1, $2, $3::jsonb) RETURNING id)
         INSERT INTO cart_versions (cart_id, version, patch) SELECT id, 0, NULL FROM c`,
        [id, userId, text],
      );
      if (cache) {
        const entry = new CachedCart(userId, 0, null, text, doc as Record<string, unknown>);
        db.afterCommit(() => cache.offerCart(id, entry));
      }
    },

    /** The cart's document, version and order time, when userId owns it. */
    async get(id: string, userId: string): Promise<CartState | null> {
      const hit = held(id, userId);
      if (hit !== undefined) return hit && asState(hit);
      const r = await db.query<{ text: string; version: number; ordered_at: unknown }>(
        'SELECT doc::text AS text, version, ordered_at FROM carts WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      const row = r.rows[0];
      if (!row) return null;
      const entry = new CachedCart(userId, Number(row.version), iso(row.ordered_at), row.text);
      cache?.offerCart(id, entry);
      return asState(entry);
    },

    /**
     * getText answered from the local cache alone, without a promise: the entry, null for another user's cart,
     * undefined when not held (ask getText).
     */
    heldText(id: string, userId: string): CartText | null | undefined {
      return held(id, userId);
    },

    /** The stored document as text (exactly what is stored, for byte-level checks and a fast GET). */
    async getText(id: string, userId: string): Promise<CartText | null> {
      const hit = held(id, userId);
      // The cache's own entry (immutable, replaced by a write): one object per version held.
      if (hit !== undefined) return hit;
      const r = await db.query<{ text: string; version: number; ordered_at: unknown }>(
        'SELECT doc::text AS text, version, ordered_at FROM carts WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      const row = r.rows[0];
      if (!row) return null;
      const version = Number(row.version);
      cache?.offerCart(id, new CachedCart(userId, version, iso(row.ordered_at), row.text));
      return { text: row.text, version };
    },

    /** The same as get, locking the row until the transaction ends (order placement). */
    async lock(id: string, userId: string): Promise<CartState | null> {
      const r = await db.query<{ doc: Record<string, unknown>; version: number; ordered_at: unknown }>(
        'SELECT doc, version, ordered_at FROM carts WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [id, userId],
      );
      const row = r.rows[0];
      return row ? { doc: row.doc, version: Number(row.version), orderedAt: iso(row.ordered_at) } : null;
    },

    /**
     * Compare-and-set: stores doc as version expected+1 (with its log row) only when the cart is still at
     * `expected`, owned by userId and not ordered. One statement, so atomic on its own. Returns the new
     * version, or null when nothing was written. `saveName` also records the cart as saved under that name;
     * `orderedAt` marks it ordered.
     */
    async compareAndSet(
      id: string,
      userId: string,
      expected: number,
      doc: unknown,
      patch: unknown,
      extra: { saveName?: string; orderedAt?: string } = {},
    ): Promise<number | null> {
      const text = JSON.stringify(doc);
      const r = await db.query<{ version: number }>(
        `WITH u AS (
           UPDATE carts SET doc = $4::jsonb, version = version + 1, updated_at = now(),
             saved_name = COALESCE($6, saved_name),
             saved_at = CASE WHEN $6::text IS NULL THEN saved_at ELSE now() END,
             ordered_at = COALESCE($7::timestamptz, ordered_at)
           WHERE id = $1 AND user_id = $2 AND version = $3 AND ordered_at IS NULL
           RETURNING id, version)
         INSERT INTO cart_versions (cart_id, version, patch) SELECT id, version, $5::jsonb FROM u RETURNING version`,
        [id, userId, expected, text, JSON.stringify(patch), extra.saveName ?? null, extra.orderedAt ?? null],
      );
      const row = r.rows[0];
      if (!row) return null;
      const version = Number(row.version);
      if (cache) {
        const orderedAt = extra.orderedAt ? iso(extra.orderedAt) : null;
        const entry = new CachedCart(userId, version, orderedAt, text, doc as Record<string, unknown>);
        db.afterCommit(() => cache.offerCart(id, entry));
      }
      return version;
    },

    /** The user's carts, newest first; only carts saved under a name when savedOnly. */
    async list(userId: string, savedOnly: boolean, limit = 200): Promise<CartListRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT id, version, saved_name, saved_at, ordered_at, updated_at,
                (SELECT count(*) FROM jsonb_array_elements(doc->'printables') p WHERE p->>'complete' = 'true')::int AS item_count
           FROM carts WHERE user_id = $1 AND ($2::boolean = false OR saved_at IS NOT NULL)
            -- A stored API quote's cart belongs to the quote: never listed, never the open cart a visit resumes.
            AND NOT EXISTS (SELECT 1 FROM api_quotes q WHERE q.cart_id = carts.id)
          ORDER BY updated_at DESC LIMIT $3`,
        [userId, savedOnly, limit],
      );
      return r.rows.map((row) => ({
        id: String(row.id),
        version: Number(row.version),
        savedName: (row.saved_name as string | null) ?? null,
        savedAt: iso(row.saved_at),
        orderedAt: iso(row.ordered_at),
        updatedAt: iso(row.updated_at) as string,
        itemCount: Number(row.item_count),
      }));
    },

    /** The version log of a cart (tests and audits): every version with the patch that produced it. */
    async versions(id: string): Promise<{ version: number; patch: unknown }[]> {
      const r = await db.query<{ version: number; patch: unknown }>(
        'SELECT version, patch FROM cart_versions WHERE cart_id = $1 ORDER BY version',
        [id],
      );
      return r.rows.map((row) => ({ version: Number(row.version), patch: row.patch }));
    },
  };
}
