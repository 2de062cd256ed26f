import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { billingRepository, type Db } from '@platen/db';
import { type TestTarget, testTargets as allTestTargets } from '@platen/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, VERSION } from '../../src/config.ts';
import { memoryReporter } from '../../src/reporter.ts';
import { DEMO_CREDIT_LINE, seed } from '../../src/services/seed.ts';

export type { TestTarget };

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Environment variables for one whole test file: set before its first hook, put back after its last. Integration
 * files share their worker's process (isolate: false), so a variable set at a file's top level would reach every
 * later file of that worker.
 */
export function fileEnv(vars: Record<string, string>): void {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(vars)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}

/**
 * The databases a test file runs on (docs/decisions/test-speed.md). With PostgreSQL reachable beside PGlite, each
 * file runs on one of them, fixed by its path, so a run covers both engines at the cost of one;
 * `PLATEN_TEST_ALL_TARGETS=1` runs every file on both. `needs: 'postgres'` is for files whose subject only exists
 * on PostgreSQL (several processes on one database): they get it whenever it is there. `needs: 'both'` is for the
 * few files an issue asks to pass on both engines in every run (concurrent receipts).
 */
export async function testTargets(options: { needs?: 'postgres' | 'both' } = {}): Promise<TestTarget[]> {
  const all = await allTestTargets();
  if (all.length < 2 || options.needs === 'both' || process.env.PLATEN_TEST_ALL_TARGETS === '1') return all;
  if (options.needs) return all.filter((t) => t.kind === options.needs);
  const file = path.relative(root, expect.getState().testPath ?? '');
  let sum = 0;
  for (const c of file) sum = (sum * 31 + c.charCodeAt(0)) % 1_000_003;
  return [all[sum % all.length]!];
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: path.join(root, 'data-test'),
    env: 'test',
    version: VERSION,
    webDist: path.join(root, 'apps/web/dist-missing'),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  url?: string | undefined;
  reporter: ReturnType<typeof memoryReporter>;
  close(): Promise<void>;
}

/** The database of each open test app, so clients it registers can be given funds. */
const appDbs = new WeakMap<FastifyInstance, Db>();

/** A real app on a fresh migrated and seeded database of the given target (PGlite or PostgreSQL). */
export async function openApp(target: TestTarget, config: Partial<Config> = {}): Promise<TestApp> {
  // A copy of the run's seeded template when the global setup made one; otherwise migrate and seed here.
  const copied = await target.openSeeded();
  const { db, url, drop } = copied ?? (await target.open());
  if (!copied) await seed(db);
  const reporter = memoryReporter();
  const app = await buildApp({ db, config: testConfig({ ...config, databaseUrl: url }), reporter });
  await app.ready();
  appDbs.set(app, db);
  return {
    app,
    db,
    url,
    reporter,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A signed-in browser-like client: session cookie + XSRF header, as the SPA sends them. */
export interface Client {
  userId: string;
  email: string;
  apiKey: string;
  cookie: string;
  xsrf: string;
  /** Headers of a session request that passes the XSRF check. */
  headers(): Record<string, string>;
  /** Headers of an API-key request (HTTP Basic, empty user name). */
  basic(): Record<string, string>;
}

let counter = 0;

/**
 * Registers a fresh user through the API and returns its credentials. New accounts start at 0: unless
 * `funded: false`, the account gets the demo credit line so its orders are paid at placement, as before billing.
 */
export async function newClient(
  app: FastifyInstance,
  name = 'Test Buyer',
  opts: { funded?: boolean } = {},
): Promise<Client> {
  const email = `user${Date.now()}${counter++}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { email, password: 'correct horse battery', name },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookies = cookieJar(res);
  const cookie = `platen_session=${cookies.platen_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`;
  // The API key is shown once, in the registration answer.
  const { user, apiKey } = res.json() as { user: { id: string }; apiKey: string };
  const db = appDbs.get(app);
  if (db && opts.funded !== false) await billingRepository(db).setCreditLine(user.id, DEMO_CREDIT_LINE);
  return {
    userId: user.id,
    email,
    apiKey,
    cookie,
    xsrf: cookies['XSRF-TOKEN']!,
    headers: () => ({ cookie, 'x-xsrf-token': cookies['XSRF-TOKEN']! }),
    basic: () => ({ authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}` }),
  };
}

export function cookieJar(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.cookies) out[c.name] = c.value;
  return out;
}

/** A request injected as client `c` (its session headers), with an optional JSON body. */
export type CallAs = (
  c: Client,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** `callAs(() => t.app)`: requests as a client on the app a describe block opens in its beforeAll. */
export const callAs =
  (app: () => FastifyInstance): CallAs =>
  (c, method, url, payload) =>
    app().inject({ method, url, headers: c.headers(), ...(payload ? { payload } : {}) });
