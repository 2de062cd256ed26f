import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LocalCache } from './local-cache.ts';
import { preparedStatements } from './pglite-prepared.ts';

export type DbKind = 'pglite' | 'postgres';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  /**
   * Runs fn once what was written through this handle is committed: at once on the database itself (each
   * statement commits on its own), after COMMIT inside a transaction, never after a rollback.
   */
  afterCommit(fn: () => void): void;
  /** The process-local read cache (see local-cache.ts): only when this process is the database's sole writer. */
  readonly cache: LocalCache | null;
}

/** One interface over embedded PGlite and a real PostgreSQL. */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Statements executed so far (for benchmarks: SQL per request). */
  readonly statements: () => number;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite in dataDir (or in memory when dataDir is absent). */
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Keep the process-local read cache on PGlite (default true). PostgreSQL never has one. */
  cache?: boolean;
  /** PGlite only: start from a dumped data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

/** The connection a job queue library needs: the PGlite instance itself, or the PostgreSQL URL. */
export type NativeConnection = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
const natives = new WeakMap<Db, NativeConnection>();

/** What `db` runs on underneath (job-queue.ts hands it to pg-boss); null for a Db made elsewhere. */
export function nativeConnection(db: Db): NativeConnection | null {
  return natives.get(db) ?? null;
}

// int8 and numeric arrive as strings from pg; our counts and money are safe integers.
pg.types.setTypeParser(20, (v) => Number(v));

/** createDb(url?) -> PostgreSQL when url is a postgres URL, else embedded PGlite (on disk when dataDir is given). */
export async function createDb(opts: CreateDbOptions = {}): Promise<Db> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) return createPostgres(opts.url, opts.poolSize ?? 10);
  return createPglite(opts.dataDir, opts.cache ?? true, opts.loadDataDir);
}

async function createPostgres(url: string, max: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client error must not crash the process (e.g. the server restarted under us).
  pool.on('error', () => {});
  let count = 0;
  const run = async <T>(c: pg.Pool | pg.PoolClient, text: string, params?: unknown[]) => {
    count++;
    const r = await c.query(text, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  };
  const db: Db = {
    kind: 'postgres',
    cache: null,
    afterCommit: (fn) => fn(),
    query: (text, params) => run(pool, text, params),
    async transaction(fn) {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      try {
        count++;
        await client.query('BEGIN');
        const result = await fn({
          query: (text, params) => run(client, text, params),
          afterCommit: (f) => committed.push(f),
          cache: null,
        });
        count++;
        await client.query('COMMIT');
        for (const f of committed) f();
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    statements: () => count,
    close: () => pool.end(),
  };
  natives.set(db, { kind: 'postgres', url });
  return db;
}

async function createPglite(
  dataDir: string | undefined,
  withCache: boolean,
  loadDataDir: Blob | undefined,
): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pgl = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  await pgl.waitReady;
  let count = 0;
  // PGlite is one connection: queries outside a transaction must wait for an open transaction to finish,
  // or they would run inside it. A simple promise chain serialises them.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  };
  const prepared = preparedStatements(pgl);
  /** `c` is pgl itself (`top`) or an open transaction of it. */
  const run = async <T>(
    c: { query: PGlite['query'] },
    text: string,
    params: unknown[] | undefined,
    top: boolean,
  ): Promise<{ rows: T[]; rowCount: number }> => {
    count++;
    const fast = prepared.run<T>(text, params ?? [], top);
    const r = fast ? await fast : await c.query<T>(text, params as unknown[]);
    if (!fast) await prepared.afterUnprepared(text, c);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  };
  const cache = withCache ? new LocalCache() : null;
  const db: Db = {
    kind: 'pglite',
    cache,
    afterCommit: (fn) => fn(),
    query: (text, params) => serial(() => run(pgl, text, params, true)),
    transaction: (fn) =>
      serial(async () => {
        count += 2;
        const committed: (() => void)[] = [];
        // PGlite's own transaction handle refuses a statement once it closed; the prepared path must too (it
        // would run outside the transaction).
        let closed = false;
        const result = await pgl
          .transaction((tx) =>
            fn({
              query: (text, params) =>
                closed ? Promise.reject(new Error('Transaction is closed')) : run(tx, text, params, false),
              afterCommit: (f) => committed.push(f),
              cache,
            }),
          )
          .finally(() => {
            closed = true;
          });
        for (const f of committed) f();
        return result;
      }),
    statements: () => count,
    close: () => pgl.close(),
  };
  natives.set(db, { kind: 'pglite', pglite: pgl });
  return db;
}
