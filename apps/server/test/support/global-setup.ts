import { buildTestTemplates } from '@platen/db/testing';
import { seed } from '../../src/services/seed.ts';

/** Once per integration run: the seeded databases every `openApp` copies (see buildTestTemplates). */
export default async function setup(): Promise<() => Promise<void>> {
  return buildTestTemplates(seed);
}
