import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.ts';

let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  [a, b] = await Promise.all([startServer(), startServer()]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

async function register(url: string, email: string) {
  return fetch(`${url}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Side By Side' }),
  });
}

describe('two servers side by side (npm start configuration)', () => {
  it('different PORT and DATA_DIR: both serve, neither sees the other’s data', async () => {
    expect(a.port).not.toBe(b.port);
    for (const s of [a, b]) {
      const health = await (await fetch(`${s.url}/api/health`)).json();
      expect(health).toMatchObject({ ok: true, db: 'pglite' });
    }
    const email = `side${Date.now()}@example.com`;
    expect((await register(a.url, email)).status).toBe(201);
    const login = await fetch(`${b.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(login.status).toBe(401);
    expect((await register(b.url, email)).status).toBe(201);
  });

  it('a second server on the same DATA_DIR refuses to start instead of corrupting it', () => {
    const r = spawnSync(
      process.execPath,
      ['--conditions=@platen/source', '--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: new URL('../', import.meta.url).pathname,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: a.dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Set DATA_DIR to another folder');
  });
});
