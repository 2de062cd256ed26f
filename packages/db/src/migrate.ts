import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Migration files, named `<UTC timestamp>_<what>.sql`, applied in name order. */
export function listMigrations(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{8}T?\d{4,6}_[\w-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies every migration not yet recorded, each in its own transaction. On PostgreSQL an advisory lock keeps
 * two servers starting at once from migrating twice.
 */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const name of listMigrations()) {
      if (done.has(name)) continue;
      const sql = readFileSync(migrationsDir + name, 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}

/** Splits a migration on semicolons at line ends, leaving $$-quoted bodies intact. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let buf = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    buf += `${line}\n`;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(buf.trim());
      buf = '';
    }
  }
  if (buf.trim()) out.push(buf.trim());
  return out;
}
