import type { Queryable } from './db.ts';
import type { UserRow } from './user-row.ts';

export type AuthTokenKind = 'reset' | 'invite' | 'email-change' | 'staff-invite';

/** A one-time token as stored: only its hash. */
export interface AuthTokenRow {
  kind: AuthTokenKind;
  userId: string;
  data: Record<string, unknown>;
  expiresAt: Date;
  usedAt: Date | null;
}

/** What a use-case needs to send one e-mail (the outbox row or the SMTP message). */
export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra message headers (List-Unsubscribe and List-Unsubscribe-Post on promotional mail). */
  headers?: Record<string, string> | null;
  /** Files sent with the mail (a supplier purchase order's CSV): text content. */
  attachments?: MailAttachment[] | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutboxRow extends OutboxMail {
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** TOTP state of a user (the secret is a shared secret: never sent back after enrolment). */
export interface TotpRow {
  secret: string | null;
  pendingSecret: string | null;
  recoveryHashes: string[];
  lastStep: number | null;
}

const outboxMail = (x: Record<string, unknown>): OutboxMail => ({
  id: String(x.id),
  kind: String(x.kind),
  to: String(x.to_address),
  replyTo: (x.reply_to as string | null) ?? null,
  subject: String(x.subject),
  text: String(x.body),
  html: (x.html as string | null) ?? null,
  headers: (x.headers as Record<string, string> | null) ?? null,
  attachments: (x.attachments as MailAttachment[] | null | undefined) ?? null,
});

const forget = (db: Queryable) => {
  const cache = db.cache;
  if (cache) db.afterCommit(() => cache.forgetUsers());
};

/** Tokens, outbox, sub-users, two-factor, profile and settings of accounts. */
export function accountsRepository(db: Queryable) {
  return {
    async insertToken(t: {
      hash: string;
      kind: AuthTokenKind;
      userId: string;
      data?: Record<string, unknown>;
      ttlSeconds: number;
    }): Promise<void> {
      await db.query(
        `INSERT INTO auth_tokens (token_hash, kind, user_id, data, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [t.hash, t.kind, t.userId, JSON.stringify(t.data ?? {}), t.ttlSeconds],
      );
    },
    /** The token row by hash (used or expired ones too, so the caller can say which). */
    async token(hash: string, kind: AuthTokenKind): Promise<AuthTokenRow | null> {
      const r = await db.query<{
        kind: AuthTokenKind;
        userId: string;
        data: Record<string, unknown>;
        expiresAt: Date | string;
        usedAt: Date | string | null;
        expired: boolean;
      }>(
        `SELECT kind, user_id AS "userId", data, expires_at AS "expiresAt", used_at AS "usedAt",
                (expires_at <= now()) AS expired
           FROM auth_tokens WHERE token_hash = $1 AND kind = $2`,
        [hash, kind],
      );
      const row = r.rows[0];
      if (!row) return null;
      return {
        kind: row.kind,
        userId: row.userId,
        data: row.data,
        // The database's clock decides expiry (a past date stands for "expired").
        expiresAt: row.expired ? new Date(0) : new Date(row.expiresAt),
        usedAt: row.usedAt ? new Date(row.usedAt) : null,
      };
    },
    /** Marks the token used; false when it was already used or has expired (single use under concurrency). */
    async useToken(hash: string): Promise<boolean> {
      const r = await db.query(
        'UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
        [hash],
      );
      return r.rowCount === 1;
    },
    /** Voids a user's other unused tokens of a kind (a newer reset link replaces older ones). */
    async voidTokens(userId: string, kind: AuthTokenKind): Promise<void> {
      await db.query(
        'UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL',
        [userId, kind],
      );
    },

    /**
     * Writes the mail's outbox row; false (nothing written) when a row of this id exists: a mail goes once.
     * `text`/`html` are what the outbox keeps (one-time links redacted); `privateText`/`privateHtml`, when the mail
     * differs unredacted, wait for the hand-off (or are the only delivery without SMTP).
     */
    async queueMail(
      m: OutboxMail & { privateText?: string | null; privateHtml?: string | null },
      status: 'queued' | 'sent' | 'failed' = 'queued',
      error?: string,
    ): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body, html, status, sent_at, error,
                                   private_body, private_html, headers, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8 = 'sent' THEN now() END, $9, $10, $11, $12, $13::jsonb)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          m.id,
          m.kind,
          m.to,
          m.replyTo ?? null,
          m.subject,
          m.text,
          m.html ?? null,
          status,
          error ?? null,
          m.privateText ?? null,
          m.privateHtml ?? null,
          m.headers ? JSON.stringify(m.headers) : null,
          m.attachments?.length ? JSON.stringify(m.attachments) : null,
        ],
      );
      return r.rows.length > 0;
    },
    /**
     * Marks one `queued` mail `sending` (compare-and-set) and returns it as it must be sent (unredacted); null when
     * it is no longer queued (another worker or the recovery took it). Commit this before the SMTP hand-off.
     */
    async startSending(id: string): Promise<OutboxMail | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE email_outbox SET status = 'sending', sending_at = now()
          WHERE id = $1 AND status = 'queued'
        RETURNING id, kind, to_address, reply_to, subject, COALESCE(private_body, body) AS body,
                  COALESCE(private_html, html) AS html, headers, attachments`,
        [id],
      );
      return r.rows[0] ? outboxMail(r.rows[0]) : null;
    },
    /**
     * Claims mails still `queued` between `minSeconds` and `maxSeconds` after they were written (their SMTP
     * hand-off never started: the process stopped between commit and send) for their one try: they move to
     * `sending`, so of two workers only one sends each. Oldest first, at most `limit`, unredacted.
     */
    async claimStaleMail(minSeconds: number, maxSeconds: number, limit: number): Promise<OutboxMail[]> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE email_outbox SET status = 'sending', sending_at = now()
          WHERE id IN (SELECT id FROM email_outbox
                        WHERE status = 'queued'
                          AND created_at < now() - make_interval(secs => $1::int)
                          AND created_at > now() - make_interval(secs => $2::int)
                        ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
            AND status = 'queued'
        RETURNING id, kind, to_address, reply_to, subject, COALESCE(private_body, body) AS body,
                  COALESCE(private_html, html) AS html, headers, attachments`,
        [minSeconds, maxSeconds, limit],
      );
      return r.rows.map(outboxMail);
    },
    /**
     * Rows left `sending` (or `retrying`, the claim state of earlier versions) for `minSeconds`: the process
     * stopped during the hand-off, so SMTP may have the mail. They become `unconfirmed` and are never resent; their
     * unredacted text is dropped. Returns how many.
     */
    async settleInterruptedMail(minSeconds: number): Promise<number> {
      const r = await db.query(
        `UPDATE email_outbox
            SET status = 'unconfirmed', private_body = NULL, private_html = NULL,
                error = 'The server stopped while handing this mail to SMTP; it is not sent again.'
          WHERE status IN ('sending', 'retrying')
            AND COALESCE(sending_at, created_at) < now() - make_interval(secs => $1::int)`,
        [minSeconds],
      );
      return r.rowCount ?? 0;
    },

    /** Records how a mail's hand-off went (sent now, or failed with the transport's message); drops its private text. */
    async markMail(id: string, outcome: { sent: true } | { sent: false; error: string }): Promise<void> {
      if (outcome.sent)
        await db.query(
          `UPDATE email_outbox SET status = 'sent', sent_at = now(), private_body = NULL, private_html = NULL
            WHERE id = $1`,
          [id],
        );
      else
        await db.query(
          `UPDATE email_outbox SET status = 'failed', error = $2, private_body = NULL, private_html = NULL
            WHERE id = $1`,
          [id, outcome.error.slice(0, 500)],
        );
    },
    /**
     * The newest outbox rows first (staff view), at most `limit`: the kept (redacted) text, or with
     * `unredacted` the private text where one is kept.
     */
    async outbox(limit: number, opts: { unredacted?: boolean } = {}): Promise<OutboxRow[]> {
      const r = await db.query<OutboxRow & { createdAt: Date | string; sentAt: Date | string | null }>(
        `SELECT id, kind, to_address AS "to", reply_to AS "replyTo", subject,
                CASE WHEN $2 THEN COALESCE(private_body, body) ELSE body END AS "text",
                CASE WHEN $2 THEN COALESCE(private_html, html) ELSE html END AS html, status,
                created_at AS "createdAt", sent_at AS "sentAt"
           FROM email_outbox ORDER BY created_at DESC, id LIMIT $1`,
        [limit, opts.unredacted === true],
      );
      return r.rows.map((x) => ({
        ...x,
        createdAt: new Date(x.createdAt),
        sentAt: x.sentAt ? new Date(x.sentAt) : null,
      }));
    },

    /** Deletes every session of the user (after a password reset); returns how many. */
    async revokeSessions(userId: string, exceptSessionId?: string | null): Promise<number> {
      const r = await db.query<{ id: string }>(
        'DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id',
        [userId, exceptSessionId ?? ''],
      );
      const cache = db.cache;
      if (cache) for (const { id } of r.rows) cache.endSession(id);
      return r.rows.length;
    },
    async passwordHash(userId: string): Promise<string | null> {
      const r = await db.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = $1', [userId]);
      return r.rows[0]?.h ?? null;
    },
    async updateProfile(userId: string, p: { name?: string; company?: string | null; email?: string }) {
      await db.query(
        `UPDATE users SET name = COALESCE($2, name),
                company = CASE WHEN $3::boolean THEN $4 ELSE company END,
                email = COALESCE(lower($5), email)
          WHERE id = $1`,
        [userId, p.name ?? null, p.company !== undefined, p.company ?? null, p.email ?? null],
      );
      forget(db);
    },
    /** The new e-mail of the user's open e-mail-change link, if any. */
    async pendingEmail(userId: string): Promise<string | null> {
      const r = await db.query<{ e: string }>(
        `SELECT data ->> 'email' AS e FROM auth_tokens
          WHERE user_id = $1 AND kind = 'email-change' AND used_at IS NULL AND expires_at > now()
          ORDER BY created_at DESC LIMIT 1`,
        [userId],
      );
      return r.rows[0]?.e ?? null;
    },
    async emailTaken(email: string): Promise<boolean> {
      const r = await db.query('SELECT 1 FROM users WHERE email = lower($1)', [email]);
      return r.rows.length > 0;
    },
    async settings(userId: string): Promise<Record<string, unknown>> {
      const r = await db.query<{ s: Record<string, unknown> }>(
        'SELECT settings AS s FROM users WHERE id = $1',
        [userId],
      );
      return r.rows[0]?.s ?? {};
    },
    async setSettings(userId: string, settings: Record<string, unknown>): Promise<void> {
      await db.query('UPDATE users SET settings = $2 WHERE id = $1', [userId, JSON.stringify(settings)]);
    },

    /** A parent's sub-users, oldest first. */
    async subUsers(parentId: string): Promise<UserRow[]> {
      const r = await db.query<UserRow>(
        `SELECT id, email, name, company, role_level AS "roleLevel", parent_user_id AS "parentUserId",
                sub_user_permissions AS "subUserPermissions", agent_type AS "agentType"
           FROM users WHERE parent_user_id = $1 ORDER BY created_at, email`,
        [parentId],
      );
      return r.rows;
    },
    /** Invitations of a parent still open (unused, unexpired): the data each was issued with. */
    async openInvites(
      parentId: string,
    ): Promise<{ email: string; permissions?: Record<string, boolean>; agentType?: string | null }[]> {
      const r = await db.query<{
        data: { email: string; permissions?: Record<string, boolean>; agentType?: string };
      }>(
        `SELECT data FROM auth_tokens
          WHERE user_id = $1 AND kind = 'invite' AND used_at IS NULL AND expires_at > now() ORDER BY created_at`,
        [parentId],
      );
      return r.rows.map((x) => x.data);
    },
    /** Makes `userId` a sub-user of `parentId` with grants / agent type. */
    async setSubUser(
      userId: string,
      parentId: string,
      grants: Record<string, boolean>,
      agentType: string | null,
    ): Promise<boolean> {
      const r = await db.query(
        `UPDATE users SET parent_user_id = $2, sub_user_permissions = $3, agent_type = $4
          WHERE id = $1 AND (parent_user_id = $2 OR parent_user_id IS NULL)`,
        [userId, parentId, JSON.stringify(grants), agentType],
      );
      forget(db);
      return r.rowCount === 1;
    },

    async totp(userId: string): Promise<TotpRow> {
      const r = await db.query<{
        secret: string | null;
        pendingSecret: string | null;
        recoveryHashes: string[] | null;
        lastStep: number | string | null;
      }>(
        `SELECT totp_secret AS secret, totp_pending_secret AS "pendingSecret",
                totp_recovery_hashes AS "recoveryHashes", totp_last_step AS "lastStep"
           FROM users WHERE id = $1`,
        [userId],
      );
      const row = r.rows[0];
      return {
        secret: row?.secret ?? null,
        pendingSecret: row?.pendingSecret ?? null,
        recoveryHashes: row?.recoveryHashes ?? [],
        lastStep: row?.lastStep == null ? null : Number(row.lastStep),
      };
    },
    async setTotp(userId: string, t: Partial<TotpRow>): Promise<void> {
      const sets: string[] = [];
      const args: unknown[] = [userId];
      const put = (col: string, v: unknown) => {
        args.push(v);
        sets.push(`${col} = $${args.length}`);
      };
      if (t.secret !== undefined) put('totp_secret', t.secret);
      if (t.pendingSecret !== undefined) put('totp_pending_secret', t.pendingSecret);
      if (t.recoveryHashes !== undefined) put('totp_recovery_hashes', JSON.stringify(t.recoveryHashes));
      if (t.lastStep !== undefined) put('totp_last_step', t.lastStep);
      if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, args);
      // Whether two-factor is on is part of the cached user (a required set-up opens the staff area once done).
      if (t.secret !== undefined) forget(db);
    },
    /** Records a used TOTP step unless an equal or later one was used (replay guard); false on replay. */
    async advanceTotpStep(userId: string, step: number): Promise<boolean> {
      const r = await db.query(
        'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
        [userId, step],
      );
      return r.rowCount === 1;
    },

    async identityUser(provider: string, subject: string): Promise<string | null> {
      const r = await db.query<{ u: string }>(
        'SELECT user_id AS u FROM user_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return r.rows[0]?.u ?? null;
    },
    async linkIdentity(provider: string, subject: string, userId: string): Promise<void> {
      await db.query(
        'INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [provider, subject, userId],
      );
    },
  };
}
