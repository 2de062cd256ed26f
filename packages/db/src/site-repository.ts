import type { Queryable } from './db.ts';

export interface HeartbeatRow {
  slot: Date;
  web: boolean;
  db: boolean;
  storage: boolean;
}

export interface ContactRecord {
  id: string;
  outboxId: string;
  name: string;
  email: string;
  subject: string;
  body: string;
  /** Where the team's copy of the message goes. */
  teamAddress: string;
}

/** The public site's rows: status heartbeats, and the CRM activity + outbox e-mail of a contact message. */
export function siteRepository(db: Queryable) {
  return {
    /** Records the slot's heartbeat; a second write in the same slot keeps the worse reading. */
    async recordHeartbeat(h: HeartbeatRow): Promise<void> {
      await db.query(
        `INSERT INTO site_heartbeats (slot, web, db, storage) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slot) DO UPDATE SET web = site_heartbeats.web AND excluded.web,
           db = site_heartbeats.db AND excluded.db, storage = site_heartbeats.storage AND excluded.storage`,
        [h.slot.toISOString(), h.web, h.db, h.storage],
      );
    },
    async heartbeatsSince(since: Date): Promise<HeartbeatRow[]> {
      const r = await db.query<{ slot: Date | string; web: boolean; db: boolean; storage: boolean }>(
        'SELECT slot, web, db, storage FROM site_heartbeats WHERE slot >= $1 ORDER BY slot',
        [since.toISOString()],
      );
      return r.rows.map((x) => ({ slot: new Date(x.slot), web: x.web, db: x.db, storage: x.storage }));
    },
    /** Both rows or neither: call inside a transaction. */
    async addContact(c: ContactRecord): Promise<void> {
      await db.query(
        `INSERT INTO crm_activities (id, type, source, name, email, subject, body)
         VALUES ($1, 'email', 'contact-form', $2, $3, $4, $5)`,
        [c.id, c.name, c.email, c.subject, c.body],
      );
      await db.query(
        `INSERT INTO email_outbox (id, to_address, reply_to, subject, body) VALUES ($1, $2, $3, $4, $5)`,
        [
          c.outboxId,
          c.teamAddress,
          c.email,
          `[Contact] ${c.subject}`,
          `From ${c.name} <${c.email}>\n\n${c.body}`,
        ],
      );
    },
  };
}
