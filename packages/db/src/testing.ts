import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db, type DbKind } from './db.ts';
import { migrate } from './migrate.ts';

/** One database the integration suites run against. */
export interface TestTarget {
  kind: DbKind;
  /** A fresh, migrated, throwaway database; `drop()` removes it. */
  open(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }>;
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** The admin URL of a reachable PostgreSQL, or null. Under CI=true an unreachable server is an error. */
export async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL || DEFAULT_PG;
  const u = new URL(url);
  const ok = await reachable(u.hostname, Number(u.port || 5432));
  if (!ok) {
    if (process.env.CI === 'true') throw new Error(`CI=true but PostgreSQL at ${u.host} is unreachable`);
    return null;
  }
  return url;
}

/** PGlite always; PostgreSQL too when one is reachable (always under CI=true). */
export async function testTargets(): Promise<TestTarget[]> {
  const targets: TestTarget[] = [
    {
      kind: 'pglite',
      async open() {
        const db = await createDb();
        await migrate(db);
        return { db, drop: () => db.close() };
      },
    },
  ];
  const admin = await postgresAdminUrl();
  if (admin) {
    targets.push({
      kind: 'postgres',
      async open() {
        const name = `platen_test_${randomBytes(6).toString('hex')}`;
        const adminClient = new pg.Client({ connectionString: admin });
        await adminClient.connect();
        await adminClient.query(`CREATE DATABASE ${name}`);
        await adminClient.end();
        const u = new URL(admin);
        u.pathname = `/${name}`;
        const url = u.toString();
        const db = await createDb({ url });
        await migrate(db);
        return {
          db,
          url,
          async drop() {
            await db.close();
            const c = new pg.Client({ connectionString: admin });
            await c.connect();
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await c.end();
          },
        };
      },
    });
  }
  return targets;
}
