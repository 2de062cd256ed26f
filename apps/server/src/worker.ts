// `npm run worker`: job handlers alone, on the PostgreSQL of DATABASE_URL and the file store of S3_URL (or
// DATA_DIR/files on a shared disk). Run any number beside any number of web servers (JOBS_IN_WEB=off there).
import { createDb, migrate } from '@platen/db';
import { loadConfig } from './config.ts';
import { createJobSystem, jobTuning, mailSettings } from './jobs/job-system.ts';
import { createImageSandbox } from './services/image-sandbox/image-sandbox.ts';
import { createFileStore } from './storage/create-file-store.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (a PostgreSQL shared with the web servers). On the embedded database, npm start runs the jobs itself.',
  );
  process.exit(1);
}
const db = await createDb({ url: config.databaseUrl, poolSize: 4 });
await migrate(db);
const files = await createFileStore(config);
// A worker answers no API call: its renders may use every CPU (a web process keeps its first CPU free of them).
const images = createImageSandbox({ cpus: null });
const jobs = createJobSystem(db, files, {
  work: true,
  instanceName: 'worker',
  images,
  mail: mailSettings(config),
  blankSuppliers: config.blankSuppliers,
  ...jobTuning(),
});
await jobs.start();
console.log(
  `Platen worker ${config.version} is working on postgres (pid ${process.pid}); files: ${files.kind}.`,
);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  // No new jobs; running ones finish, or are handed back (failed, so retried elsewhere) after 20 s.
  await jobs.stop(20_000);
  await images.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
