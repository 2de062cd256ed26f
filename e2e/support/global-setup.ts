import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, startServer } from './server.ts';

/** The suite's cheap password hashing (passwords.ts) for what the setup itself seeds, as for the test files. */
process.env.PLATEN_TEST_FAST_SCRYPT = '1';

/**
 * Once per e2e run: a server migrates and seeds a data directory and stops; every later `startServer` without a
 * DATA_DIR or DATABASE_URL of its own starts on a copy of it.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-e2e-template-'));
  const first = await startServer({ DATA_DIR: dir });
  await first.stop();
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
