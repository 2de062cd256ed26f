import {
  billingRepository,
  blanksRepository,
  type Db,
  secretsRepository,
  seedFingerprint,
  usersRepository,
} from '@platen/db';
import { ROLE_LEVELS } from '@platen/domain/access/role-levels';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { createAccount } from './accounts.ts';
import { seedCatalogue } from './catalog/seed-catalogue.ts';

/** The demo login printed by `npm start` and shown in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@platen.test',
  password: 'platen-demo',
  name: 'Demo Buyer',
  company: 'Platen Demo Co',
};

/** Demo data flag: a fresh install stocks every facility, so an order's blanks are in stock (README). */
export const DEMO_FLOOR_STOCK = true;

/** demo staff printed by `npm start` and listed in the README (password `platen-demo`). */
export const DEMO_STAFF = [
  {
    email: 'admin@platen.test',
    name: 'Ada Admin',
    roleLevel: ROLE_LEVELS.ADMIN,
    roleGroup: 'admin',
    position: 'Supervisor',
  },
  {
    email: 'lead@platen.test',
    name: 'Lee Lead',
    roleLevel: ROLE_LEVELS.MANAGE,
    roleGroup: 'production',
    position: 'Supervisor',
  },
  {
    email: 'operator@platen.test',
    name: 'Otto Operator',
    roleLevel: ROLE_LEVELS.EMPLOYEE,
    roleGroup: 'production',
    position: 'Press Operator',
  },
  {
    email: 'cs@platen.test',
    name: 'Cass Service',
    roleLevel: ROLE_LEVELS.EMPLOYEE,
    roleGroup: 'cs',
    position: 'Approval Rep',
  },
  {
    email: 'sales@platen.test',
    name: 'Sal Sales',
    roleLevel: ROLE_LEVELS.EMPLOYEE,
    roleGroup: 'sales',
    position: 'BDR Rep',
  },
].map((s) => ({ ...s, password: DEMO_ACCOUNT.password, company: 'Platen' }));

/** The demo account's credit line: $50,000, enough to order without topping up. */
export const DEMO_CREDIT_LINE = 5_000_000;

/** Seeds what a fresh install needs: the demo account (catalogue seeds register here too). Idempotent. */
export async function seed(db: Db): Promise<{ demoCreated: boolean }> {
  const existing = await usersRepository(db).byEmail(DEMO_ACCOUNT.email);
  // Several servers may start at once on one PostgreSQL: the one that loses the race finds the account made.
  // The demo account skips the password policy: its password is published in the README anyway.
  const demoCreated = existing ? false : (await createAccount(db, DEMO_ACCOUNT)) !== null;
  // The demo account orders on a credit line (README); a new account starts at 0.
  const demo = existing ?? (await usersRepository(db).byEmail(DEMO_ACCOUNT.email));
  if (demo) await billingRepository(db).openAccount(demo.id, DEMO_CREDIT_LINE);
  for (const staff of DEMO_STAFF) {
    if (await usersRepository(db).byEmail(staff.email)) continue;
    // Null when another server seeded it meanwhile.
    await createAccount(db, staff);
  }
  // Demo floor: every facility has every blank in stock (README "Production floor"); a facility switched off
  // later (floor_facilities.demo_stock = false) stays off across restarts.
  for (const facility of FACILITY_CODES) {
    await blanksRepository(db).openFacility(facility, DEMO_FLOOR_STOCK);
  }
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
