import { type Db, usersRepository } from '@platen/db';
import { registerUser } from './accounts.ts';
import { seedCatalogue } from './catalog/seed-catalogue.ts';

/** The demo login printed by `npm start` and shown in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@platen.test',
  password: 'platen-demo',
  name: 'Demo Buyer',
  company: 'Platen Demo Co',
};

/** Seeds what a fresh install needs: the demo account (catalogue seeds register here too). Idempotent. */
export async function seed(db: Db): Promise<{ demoCreated: boolean }> {
  const existing = await usersRepository(db).byEmail(DEMO_ACCOUNT.email);
  if (!existing) await registerUser(db, DEMO_ACCOUNT);
  for (const step of seedSteps) await step(db);
  return { demoCreated: !existing };
}

/** Further idempotent seed steps (catalogue, pricing ...) added by their modules. */
export const seedSteps: ((db: Db) => Promise<void>)[] = [];
seedSteps.push(seedCatalogue);
