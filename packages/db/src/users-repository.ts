import type { Queryable } from './db.ts';
import type { UserRow } from './user-row.ts';

/** A new account: the password's hash and the API key's hash, never the key itself. */
export interface NewUser extends UserRow {
  passwordHash: string;
  apiKeyHash: string;
}

const cols =
  'id, email, name, company, role_level AS "roleLevel", role_group AS "roleGroup", position, ' +
  'parent_user_id AS "parentUserId", sub_user_permissions AS "subUserPermissions", agent_type AS "agentType", ' +
  '(two_factor_required AND totp_secret IS NULL) AS "twoFactorSetupDue"';
/** Deactivated staff have no live session or key: lookups skip them as well as revoking. */
const LIVE = "staff_status <> 'deactivated'";

/** Users: accounts with a password hash and the hash of their API key. */
export function usersRepository(db: Queryable) {
  return {
    /** The new user, or null when the e-mail is taken (nothing is written then). */
    async insert(u: NewUser): Promise<UserRow | null> {
      const r = await db.query<UserRow>(
        `INSERT INTO users (id, email, name, company, password_hash, api_key_hash, role_level, role_group, position)
         VALUES ($1, lower($2), $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (email) DO NOTHING RETURNING ${cols}`,
        [
          u.id,
          u.email,
          u.name,
          u.company,
          u.passwordHash,
          u.apiKeyHash,
          u.roleLevel,
          u.roleGroup ?? null,
          u.position ?? null,
        ],
      );
      return r.rows[0] ?? null;
    },
    /** True when some account holds at least `roleLevel` (a first start looks for an administrator). */
    async anyAtLevel(roleLevel: number): Promise<boolean> {
      const r = await db.query('SELECT 1 FROM users WHERE role_level >= $1 LIMIT 1', [roleLevel]);
      return r.rows.length > 0;
    },
    async byEmail(email: string): Promise<UserRow | null> {
      const r = await db.query<UserRow>(`SELECT ${cols} FROM users WHERE email = lower($1)`, [email]);
      return r.rows[0] ?? null;
    },
    /** The user and its password hash, for signing in only (never cached). */
    async credentialsByEmail(
      email: string,
    ): Promise<{ user: UserRow; passwordHash: string; deactivated: boolean } | null> {
      const r = await db.query<UserRow & { passwordHash: string; deactivated: boolean }>(
        `SELECT ${cols}, password_hash AS "passwordHash", NOT (${LIVE}) AS deactivated FROM users WHERE email = lower($1)`,
        [email],
      );
      const row = r.rows[0];
      if (!row) return null;
      const { passwordHash, deactivated, ...user } = row;
      return { user, passwordHash, deactivated };
    },
    /** Replaces the password hash (a sign-in rehashes an old-cost hash). */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },
    /** Name and e-mail of each user id given (a screen that names who acted); unknown ids are left out. */
    async people(
      ids: readonly string[],
    ): Promise<{ id: string; name: string | null; email: string | null }[]> {
      if (ids.length === 0) return [];
      const r = await db.query<{ id: string; name: string | null; email: string | null }>(
        'SELECT id, name, email FROM users WHERE id = ANY($1::text[])',
        [[...new Set(ids)]],
      );
      return r.rows;
    },
    async byId(id: string): Promise<UserRow | null> {
      const r = await db.query<UserRow>(`SELECT ${cols} FROM users WHERE id = $1`, [id]);
      return r.rows[0] ?? null;
    },
    /**
     * The user whose API key hashes to `keyHash`, or whose previous key (rotated less than 24 hours ago) does.
     * Current keys are remembered in the local cache until rotated; a previous key is asked of the database each
     * time, so it stops at its deadline.
     */
    /** The local cache's user for a current key, without a promise; undefined when not held (ask byApiKeyHash). */
    heldByApiKeyHash(keyHash: string): UserRow | undefined {
      return db.cache?.apiKeys.get(keyHash);
    },
    async byApiKeyHash(keyHash: string): Promise<UserRow | null> {
      const held = db.cache?.apiKeys.get(keyHash);
      if (held) return held;
      const r = await db.query<UserRow & { current: boolean }>(
        `SELECT ${cols}, (api_key_hash = $1) AS current FROM users
          WHERE (api_key_hash = $1 OR (previous_api_key_hash = $1 AND previous_api_key_until > now())) AND ${LIVE}`,
        [keyHash],
      );
      const row = r.rows[0];
      if (!row) return null;
      const { current, ...user } = row;
      if (current) db.cache?.offerApiKey(keyHash, user);
      return user;
    },
    /**
     * Replaces the user's API key hash. The old key keeps working for `overlapSeconds` (0: stops at once) through
     * the database only: in the local cache it is tombstoned, so a cached entry cannot outlive the overlap.
     * False when there is no such user.
     */
    async rotateApiKey(id: string, newKeyHash: string, overlapSeconds = 0): Promise<boolean> {
      const r = await db.query<{ old: string }>(
        `UPDATE users u SET api_key_hash = $2,
                previous_api_key_hash = CASE WHEN $3::int > 0 THEN o.old END,
                previous_api_key_until = CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3::int) END
           FROM (SELECT id, api_key_hash AS old FROM users WHERE id = $1 FOR UPDATE) o
          WHERE u.id = o.id RETURNING o.old`,
        [id, newKeyHash, overlapSeconds],
      );
      const old = r.rows[0]?.old;
      if (old === undefined) return false;
      // Inside a transaction the old key is dropped once the rotation commits; a rollback leaves it valid.
      const cache = db.cache;
      if (cache) db.afterCommit(() => cache.revokeApiKey(old));
      return true;
    },
    /** When the previous API key stops working (null: no previous key is live). */
    async previousApiKeyUntil(id: string): Promise<Date | null> {
      const r = await db.query<{ until: Date | string | null }>(
        'SELECT previous_api_key_until AS until FROM users WHERE id = $1 AND previous_api_key_until > now()',
        [id],
      );
      const u = r.rows[0]?.until;
      return u ? new Date(u) : null;
    },
  };
}

/** Sessions live in the database so any server process can serve any request. */
export function sessionsRepository(db: Queryable) {
  return {
    /** A new session; the user's last sign-in time is now (the staff list shows it). */
    async create(id: string, userId: string, ttlSeconds: number): Promise<void> {
      await db.query(
        `WITH signed_in AS (UPDATE users SET last_sign_in_at = now() WHERE id = $2)
         INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [id, userId, ttlSeconds],
      );
    },
    /**
     * The session's user, when the session exists and has not expired. With a local cache the answer is
     * remembered until the session expires or is deleted through this process.
     */
    /**
     * The local cache's user for a live session, without a promise; undefined when not held or expired (ask
     * `user`, which also drops an expired entry).
     */
    heldUser(id: string): UserRow | undefined {
      const held = db.cache?.sessions.get(id);
      return held && held.expiresAt > Date.now() ? held.user : undefined;
    },
    async user(id: string): Promise<UserRow | null> {
      const held = db.cache?.sessions.get(id);
      if (held) {
        if (held.expiresAt > Date.now()) return held.user;
        db.cache?.sessions.delete(id);
      }
      const r = await db.query<UserRow & { expiresAtMs: number }>(
        `SELECT u.id, u.email, u.name, u.company, u.role_level AS "roleLevel", u.role_group AS "roleGroup", u.position,
                u.parent_user_id AS "parentUserId", u.sub_user_permissions AS "subUserPermissions", u.agent_type AS "agentType",
                (u.two_factor_required AND u.totp_secret IS NULL) AS "twoFactorSetupDue",
                (EXTRACT(EPOCH FROM s.expires_at) * 1000)::float8 AS "expiresAtMs",
                a.id AS "assumerId", a.email AS "assumerEmail"
           FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN users a ON a.id = s.assumed_by
          WHERE s.id = $1 AND s.expires_at > now() AND u.staff_status <> 'deactivated'`,
        [id],
      );
      const row = r.rows[0] as (typeof r.rows)[number] & {
        assumerId: string | null;
        assumerEmail: string | null;
      };
      if (!row) return null;
      const { expiresAtMs, assumerId, assumerEmail, ...rest } = row;
      const user: UserRow = {
        ...rest,
        assumedBy: assumerId ? { id: assumerId, email: String(assumerEmail) } : null,
      };
      db.cache?.offerSession(id, user, Number(expiresAtMs));
      return user;
    },
    /**
     * R-6-20 / R-6-21: the session now acts as `userId`, with `assumedBy` the staff member behind it (null to
     * return). The cached entry is dropped after the write, so the next read sees the change.
     */
    async setActing(id: string, userId: string, assumedBy: string | null): Promise<void> {
      await db.query('UPDATE sessions SET user_id = $2, assumed_by = $3 WHERE id = $1', [
        id,
        userId,
        assumedBy,
      ]);
      db.cache?.sessions.delete(id);
    },
    async delete(id: string): Promise<void> {
      const cache = db.cache;
      cache?.endSession(id);
      await db.query('DELETE FROM sessions WHERE id = $1', [id]);
    },
    /** Removes sessions that expired (the local cache already ignores them); returns how many. */
    async deleteExpired(): Promise<number> {
      return (await db.query('DELETE FROM sessions WHERE expires_at < now()')).rowCount;
    },
  };
}

/** Fixed-window counters shared by every server process. */
export function rateLimitsRepository(db: Queryable) {
  return {
    /** Counts one hit in bucket's current window; returns hits so far and seconds until the window resets. */
    async hit(bucket: string, windowSeconds: number): Promise<{ hits: number; resetIn: number }> {
      const r = await db.query<{ hits: number; reset_in: number }>(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, now(), 1)
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
           window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
         RETURNING hits, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now()))))::int AS reset_in`,
        [bucket, windowSeconds],
      );
      const row = r.rows[0]!;
      return { hits: Number(row.hits), resetIn: Number(row.reset_in) };
    },
    /** Takes one hit back (an attempt that turned out not to count, e.g. a right password). */
    async refund(bucket: string): Promise<void> {
      await db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1', [bucket]);
    },
    /** Forgets a bucket's hits (e.g. an account's failed sign-ins once the right password came). */
    async clear(bucket: string): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE bucket = $1', [bucket]);
    },
    /** Removes counters whose window opened more than `olderThanSeconds` ago (a new hit starts a new row). */
    async deleteStale(olderThanSeconds: number): Promise<number> {
      const r = await db.query(
        'DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)',
        [olderThanSeconds],
      );
      return r.rowCount;
    },
  };
}

/** Secrets generated once and shared by every server process (e.g. the XSRF HMAC key). */
export function secretsRepository(db: Queryable) {
  return {
    async getOrCreate(name: string, make: () => string): Promise<string> {
      await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        make(),
      ]);
      const r = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
      return r.rows[0]!.value;
    },
    async get(name: string): Promise<string | null> {
      const r = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
      return r.rows[0]?.value ?? null;
    },
    async set(name: string, value: string): Promise<void> {
      await db.query(
        'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value',
        [name, value],
      );
    },
  };
}
