import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDb, migrate } from '@platen/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createJobSystem, jobTuning, mailSettings } from './jobs/job-system.ts';
import { createImageSandbox } from './services/image-sandbox/image-sandbox.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DEMO_ACCOUNT, DEMO_STAFF, seed } from './services/seed.ts';
import { createFileStore } from './storage/create-file-store.ts';

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
const seeded = await seed(db, { demo: config.demoData !== false, firstAdminEmail: config.firstAdminEmail });
mark('seeded');

const files = await createFileStore(config);
mark('files');
// Job handlers run here unless JOBS_IN_WEB=off (web nodes beside `npm run worker` on PostgreSQL).
const working = config.jobsInWeb !== false;
// One image sandbox per process: uploads and renders drawn here share its processes and limits.
const images = createImageSandbox();
const jobSystem = createJobSystem(db, files, {
  work: working,
  instanceName: working ? 'web+worker' : 'web',
  images,
  mail: mailSettings(config),
  blankSuppliers: config.blankSuppliers,
  ...jobTuning(),
});
const app = await buildApp({
  db,
  config,
  files,
  jobs: jobSystem.queue,
  images,
  logger: process.env.LOG_LEVEL !== 'silent',
});
if (process.env.LOG_LEVEL) app.log.level = process.env.LOG_LEVEL;
mark('appBuilt');
await app.listen({ port: config.port, host: config.host });
mark('listening');
// The job system starts 2 s after the server listens, or at the first request that sends a job, whichever comes
// first: loading pg-boss and its schema check (~0.3 s of CPU and database on a quiet machine, seconds on a
// loaded one) then never delays the first requests after a restart (docs/decisions/job-queue.md).
const JOBS_START_DELAY_MS = 2000;
const jobsTimer = setTimeout(() => {
  jobSystem.start().then(
    // Printed: a load test (bench/lib.ts) measures only once start-up work is over, as a customer would meet it.
    () => console.log('Job system started.'),
    (err: Error) => console.error(`The job system did not start: ${err.message}`),
  );
}, JOBS_START_DELAY_MS);
// Signal handlers go in before the ready line is printed: whoever reads that line may signal at once, and a
// signal with no handler installed ends the process by the kernel's default action, skipping the shutdown.
let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  // No new requests; those in flight finish (a mockup request may still wait for its render here).
  await app.close();
  // No new jobs; running ones finish, or are handed back for a retry after 20 s.
  clearTimeout(jobsTimer);
  await jobSystem.stop(20_000);
  await images.close();
  await db.close();
  if (lock?.ok) lock.release();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Started by scripts/start.mjs (`npm start`): its IPC channel closes when that script is gone, killed by any
// signal included, and a server without its start script would be an orphan nobody stops.
if (process.connected) process.on('disconnect', shutdown);
clearInterval(startupHandle);
app.log.debug({ startupMs: startup }, 'startup phases');
const addr = app.server.address();
const port = typeof addr === 'object' && addr ? addr.port : config.port;
console.log(
  `\nPlaten ${config.version} is running on ${db.kind} (Node.js ${process.version}): http://localhost:${port}/order/v2`,
);
console.log(
  `Files: ${files.kind === 's3' ? 'S3' : path.join(config.dataDir, 'files')}; jobs run ${working ? 'in this process' : 'on workers (npm run worker)'}.`,
);
console.log(
  config.smtpUrl
    ? `Mail: sent by SMTP (${new URL(config.smtpUrl).host}).`
    : `Mail: no SMTP_URL, so e-mails stay in the outbox: http://localhost:${port}/internal/dashboard/mail (staff).`,
);
if (config.demoData !== false) {
  console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  console.log(`Demo staff (same password): ${DEMO_STAFF.map((s) => s.email).join(', ')}\n`);
} else if (seeded.firstAdmin) {
  // Shown this once: the password is stored only as its hash.
  console.log(`First start: administrator ${seeded.firstAdmin.email} / ${seeded.firstAdmin.password}`);
  console.log('Sign in and change this password under Settings now; it is not shown again.\n');
}
