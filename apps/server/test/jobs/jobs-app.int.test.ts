import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RATE_LIMIT_ROW_RETENTION_SECONDS } from '@platen/domain/calendar/recurring-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCKUP_RENDER } from '../../src/jobs/mockup-render-job.ts';
import { SWEEP_EXPIRED, sweepExpired } from '../../src/jobs/sweep-expired-job.ts';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)('#16 jobs inside the app on $kind', (target) => {
  let t: TestApp;
  // A data folder of its own, so the template view below is not already in the file store.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-jobs-app-'));
  beforeAll(async () => {
    t = await openApp(target, { dataDir });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('#16.1 concurrent requests for one uncached mockup make one render job; later requests serve the stored file', async () => {
    // A catalogue colour of the template (others are refused 400 since #13.3).
    const color = 'c8102e';
    const url = `/api/print/mockup-template/tee-front?color=${color}&size=regular`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'GET', url })));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toBe('image/png');
      expect(a.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    const jobs = async () =>
      (
        await t.db.query<{ n: number }>(
          // Renderer v3 fills the colour in the drawing's layers (under / overlays), not only the base template.
          'SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data::text ILIKE $2',
          [MOCKUP_RENDER, `%${color}%`],
        )
      ).rows[0]!.n;
    expect(await jobs()).toBe(1);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(await jobs()).toBe(1);
  });

  it('#16.1 the sweep removes expired sessions and old rate-limit counters, keeps live ones; it is scheduled on Los Angeles time', async () => {
    const c = await newClient(t.app, 'Sweep Buyer');
    const expired = randomUUID();
    await t.db.query(
      `INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() - interval '1 minute')`,
      [expired, c.userId],
    );
    const old = `sweep-old-${randomUUID()}`;
    const fresh = `sweep-fresh-${randomUUID()}`;
    await t.db.query(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES
         ($1, now() - make_interval(secs => $3 + 60), 3), ($2, now(), 1)`,
      [old, fresh, RATE_LIMIT_ROW_RETENTION_SECONDS],
    );
    const swept = await sweepExpired(t.db);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.rateLimits).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [c.userId]);
    expect(left.rows.map((r) => r.id)).not.toContain(expired);
    expect(left.rows.length).toBe(1); // the live session of the client
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: c.cookie } })).statusCode,
    ).toBe(200);
    const buckets = await t.db.query<{ bucket: string }>(
      'SELECT bucket FROM rate_limits WHERE bucket IN ($1, $2)',
      [old, fresh],
    );
    expect(buckets.rows.map((r) => r.bucket)).toEqual([fresh]);
    expect(await sweepExpired(t.db)).toMatchObject({ sessions: 0 });

    await t.app.ready();
    const schedule = await (async () => {
      for (let i = 0; i < 100; i++) {
        const r = await t.db
          .query<{ cron: string; timezone: string }>(
            'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
            [SWEEP_EXPIRED],
          )
          .catch(() => ({ rows: [] }));
        if (r.rows[0]) return r.rows[0];
        await new Promise((res) => setTimeout(res, 50));
      }
      return null;
    })();
    expect(schedule).toEqual({ cron: '*/15 * * * *', timezone: 'America/Los_Angeles' });
  });
});
