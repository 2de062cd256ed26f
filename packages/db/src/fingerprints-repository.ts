import type { Queryable } from './db.ts';

/** An employee's fingerprint: a WebAuthn credential (public key base64url-encoded). */
export interface FingerprintRow {
  credentialId: string;
  employeeId: string;
  employeeName: string;
  employeeEmail: string;
  /** False once the employee is deactivated. */
  employeeLive: boolean;
  employeeGroup: string | null;
  label: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
  removedAt: string | null;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const toRow = (r: Record<string, unknown>): FingerprintRow => ({
  credentialId: String(r.credential_id),
  employeeId: String(r.employee_id),
  employeeName: String(r.employee_name ?? ''),
  employeeEmail: String(r.employee_email ?? ''),
  employeeLive: r.employee_live !== false,
  employeeGroup: (r.employee_group as string | null) ?? null,
  label: String(r.label),
  publicKey: String(r.public_key),
  counter: Number(r.counter),
  transports: (r.transports as string[] | null) ?? [],
  createdAt: iso(r.created_at) as string,
  lastUsedAt: iso(r.last_used_at),
  removedAt: iso(r.removed_at),
});

const SELECT = `SELECT f.*, u.name AS employee_name, u.email AS employee_email, u.role_group AS employee_group,
       u.staff_status <> 'deactivated' AS employee_live
  FROM employee_fingerprints f JOIN users u ON u.id = f.employee_id`;

/** Employees' fingerprints (WebAuthn credentials) and the single-use challenges they answer. */
export function fingerprintsRepository(db: Queryable) {
  return {
    /** The employee's live (not removed) fingerprints, oldest first. */
    async liveOf(employeeId: string): Promise<FingerprintRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE f.employee_id = $1 AND f.removed_at IS NULL ORDER BY f.created_at, f.credential_id`,
        [employeeId],
      );
      return r.rows.map(toRow);
    },
    /** Every live fingerprint of every employee, by employee name. */
    async allLive(): Promise<FingerprintRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE f.removed_at IS NULL ORDER BY lower(u.name), f.created_at LIMIT 5000`,
      );
      return r.rows.map(toRow);
    },
    /** A fingerprint, removed or not; null when unknown. */
    async byId(credentialId: string): Promise<FingerprintRow | null> {
      const r = await db.query<Record<string, unknown>>(`${SELECT} WHERE f.credential_id = $1`, [
        credentialId,
      ]);
      return r.rows[0] ? toRow(r.rows[0]) : null;
    },
    /** Locks the employee's row so two enrolments at once cannot pass the limit together. */
    async lockEmployee(employeeId: string): Promise<void> {
      await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [employeeId]);
    },
    async add(f: {
      credentialId: string;
      employeeId: string;
      label: string;
      publicKey: string;
      counter: number;
      transports: string[];
    }): Promise<void> {
      await db.query(
        `INSERT INTO employee_fingerprints (credential_id, employee_id, label, public_key, counter, transports)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [f.credentialId, f.employeeId, f.label, f.publicKey, f.counter, f.transports],
      );
    },
    /** Records a use: the authenticator's new signature counter, only if it still holds `previous`. */
    async used(credentialId: string, previous: number, counter: number, at: string): Promise<boolean> {
      const r = await db.query(
        `UPDATE employee_fingerprints SET counter = $3, last_used_at = $4
          WHERE credential_id = $1 AND counter = $2 AND removed_at IS NULL`,
        [credentialId, previous, counter, at],
      );
      return r.rowCount > 0;
    },
    /** A supervisor's removal; false when it was not live. */
    async remove(credentialId: string, by: string, at: string): Promise<boolean> {
      const r = await db.query(
        `UPDATE employee_fingerprints SET removed_at = $3, removed_by = $2
          WHERE credential_id = $1 AND removed_at IS NULL`,
        [credentialId, by, at],
      );
      return r.rowCount > 0;
    },
    /** Stores a challenge until `expiresAt` (and drops expired ones). */
    async putChallenge(c: { challenge: string; purpose: string; userId: string | null; expiresAt: string }) {
      await db.query('DELETE FROM webauthn_challenges WHERE expires_at < now()');
      await db.query(
        'INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at) VALUES ($1, $2, $3, $4)',
        [c.challenge, c.purpose, c.userId, c.expiresAt],
      );
    },
    /** Uses a challenge up: true when it was live for that purpose (and user); it is gone either way. */
    async takeChallenge(challenge: string, purpose: string, userId: string | null, now: string) {
      const r = await db.query(
        `DELETE FROM webauthn_challenges WHERE challenge = $1 RETURNING purpose, user_id, expires_at`,
        [challenge],
      );
      const row = r.rows[0] as { purpose: string; user_id: string | null; expires_at: string } | undefined;
      if (!row) return false;
      return row.purpose === purpose && row.user_id === userId && new Date(row.expires_at) > new Date(now);
    },
  };
}
