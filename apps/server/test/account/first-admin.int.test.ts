import { usersRepository } from '@platen/db';
import { ROLE_LEVELS } from '@platen/domain/access/role-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { memoryReporter } from '../../src/reporter.ts';
import { DEMO_ACCOUNT, DEMO_STAFF, seed } from '../../src/services/seed.ts';
import { testConfig, testTargets } from '../support/harness.ts';

describe('no published password in production', () => {
  it('production seeds no demo accounts unless PLATEN_DEMO says so; development and test do', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PLATEN_DEMO: '1' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PLATEN_DEMO: 'off' }).demoData).toBe(false);
  });
});

describe.each(await testTargets())('a production first start on $kind', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let first: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    opened = await target.open();
    first = await seed(opened.db, { demo: false, firstAdminEmail: 'owner@shop.example' });
  });
  afterAll(async () => opened?.drop());

  it('makes one administrator with a random password, and no account with the published one', async () => {
    const app = await buildApp({
      db: opened.db,
      config: testConfig({ databaseUrl: opened.url }),
      reporter: memoryReporter(),
    });
    const login = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    expect(first.firstAdmin?.email).toBe('owner@shop.example');
    expect(first.firstAdmin?.password).toMatch(/^[\w-]{20}$/);
    expect(first.firstAdmin?.password).not.toBe(DEMO_ACCOUNT.password);
    const admin = await usersRepository(opened.db).byEmail('owner@shop.example');
    expect(admin?.roleLevel).toBe(ROLE_LEVELS.ADMIN);
    expect((await login('owner@shop.example', first.firstAdmin!.password)).statusCode).toBe(200);
    for (const email of [DEMO_ACCOUNT.email, ...DEMO_STAFF.map((s) => s.email)]) {
      expect(await usersRepository(opened.db).byEmail(email)).toBeNull();
      expect((await login(email, DEMO_ACCOUNT.password)).statusCode).toBe(401);
    }
    await app.close();
  });

  it('a restart makes no second administrator and shows no password again', async () => {
    const again = await seed(opened.db, { demo: false, firstAdminEmail: 'other@shop.example' });
    expect(again.firstAdmin).toBeNull();
    expect(await usersRepository(opened.db).byEmail('other@shop.example')).toBeNull();
  });
});
