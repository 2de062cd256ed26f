import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate.ts';
import { testTargets } from './testing.ts';

const targets = await testTargets();

describe('splitStatements', () => {
  it('keeps dollar-quoted bodies whole', () => {
    const parts = splitStatements('CREATE TABLE a (x int);\nDO $$\nBEGIN\n  PERFORM 1;\nEND\n$$;\n');
    expect(parts).toHaveLength(2);
  });
});

describe.each(targets)('createDb on $kind', (target) => {
  it('migrates, runs queries and rolls back a failed transaction', async () => {
    const { db, drop } = await target.open();
    try {
      expect(db.kind).toBe(target.kind);
      const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'))
        .rows;
      expect(names.map((r) => r.name)).toEqual(listMigrations());
      await db.query("INSERT INTO app_secrets(name, value) VALUES ('a', '1')");
      await expect(
        db.transaction(async (tx) => {
          await tx.query("UPDATE app_secrets SET value = '2' WHERE name = 'a'");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const row = (await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'a'"))
        .rows[0];
      expect(row?.value).toBe('1');
      const count = (await db.query<{ n: number }>('SELECT count(*)::int8 AS n FROM app_secrets')).rows[0];
      expect(count?.n).toBe(1);
    } finally {
      await drop();
    }
  });
});
