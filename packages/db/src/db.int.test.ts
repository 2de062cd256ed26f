import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate.ts';
import type { Queryable } from './db.ts';
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

describe.each(targets)('statements run many times on $kind', (target) => {
  // PGlite keeps DML prepared after its first run (pglite-prepared.ts): the second run must answer as the first.
  it('answer the same rows, types, row counts and errors on every run, and see a table changed between runs', async () => {
    const { db, drop } = await target.open();
    try {
      await db.query(
        'CREATE TABLE prep_probe (id int PRIMARY KEY, doc jsonb, tags text[], at timestamptz, n int8)',
      );
      const insert =
        'INSERT INTO prep_probe (id, doc, tags, at, n) VALUES ($1, $2::jsonb, $3, $4, $5) RETURNING id';
      const select = 'SELECT * FROM prep_probe WHERE id = $1';
      for (const id of [1, 2]) {
        const r = await db.query(insert, [
          id,
          JSON.stringify({ a: id }),
          ['x', 'y'],
          new Date(0),
          2 ** 40 + id,
        ]);
        expect(r.rows).toEqual([{ id }]);
        expect(r.rowCount).toBe(1);
      }
      for (let i = 0; i < 2; i++) {
        const row = (await db.query(select, [2])).rows[0];
        expect(row).toEqual({ id: 2, doc: { a: 2 }, tags: ['x', 'y'], at: new Date(0), n: 2 ** 40 + 2 + i });
        const none = await db.query(select, [null]);
        expect(none.rows).toEqual([]);
        const updated = await db.query('UPDATE prep_probe SET n = n + 1 WHERE id >= $1', [1]);
        expect(updated.rowCount).toBe(2);
        await expect(db.query(insert, [1, '{}', [], null, null])).rejects.toMatchObject({ code: '23505' });
      }
      await db.transaction(async (tx) => {
        await tx.query(select, [1]);
        await tx.query('ALTER TABLE prep_probe ADD COLUMN extra text');
        expect(Object.keys((await tx.query(select, [1])).rows[0] ?? {})).toContain('extra');
      });
      expect(Object.keys((await db.query(select, [1])).rows[0] ?? {})).toContain('extra');
      if (db.kind === 'pglite') {
        // A transaction's handle kept past its end must not run a statement outside it.
        let kept: Queryable | undefined;
        await db.transaction(async (tx) => {
          kept = tx;
        });
        await expect(kept?.query(select, [1])).rejects.toThrow('closed');
      }
      // Texts built with a value in them each make a statement: the least recently run are closed, so a few
      // hundred stay prepared at most, and a closed one runs again as the first time.
      for (let i = 0; i < 400; i++) {
        expect((await db.query(`SELECT $1::int + ${i} AS n`, [1])).rows).toEqual([{ n: i + 1 }]);
      }
      expect((await db.query('SELECT $1::int + 0 AS n', [1])).rows).toEqual([{ n: 1 }]);
      const kept = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
      expect(kept.rows[0]?.n).toBeLessThanOrEqual(300);
    } finally {
      await drop();
    }
  });
});
