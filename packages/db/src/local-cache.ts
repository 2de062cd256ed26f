import type { UserRow } from './user-row.ts';

/**
 * A map that keeps at most `max` entries and, with `weigh`, at most `maxWeight` in total: adding past either cap
 * drops the least recently used entries (a read moves an entry to the back).
 */
export class BoundedMap<K, V> {
  readonly #map = new Map<K, V>();
  #weight = 0;
  constructor(
    readonly max: number,
    readonly weigh: (value: V) => number = () => 0,
    readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const v = this.#map.get(key);
    if (v !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, v);
    }
    return v;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.#map.set(key, value);
    this.#weight += this.weigh(value);
    while (this.#map.size > this.max || (this.#weight > this.maxWeight && this.#map.size > 1)) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const v = this.#map.get(key);
    if (v === undefined) return;
    this.#weight -= this.weigh(v);
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#map.size;
  }

  /** The summed weight of the entries held. */
  get weight(): number {
    return this.#weight;
  }
}

/**
 * One cart as last committed: its JSON text (what a GET sends, and what the cache's size budget counts) and the
 * document, parsed on first use when the entry came from a read. Objects handed out are shared: callers treat
 * them as immutable (the patch code never mutates its input).
 */
export class CachedCart {
  #doc: Record<string, unknown> | null;
  constructor(
    readonly userId: string,
    readonly version: number,
    readonly orderedAt: string | null,
    readonly text: string,
    doc?: Record<string, unknown>,
  ) {
    this.#doc = doc ?? null;
  }
  get doc(): Record<string, unknown> {
    this.#doc ??= JSON.parse(this.text) as Record<string, unknown>;
    return this.#doc;
  }
}

/**
 * What a server process may remember about the data between requests. It exists only when this process is
 * the database's sole writer (PGlite: one process holds the data directory), so every write passes through
 * the repositories here and can keep it exact:
 * - carts move forward only (an entry is replaced only by a higher version), and a write inside a
 *   transaction lands only after COMMIT, so a rolled-back write or a late read can never leave a stale cart;
 * - the user rows held carry no secret, and their fields never change once created (a future edit of a user's
 *   name, e-mail or role must clear `apiKeys` and `sessions`);
 * - API keys are held by their SHA-256; a rotated key is tombstoned, so a read that raced the rotation can never
 *   bring the old key back;
 * - a session entry carries its expiry and is dropped when the session is deleted.
 * On PostgreSQL several processes share the data, so there is no cache and every read asks the database.
 */
export class LocalCache {
  /** At most 5,000 carts and 64 MB of cart text (a UTF-16 character counted as two bytes). */
  readonly carts = new BoundedMap<string, CachedCart>(5_000, (c) => c.text.length * 2, 64 * 1024 * 1024);
  /** API key hash -> user. */
  readonly apiKeys = new BoundedMap<string, UserRow>(10_000);
  /** Key hashes rotated away here (keys are 256 random bits, so a hash never comes back legitimately). */
  readonly revokedApiKeys = new BoundedMap<string, true>(10_000);
  readonly sessions = new BoundedMap<string, { user: UserRow; expiresAt: number }>(20_000);
  /** Sessions deleted here: a read that raced the delete must not bring one back (ids are never reused). */
  readonly endedSessions = new BoundedMap<string, true>(20_000);

  /** Remembers a session's user unless the session was deleted meanwhile. */
  offerSession(id: string, user: UserRow, expiresAt: number): void {
    if (!this.endedSessions.get(id)) this.sessions.set(id, { user, expiresAt });
  }

  /** Remembers a key's user unless the key was rotated away meanwhile. */
  offerApiKey(keyHash: string, user: UserRow): void {
    if (!this.revokedApiKeys.get(keyHash)) this.apiKeys.set(keyHash, user);
  }

  /** Forgets a rotated key for good. */
  revokeApiKey(keyHash: string): void {
    this.revokedApiKeys.set(keyHash, true);
    this.apiKeys.delete(keyHash);
  }

  /** Forgets a deleted session for good. */
  endSession(id: string): void {
    this.endedSessions.set(id, true);
    this.sessions.delete(id);
  }

  /**
   * A user's row changed (name, e-mail, grants, password): cached sessions and keys are dropped so the next
   * read sees the change (ended sessions and revoked keys stay tombstoned).
   */
  forgetUsers(): void {
    this.sessions.clear();
    this.apiKeys.clear();
  }

  /** Keeps `entry` unless a newer version of the same cart is already held. */
  offerCart(id: string, entry: CachedCart): void {
    const held = this.carts.get(id);
    if (!held || held.version < entry.version) this.carts.set(id, entry);
  }
}
