import type { Queryable } from './db.ts';

/** One employee as the staff administration screen lists them. */
export interface StaffRow {
  id: string;
  email: string;
  name: string;
  roleLevel: number;
  roleGroup: string | null;
  position: string | null;
  facility: string | null;
  status: 'invited' | 'active' | 'deactivated';
  twoFactorRequired: boolean;
  twoFactorOn: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

/** One stored change of an employee: who did it, to whom, what, when. */
export interface StaffAuditRow {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string;
  targetId: string | null;
  targetEmail: string;
  action: string;
  detail: Record<string, unknown>;
}

const cols = `id, email, name, role_level AS "roleLevel", role_group AS "roleGroup", position, facility,
  staff_status AS status, two_factor_required AS "twoFactorRequired", (totp_secret IS NOT NULL) AS "twoFactorOn",
  last_sign_in_at AS "lastSignInAt", created_at AS "createdAt"`;

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());
const staffRow = (r: StaffRow): StaffRow => ({
  ...r,
  lastSignInAt: iso(r.lastSignInAt),
  createdAt: iso(r.createdAt) ?? '',
});

/** A role given to an employee. */
export interface StaffRoleFields {
  roleLevel: number;
  roleGroup: string;
  position: string;
  facility: string | null;
  twoFactorRequired: boolean;
}

const forget = (db: Queryable) => {
  const cache = db.cache;
  if (cache) db.afterCommit(() => cache.forgetUsers());
};

/** Staff accounts (role level EMPLOYEE and above) and their audit log. */
export function staffRepository(db: Queryable) {
  return {
    /** Every staff account, a group's only when `group` is given; by group, then name. */
    async list(group: string | null): Promise<StaffRow[]> {
      const r = await db.query<StaffRow>(
        `SELECT ${cols} FROM users WHERE role_level >= 1 AND ($1::text IS NULL OR role_group = $1)
          ORDER BY role_group NULLS LAST, lower(name), email`,
        [group],
      );
      return r.rows.map(staffRow);
    },
    async byId(id: string): Promise<StaffRow | null> {
      const r = await db.query<StaffRow>(`SELECT ${cols} FROM users WHERE id = $1`, [id]);
      return r.rows[0] ? staffRow(r.rows[0]) : null;
    },
    /** An invited employee: no usable password until the link is used. Null when the e-mail is taken. */
    async insertInvited(
      u: {
        id: string;
        email: string;
        name: string;
        passwordHash: string;
        apiKeyHash: string;
      } & StaffRoleFields,
    ): Promise<StaffRow | null> {
      const r = await db.query<{ id: string }>(
        `INSERT INTO users (id, email, name, company, password_hash, api_key_hash, role_level, role_group, position,
                            facility, staff_status, two_factor_required)
         VALUES ($1, lower($2), $3, 'Platen', $4, $5, $6, $7, $8, $9, 'invited', $10)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [
          u.id,
          u.email,
          u.name,
          u.passwordHash,
          u.apiKeyHash,
          u.roleLevel,
          u.roleGroup,
          u.position,
          u.facility,
          u.twoFactorRequired,
        ],
      );
      return r.rows[0] ? this.byId(u.id) : null;
    },
    /** A new role for the employee; cached sessions and keys see it on their next request. */
    async setRole(id: string, f: StaffRoleFields): Promise<void> {
      await db.query(
        `UPDATE users SET role_level = $2, role_group = $3, position = $4, facility = $5,
                two_factor_required = two_factor_required OR $6 WHERE id = $1`,
        [id, f.roleLevel, f.roleGroup, f.position, f.facility, f.twoFactorRequired],
      );
      forget(db);
    },
    async setStatus(id: string, status: StaffRow['status']): Promise<void> {
      await db.query('UPDATE users SET staff_status = $2 WHERE id = $1', [id, status]);
      forget(db);
    },
    /** The invitation's link used: the password the employee chose, and the account is active. */
    async activate(id: string, name: string, passwordHash: string): Promise<boolean> {
      const r = await db.query(
        `UPDATE users SET staff_status = 'active', name = $2, password_hash = $3
          WHERE id = $1 AND staff_status = 'invited'`,
        [id, name, passwordHash],
      );
      forget(db);
      return r.rowCount > 0;
    },
    /** Two-factor sign-in off (secret, pending secret, recovery codes): the employee sets it up again. */
    async resetTwoFactor(id: string): Promise<void> {
      await db.query(
        `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_recovery_hashes = NULL,
                totp_last_step = NULL WHERE id = $1`,
        [id],
      );
      forget(db);
    },
    async recordSignIn(id: string): Promise<void> {
      await db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [id]);
    },
    async audit(e: Omit<StaffAuditRow, 'id' | 'at'>): Promise<void> {
      await db.query(
        `INSERT INTO staff_audit_events (actor_id, actor_email, target_id, target_email, action, detail)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [e.actorId, e.actorEmail, e.targetId, e.targetEmail, e.action, JSON.stringify(e.detail)],
      );
    },
    /** The newest audit events first; a group's only (the target's group at the time) when `group` is given. */
    async auditLog(group: string | null, limit: number): Promise<StaffAuditRow[]> {
      const r = await db.query<StaffAuditRow>(
        `SELECT id, at, actor_id AS "actorId", actor_email AS "actorEmail", target_id AS "targetId",
                target_email AS "targetEmail", action, detail
           FROM staff_audit_events WHERE ($1::text IS NULL OR detail ->> 'group' = $1)
          ORDER BY at DESC, id DESC LIMIT $2`,
        [group, limit],
      );
      return r.rows.map((x) => ({ ...x, id: Number(x.id), at: iso(x.at) ?? '' }));
    },
  };
}
