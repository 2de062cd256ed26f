import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db, type DbKind, nativeConnection } from './db.ts';
import { migrate } from './migrate.ts';

/** One database the integration suites run against. */
export interface TestTarget {
  kind: DbKind;
  /** A fresh, migrated, throwaway database; `drop()` removes it. */
  open(): Promise<OpenedDb>;
  /**
   * A fresh copy of the run's migrated and seeded template (built once by `buildTestTemplates` in the suite's
   * global setup), or null when there is none: the caller then migrates and seeds as before.
   */
  openSeeded(): Promise<OpenedDb | null>;
}

export interface OpenedDb {
  db: Db;
  url?: string;
  drop: () => Promise<void>;
}

/** Where the global setup leaves the templates for the test files (forked workers inherit the environment). */
const PGLITE_TEMPLATE_ENV = 'PLATEN_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'PLATEN_TEST_POSTGRES_TEMPLATE';

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
      async openSeeded() {
        const file = process.env[PGLITE_TEMPLATE_ENV];
        if (!file) return null;
        const db = await createDb({ loadDataDir: new Blob([readFileSync(file)]) });
        return { db, drop: () => db.close() };
      },
    },
  ];
  const admin = await postgresAdminUrl();
  if (admin) {
    targets.push({
      kind: 'postgres',
      async open() {
        const { db, url, drop } = await createPostgresDb(admin);
        await migrate(db);
        return { db, url, drop };
      },
      async openSeeded() {
        const template = process.env[POSTGRES_TEMPLATE_ENV];
        return template ? createPostgresDb(admin, template) : null;
      },
    });
  }
  return targets;
}

async function adminQuery(admin: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A new database on the server at `admin` (a copy of `template` when given) and how to drop it. */
async function createPostgresDb(admin: string, template?: string): Promise<OpenedDb & { url: string }> {
  const name = `platen_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await createDb({ url });
  return {
    db,
    url,
    async drop() {
      await db.close();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Builds, once per test run, a migrated and seeded database per target and tells the test files where they are
 * (environment variables their forked workers inherit): each file then copies one in under a second instead of
 * migrating and seeding its own (~6 s on PGlite). Returns the teardown that removes them.
 */
export async function buildTestTemplates(fill: (db: Db) => Promise<unknown>): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-template-'));
  const pglite = await createDb();
  await migrate(pglite);
  await fill(pglite);
  const dump = await nativeDump(pglite);
  await pglite.close();
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, dump);
  process.env[PGLITE_TEMPLATE_ENV] = file;
  const admin = await postgresAdminUrl();
  let template: string | null = null;
  if (admin) {
    const made = await createPostgresDb(admin);
    await migrate(made.db);
    await fill(made.db);
    await made.db.close();
    template = new URL(made.url).pathname.slice(1);
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin && template) await adminQuery(admin, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function nativeDump(db: Db): Promise<Buffer> {
  const native = nativeConnection(db);
  if (native?.kind !== 'pglite') throw new Error('not a PGlite database');
  const blob = await native.pglite.dumpDataDir('none');
  return Buffer.from(await blob.arrayBuffer());
}
