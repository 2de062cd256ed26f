import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listMigrations, migrate } from './migrate.ts';
import { testTargets } from './testing.ts';
import { usersRepository } from './users-repository.ts';

const targets = await testTargets();
const MIGRATION = listMigrations().find((m) => m.endsWith('_api_key_hash.sql'))!;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe.each(targets)('API key hash migration on $kind', (target) => {
  it('#13.9 existing plain-text keys are replaced by their SHA-256 and still find their user', async () => {
    const { db, drop } = await target.open();
    try {
      // The table as it was before the migration: plain keys in api_key.
      await db.query('ALTER TABLE users DROP COLUMN api_key_hash');
      await db.query('ALTER TABLE users ADD COLUMN api_key text UNIQUE');
      for (const [id, key] of [
        ['m1', 'plainKeyOne_abc-123'],
        ['m2', 'plainKeyTwo_xyz-789'],
      ] as const) {
        await db.query(
          `INSERT INTO users (id, email, name, password_hash, api_key) VALUES ($1, $1 || '@example.com', 'M', 'x', $2)`,
          [id, key],
        );
      }
      await db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
      expect(await migrate(db)).toEqual([MIGRATION]);

      const cols = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`,
      );
      expect(cols.rows.map((c) => c.column_name)).not.toContain('api_key');
      const rows = await db.query<{ id: string; api_key_hash: string }>(
        `SELECT id, api_key_hash FROM users WHERE id IN ('m1', 'm2') ORDER BY id`,
      );
      expect(rows.rows).toEqual([
        { id: 'm1', api_key_hash: sha256('plainKeyOne_abc-123') },
        { id: 'm2', api_key_hash: sha256('plainKeyTwo_xyz-789') },
      ]);
      expect((await usersRepository(db).byApiKeyHash(sha256('plainKeyTwo_xyz-789')))?.id).toBe('m2');
      // The hash is unique and required, as the key was.
      await expect(
        db.query(
          `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ('m3', 'm3@example.com', 'M', 'x', $1)`,
          [sha256('plainKeyOne_abc-123')],
        ),
      ).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});
