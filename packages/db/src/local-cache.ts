import type { UserRow } from './users-repository.ts';

/**
 * A map that keeps at most `max` entries: adding past the cap drops the least recently used one (a read
 * moves an entry to the back).
 */
export class BoundedMap<K, V> {
  readonly #map = new Map<K, V>();
  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const v = this.#map.get(key);
    if (v !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.max) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) this.#map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  get size(): number {
    return this.#map.size;
  }
}

/**
 * One cart as last committed. `doc` and `text` are two forms of the same document; whichever was not read
 * is derived on first use. Objects handed out are shared: callers treat them as immutable (the patch code
 * never mutates its input).
 */
export class CachedCart {
  #doc: Record<string, unknown> | null;
  #text: string | null;
  constructor(
    readonly userId: string,
    readonly version: number,
    readonly orderedAt: string | null,
    form: { doc: Record<string, unknown> } | { text: string },
  ) {
    this.#doc = 'doc' in form ? form.doc : null;
    this.#text = 'text' in form ? form.text : null;
  }
  get doc(): Record<string, unknown> {
    this.#doc ??= JSON.parse(this.#text as string) as Record<string, unknown>;
    return this.#doc;
  }
  get text(): string {
    this.#text ??= JSON.stringify(this.#doc);
    return this.#text;
  }
}

/**
 * What a server process may remember about the data between requests. It exists only when this process is
 * the database's sole writer (PGlite: one process holds the data directory), so every write passes through
 * the repositories here and can keep it exact:
 * - carts move forward only (an entry is replaced only by a higher version), and a write inside a
 *   transaction lands only after COMMIT, so a rolled-back write or a late read can never leave a stale cart;
 * - users never change once created (a future edit of a user must clear `apiKeys` and `sessions`);
 * - a session entry carries its expiry and is dropped when the session is deleted.
 * On PostgreSQL several processes share the data, so there is no cache and every read asks the database.
 */
export class LocalCache {
  readonly carts = new BoundedMap<string, CachedCart>(5_000);
  readonly apiKeys = new BoundedMap<string, UserRow>(10_000);
  readonly sessions = new BoundedMap<string, { user: UserRow; expiresAt: number }>(20_000);
  /** Sessions deleted here: a read that raced the delete must not bring one back (ids are never reused). */
  readonly endedSessions = new BoundedMap<string, true>(20_000);

  /** Remembers a session's user unless the session was deleted meanwhile. */
  offerSession(id: string, user: UserRow, expiresAt: number): void {
    if (!this.endedSessions.get(id)) this.sessions.set(id, { user, expiresAt });
  }

  /** Forgets a deleted session for good. */
  endSession(id: string): void {
    this.endedSessions.set(id, true);
    this.sessions.delete(id);
  }

  /** Keeps `entry` unless a newer version of the same cart is already held. */
  offerCart(id: string, entry: CachedCart): void {
    const held = this.carts.get(id);
    if (!held || held.version < entry.version) this.carts.set(id, entry);
  }
}
