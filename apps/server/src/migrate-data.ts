// `npm run migrate-data`: moves an embedded install (DATA_DIR: PGlite in DATA_DIR/pglite, files in DATA_DIR/files)
// to PostgreSQL (DATABASE_URL) and, when S3_URL is set, its files to that bucket. Stop the server first. The
// files are copied first (resumable: a file already in the bucket with the same size is skipped), then every
// table in one transaction on an empty target, then the jobs still waiting. See docs/deploy.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, type Db, migrate, type Queryable } from '@platen/db';
import { loadConfig } from './config.ts';
import { createJobSystem } from './jobs/job-system.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { localFileStore } from './storage/local-file-store.ts';

const BATCH = 500;
const log = (m: string) => console.log(`migrate-data: ${m}`);

function fail(message: string): never {
  console.error(`migrate-data: ${message}`);
  process.exit(1);
}

function serverRunning(dataDir: string): number | null {
  const lock = path.join(dataDir, 'server.lock');
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8'));
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Public tables in an order where every table comes after the tables its foreign keys point to. */
async function tablesInOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'schema_migrations'
        ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const deps = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  const fks = await db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  for (const fk of fks.rows) deps.get(fk.child)?.add(fk.parent);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: string[]) => {
    if (seen.has(t)) return;
    if (path.includes(t)) throw new Error(`foreign keys form a cycle: ${[...path, t].join(' -> ')}`);
    for (const p of deps.get(t) ?? []) visit(p, [...path, t]);
    seen.add(t);
    out.push(t);
  };
  for (const t of tables) visit(t, []);
  return out;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const r = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((c) => c.column_name);
}

/** Copies every row of every table; the target must be empty. Sequences follow the copied maxima. */
async function copyTables(source: Db, target: Db): Promise<Record<string, number>> {
  const tables = await tablesInOrder(source);
  for (const t of tables) {
    const n = await target
      .query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t)}`)
      .catch(() => null);
    if (!n) fail(`the target has no table ${t}: is it the same Platen version?`);
    if (n.rows[0]!.n > 0)
      fail(
        `the target database is not empty (${t} has ${n.rows[0]!.n} rows). Migrate into a new, empty database.`,
      );
  }
  const copied: Record<string, number> = {};
  await target.transaction(async (tx) => {
    for (const t of tables) {
      const cols = (await columnsOf(source, t)).map(ident).join(', ');
      let count = 0;
      for (let offset = 0; ; offset += BATCH) {
        const rows = await source.query<{ j: string }>(
          `SELECT json_agg(r)::text AS j FROM (SELECT ${cols} FROM ${ident(t)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) r`,
        );
        const json = rows.rows[0]?.j;
        if (!json) break;
        const r = await tx.query(
          `INSERT INTO ${ident(t)} (${cols}) OVERRIDING SYSTEM VALUE
           SELECT ${cols} FROM json_populate_recordset(NULL::${ident(t)}, $1::json)`,
          [json],
        );
        count += r.rowCount;
        if (r.rowCount < BATCH) break;
      }
      copied[t] = count;
      const seqs = await tx.query<{ col: string; seq: string }>(
        `SELECT a.attname AS col, pg_get_serial_sequence($1, a.attname) AS seq FROM pg_attribute a
          WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
            AND pg_get_serial_sequence($1, a.attname) IS NOT NULL`,
        [`public.${ident(t)}`],
      );
      for (const s of seqs.rows)
        await tx.query(
          `SELECT setval($1, GREATEST(1, COALESCE((SELECT max(${ident(s.col)}) FROM ${ident(t)}), 0)), (SELECT count(*) > 0 FROM ${ident(t)}))`,
          [s.seq],
        );
    }
  });
  return copied;
}

/** Jobs still waiting (or cut off mid-run) in the embedded queue, sent again on the target's queue. */
async function moveJobs(source: Db, target: Db, files: Awaited<ReturnType<typeof createFileStore>>) {
  const has = await source.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'",
  );
  if (!has.rows[0]?.n) return 0;
  const waiting = await source.query<{ id: string; name: string; data: object | null; start_after: Date }>(
    `SELECT id::text, name, data, start_after FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active') AND name NOT LIKE '\\_\\_%' AND name NOT LIKE '%.dead'`,
  );
  if (!waiting.rows.length) return 0;
  const jobs = createJobSystem(target, files, { work: false, instanceName: 'migrate-data' });
  await jobs.start();
  try {
    for (const j of waiting.rows)
      await jobs.queue.send(j.name, j.data ?? {}, { id: j.id, startAfter: new Date(j.start_after) });
  } finally {
    await jobs.stop(1000);
  }
  return waiting.rows.length;
}

/** Copies DATA_DIR/files to the bucket; a file already there with the same size is skipped. */
async function copyFiles(dataDir: string, s3Url: string) {
  const local = localFileStore(path.join(dataDir, 'files'));
  const bucket = await createFileStore({ dataDir, s3Url });
  let copied = 0;
  let skipped = 0;
  for await (const key of local.list('')) {
    const head = await local.head(key);
    const there = await bucket.head(key);
    if (head && there && there.size === head.size) {
      skipped++;
      continue;
    }
    const body = await local.get(key);
    if (!body) continue;
    await bucket.put(key, body, head!.contentType);
    copied++;
  }
  return { copied, skipped, bucket };
}

const config = loadConfig();
if (!config.databaseUrl)
  fail('set DATABASE_URL to the new, empty PostgreSQL database (and S3_URL for the files).');
const pgliteDir = path.join(config.dataDir, 'pglite');
if (!existsSync(pgliteDir))
  fail(`no embedded database at ${pgliteDir} (set DATA_DIR to the folder to move).`);
const running = serverRunning(config.dataDir);
if (running) fail(`a Platen server (pid ${running}) is using ${config.dataDir}: stop it first.`);

let files = await createFileStore({ dataDir: config.dataDir });
if (config.s3Url) {
  const f = await copyFiles(config.dataDir, config.s3Url);
  log(`files: ${f.copied} copied to S3, ${f.skipped} already there`);
  files = f.bucket;
} else
  log(`files stay in ${path.join(config.dataDir, 'files')} (no S3_URL): share that folder with every server`);

const source = await createDb({ dataDir: pgliteDir, cache: false });
const target = await createDb({ url: config.databaseUrl, poolSize: 2 });
try {
  await migrate(source);
  await migrate(target);
  const copied = await copyTables(source, target);
  const total = Object.values(copied).reduce((a, b) => a + b, 0);
  log(
    `database: ${total} rows in ${Object.keys(copied).length} tables (${Object.entries(copied)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')})`,
  );
  const moved = await moveJobs(source, target, files);
  log(`jobs: ${moved} waiting jobs moved`);
  log(
    'done. Start the servers with DATABASE_URL (and S3_URL); keep DATA_DIR as a backup until you have checked them.',
  );
} finally {
  await source.close();
  await target.close();
}
process.exit(0);
