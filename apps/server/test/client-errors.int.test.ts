import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { newClient, openApp, type TestApp, testConfig, testTargets } from './support/harness.ts';

const targets = await testTargets();

describe.each(targets)('POST /api/errors on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('O-8-26 / R-8-13 a browser error report reaches the error reporter with the user and page', async () => {
    const c = await newClient(t.app);
    const before = t.reporter.reports.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: c.headers(),
      payload: { message: 'Cannot read properties of undefined', stack: 'at x', url: 'http://x/order/v2' },
    });
    expect(res.statusCode).toBe(204);
    const report = t.reporter.reports[before]!;
    expect((report.error as Error).message).toBe('Cannot read properties of undefined');
    expect(report.context).toMatchObject({ source: 'browser', url: 'http://x/order/v2', userId: c.userId });
  });

  it('refuses oversized or malformed reports with a 4xx and reports nothing', async () => {
    const before = t.reporter.reports.length;
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { message: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { message: 'a', evil: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(t.reporter.reports.length).toBe(before);
  });
});

describe.each(targets)('#13.7 error reports are logged one JSON line each on $kind', (target) => {
  it('#13.7 an anonymous report with newlines (and U+2028, U+0085) in every field writes exactly one line, its fields intact', async () => {
    const { db, url, drop } = await target.open();
    // The default reporter (no reporter option): what the running server writes to stderr.
    const app = await buildApp({ db, config: testConfig({ databaseUrl: url }) });
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const forged = '\n{"level":"info","msg":"admin signed in"}\r\n';
    const body = {
      message: `boom${forged}`,
      stack: `Error: boom\n    at x (a.js:1:1)${forged}\u2028line\u0085next\u2029`,
      url: `http://x/order/v2${forged}`,
    };
    try {
      const res = await app.inject({ method: 'POST', url: '/api/errors', payload: body });
      expect(res.statusCode).toBe(204);
    } finally {
      spy.mockRestore();
      await app.close();
      await drop();
    }
    const out = written.join('');
    expect(out.endsWith('\n')).toBe(true);
    const lines = out.slice(0, -1);
    expect(lines).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    const record = JSON.parse(lines);
    expect(record).toMatchObject({
      level: 'error',
      error: { name: 'ClientError', message: body.message, stack: body.stack },
      context: { source: 'browser', url: body.url, userId: null },
    });
  });
});
