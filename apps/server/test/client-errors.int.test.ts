import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

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
