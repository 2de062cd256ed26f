import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DEMO_ACCOUNT, DEMO_STAFF, seed } from './services/seed.ts';

// Milliseconds since the process started at each startup phase, logged at debug level once listening.
const startup: Record<string, number> = {};
const mark = (phase: string) => {
  startup[phase] = Math.round(performance.now());
};
mark('loaded');

// Whenever the event loop runs out of active handles while startup awaits a promise, Node blocks until V8's
// background tasks are done, and right after PGlite opens those are compiling its WebAssembly to optimised
// code: up to a second of waiting for work the start does not need. A timer handle held until the server
// listens keeps the loop polling instead.
const startupHandle = setInterval(() => {}, 60_000);

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

// One process per PGlite directory: a second server on the same DATA_DIR would corrupt it.
const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
if (lock && !lock.ok) {
  const who = lock.heldBy ? `Another Platen server (pid ${lock.heldBy})` : 'Another Platen server';
  console.error(`${who} uses ${config.dataDir}. Set DATA_DIR to another folder (or stop that server).`);
  process.exit(1);
}

const db = await createDb({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
mark('dbOpen');
const applied = await migrate(db);
mark('migrated');
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
await seed(db);
mark('seeded');

const app = await buildApp({ db, config, logger: process.env.LOG_LEVEL !== 'silent' });
if (process.env.LOG_LEVEL) app.log.level = process.env.LOG_LEVEL;
mark('appBuilt');
await app.listen({ port: config.port, host: config.host });
mark('listening');
clearInterval(startupHandle);
app.log.debug({ startupMs: startup }, 'startup phases');
const addr = app.server.address();
const port = typeof addr === 'object' && addr ? addr.port : config.port;
console.log(`\nPlaten ${config.version} is running on ${db.kind}: http://localhost:${port}/order/v2`);
console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
console.log(`Demo staff (same password): ${DEMO_STAFF.map((s) => s.email).join(', ')}\n`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  if (lock?.ok) lock.release();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Started by scripts/start.mjs (`npm start`): its IPC channel closes when that script is gone, killed by any
// signal included, and a server without its start script would be an orphan nobody stops (#13.10).
if (process.connected) process.on('disconnect', shutdown);
