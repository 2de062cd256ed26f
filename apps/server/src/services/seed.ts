import { type Db, secretsRepository, seedFingerprint, usersRepository } from '@platen/db';
import { createAccount } from './accounts.ts';
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
  // Several servers may start at once on one PostgreSQL: the one that loses the race finds the account made.
  // The demo account skips the password policy: its password is published in the README anyway.
  const demoCreated = existing ? false : (await createAccount(db, DEMO_ACCOUNT)) !== null;
  // The seed data only changes with a release: skip the catalogue and pricing upserts when they are current,
  // so a restart is ready quickly.
  const fingerprint = seedFingerprint();
  const secrets = secretsRepository(db);
  if ((await secrets.get('seed-fingerprint')) !== fingerprint) {
    for (const step of seedSteps) await step(db);
    await secrets.set('seed-fingerprint', fingerprint);
  }
  return { demoCreated };
}

/** Further idempotent seed steps (catalogue, pricing ...) added by their modules. */
export const seedSteps: ((db: Db) => Promise<void>)[] = [];
seedSteps.push(seedCatalogue);
