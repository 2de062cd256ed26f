import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@platen/db';
import { testTargets } from '@platen/db/testing';
import { isValidTrackingNumber, type LabelCarrier } from '@platen/domain/shipping/tracking-numbers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, screenshot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, orderViaApi, signedInContext } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

interface Unit {
  barcode: string;
  station: string;
  facility: string;
}
interface Scan extends Unit {
  data: Record<string, unknown>;
  done: string;
}

/** The text of a PDF through poppler (throws when the bytes are not a PDF). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-e2e-pdf-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'l.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The board's late unit needs a unit whose milestone is days old: the test sets it in the server's PostgreSQL.
const pg = (await testTargets()).find((t) => t.kind === 'postgres');

describe.skipIf(!pg)('production floor part 2 in Chromium (issue 18)', () => {
  let server: RunningServer;
  let browser: Browser;
  let buyer: BrowserContext;
  let staff: BrowserContext;
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await (pg as NonNullable<typeof pg>).open();
    drop = opened.drop;
    db = opened.db;
    [server, browser] = await Promise.all([
      startServer({ DATABASE_URL: opened.url as string, TRACKING_WEBHOOK_SECRET: 'e2e-secret' }),
      launchBrowser(),
    ]);
    buyer = await signedInContext(browser, server);
    staff = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await staff.newPage();
    await page.goto(`${server.url}/auth/login?next=%2Finternal%2Fdashboard`);
    await page.getByLabel('Email').fill('lead@platen.test');
    await page.getByLabel('Password').fill('platen-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/internal\/dashboard/);
    await page.close();
  }, 120_000);
  afterAll(async () => {
    await buyer?.close();
    await staff?.close();
    await browser?.close();
    await server?.stop();
    await drop?.();
  });

  async function scan(page: Page, u: Unit, station: string, data?: object): Promise<Scan> {
    await api(page, 'POST', '/api/internal/shifts', { station, facility: u.facility });
    return api<Scan>(page, 'POST', '/api/internal/scans', {
      barcode: u.barcode,
      station,
      ...(data ? { data } : {}),
    });
  }
  async function toQc(page: Page, u: Unit) {
    let at = u.station;
    while (at !== 'qc') at = (await scan(page, { ...u, station: at }, at)).station;
  }

  it('#18.4 QC accept and fail, store names the bin, shipping makes a label PDF, and the board shows the late unit with its reason; axe clean', async () => {
    const customer = await buyer.newPage();
    await customer.goto(`${server.url}/manager/v2`);
    const orderId = await orderViaApi(
      customer,
      await cartViaApi(customer, { complete: true, shipments: 1, po: 'E2E Floor' }),
    );
    const lead = await staff.newPage();
    const errors = watchConsole(lead);
    await lead.goto(`${server.url}/internal/dashboard`);
    await api(lead, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    const units = (await api<{ units: Unit[] }>(lead, 'GET', `/api/internal/orders/${orderId}`)).units;
    for (const u of units) await toQc(lead, u);

    // QC: the first unit fails (voided, reprinted under a new barcode), the others pass into the store.
    const [first, ...rest] = units as [Unit, ...Unit[]];
    const failed = await scan(lead, { ...first, station: 'qc' }, 'qc', { result: 'fail' });
    expect(failed.station).toBe('voided');
    const reprint = {
      barcode: failed.data.replacement as string,
      station: failed.data.replacementStation as string,
      facility: first.facility,
    };
    await toQc(lead, reprint);
    const bins = new Set<string>();
    for (const u of [...rest, reprint]) {
      const ok = await scan(lead, { ...u, station: 'qc' }, 'qc', { result: 'accept' });
      expect(ok.station).toBe('store');
      const stored = await scan(lead, { ...u, station: 'store' }, 'store');
      expect(typeof stored.data.rack).toBe('string');
      expect(typeof stored.data.bin).toBe('number');
      expect(stored.done).toMatch(/^Put it in bin /);
      bins.add(String(stored.data.binLabel));
    }
    expect(bins.size).toBe(1);
    let last: Scan | null = null;
    for (const u of [...rest, reprint]) last = await scan(lead, { ...u, station: 'shipping' }, 'shipping');
    const parcels = (last as Scan).data.parcels as { tracking: string; carrier: string; labelUrl: string }[];
    expect(parcels.length).toBeGreaterThan(0);
    for (const p of parcels) {
      const res = await lead.request.get(`${server.url}${p.labelUrl}`);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect(pdfText(await res.body())).toContain(p.tracking);
      expect(isValidTrackingNumber(p.carrier as LabelCarrier, p.tracking)).toBe(true);
    }
    const order = await api<{ status: string; shipments: { tracking: { tracking: string } }[] }>(
      customer,
      'GET',
      `/api/v3/orders/${orderId}`,
    );
    expect(order.status).toBe('shipped');
    expect(order.shipments[0]?.tracking.tracking).toBe(parcels[0]?.tracking);

    // A second order printed four days ago and still waits for QC: late on the board, with its reason.
    const lateOrder = await orderViaApi(
      customer,
      await cartViaApi(customer, { complete: true, shipments: 1, po: 'E2E Late' }),
    );
    await api(lead, 'POST', `/api/internal/approvals/${lateOrder}`, { decision: 'approve' });
    const [lateUnit] = (await api<{ units: Unit[] }>(lead, 'GET', `/api/internal/orders/${lateOrder}`))
      .units as [Unit];
    await toQc(lead, lateUnit);
    await db.query(`UPDATE units SET milestone_at = now() - interval '100 hours' WHERE barcode = $1`, [
      lateUnit.barcode,
    ]);
    await db.query(
      `INSERT INTO printers (id, facility, name, status, reason) VALUES ('k7', $1, 'Kornit 7', 'out-of-service', 'Head clog')`,
      [lateUnit.facility],
    );

    await lead.goto(`${server.url}/internal/dashboard`);
    await lead.getByRole('link', { name: 'Production board' }).click();
    await lead.waitForURL(/\/internal\/dashboard\/board$/);
    await lead.getByLabel('Facility').selectOption(lateUnit.facility);
    const row = lead.getByRole('row').filter({ hasText: lateUnit.barcode });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('Late');
    expect(await row.textContent()).toContain(
      'PRINT exceeded its 72 h maximum (100 h elapsed). Waiting at qc.',
    );
    await expect.poll(() => lead.getByText('Kornit 7: Head clog', { exact: false }).count()).toBe(1);
    expect(await seriousViolations(lead)).toEqual([]);
    await screenshot(lead, 'production-board');
    expect(errors).toEqual([]);
  }, 300_000);
});
