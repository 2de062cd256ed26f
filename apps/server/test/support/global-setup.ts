import { buildTestTemplates } from '@platen/db/testing';
import { seed } from '../../src/services/seed.ts';

/** The suite's cheap password hashing (passwords.ts) for what the setup itself seeds, as for the test files. */
process.env.PLATEN_TEST_FAST_SCRYPT = '1';

/** Once per integration run: the seeded databases every `openApp` copies (see buildTestTemplates). */
export default async function setup(): Promise<() => Promise<void>> {
  return buildTestTemplates(seed);
}
