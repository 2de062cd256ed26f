import { randomBytes } from 'node:crypto';
import {
  billingRepository,
  blanksRepository,
  printersRepository,
  type Db,
  secretsRepository,
  seedFingerprint,
  usersRepository,
} from '@platen/db';
import { ROLE_LEVELS } from '@platen/domain/access/role-levels';
import { FACILITY_CODES, facilitiesFor } from '@platen/domain/operations/facilities';
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

/** What a start seeds besides the catalogue: the demo accounts, or (production) one first administrator. */
export interface SeedOptions {
  demo: boolean;
  /** The first administrator's e-mail when `demo` is off (FIRST_ADMIN_EMAIL). */
  firstAdminEmail?: string | undefined;
}

/** The administrator a production first start made: its password is shown once, in the start log. */
export interface FirstAdmin {
  email: string;
  password: string;
}

/** The demo DTG printers of a facility. */
const demoPrinters = (facility: string) =>
  [1, 2].map((n) => ({ id: `${facility.toLowerCase()}-dtg-${n}`, name: `DTG ${n}` }));

/** Seeds what a fresh install needs: the demo accounts or a first administrator, the catalogue. Idempotent. */
export async function seed(
  db: Db,
  opts: SeedOptions = { demo: true },
): Promise<{ demoCreated: boolean; firstAdmin: FirstAdmin | null }> {
  const demoCreated = opts.demo ? await seedDemoAccounts(db) : false;
  const firstAdmin = opts.demo ? null : await seedFirstAdmin(db, opts.firstAdminEmail);
  // Demo floor: every facility has every blank in stock (README "Production floor"); a facility switched off
  // later (floor_facilities.demo_stock = false) stays off across restarts.
  for (const facility of FACILITY_CODES) {
    await blanksRepository(db).openFacility(facility, DEMO_FLOOR_STOCK);
  }
  // Demo floor: two DTG printers where DTG is printed, so the DTG station has printers to pick from.
  if (opts.demo)
    for (const facility of facilitiesFor('dtg'))
      await printersRepository(db).seedIfNone(facility, demoPrinters(facility));
  // The seed data only changes with a release: skip the catalogue and pricing upserts when they are current,
  // so a restart is ready quickly.
  const fingerprint = seedFingerprint();
  const secrets = secretsRepository(db);
  if ((await secrets.get('seed-fingerprint')) !== fingerprint) {
    for (const step of seedSteps) await step(db);
    await secrets.set('seed-fingerprint', fingerprint);
  }
  return { demoCreated, firstAdmin };
}

/** The demo buyer (on a credit line) and the demo staff, all with the README's published password. */
async function seedDemoAccounts(db: Db): Promise<boolean> {
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
  return demoCreated;
}

/**
 * Without demo data (production): when no administrator exists, one is made with a random password that only
 * the start log shows; a published password never guards a production install.
 */
async function seedFirstAdmin(db: Db, email = 'admin@platen.test'): Promise<FirstAdmin | null> {
  if (await usersRepository(db).anyAtLevel(ROLE_LEVELS.ADMIN)) return null;
  const password = randomBytes(15).toString('base64url');
  const made = await createAccount(db, {
    email,
    password,
    name: 'Administrator',
    company: 'Platen',
    roleLevel: ROLE_LEVELS.ADMIN,
    roleGroup: 'admin',
    position: 'Supervisor',
  });
  return made ? { email, password } : null;
}

/** Further idempotent seed steps (catalogue, pricing ...) added by their modules. */
export const seedSteps: ((db: Db) => Promise<void>)[] = [];
seedSteps.push(seedCatalogue);
