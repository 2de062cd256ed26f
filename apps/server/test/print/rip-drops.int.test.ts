import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ripLocationFor } from '@platen/domain/print-files/rip-hot-folder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { PLACEMENTS, releasedOrder } from './print-file-support.ts';
import { solidPng, upload } from './print-support.ts';

const targets = await testTargets();
const INACTIVE = ['BROTHER_CLOUD', 'FRESNO', 'SCRANTON'];

describe.each(targets)('RIP drops queued by the scan that brings a unit to DTG, on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let dir: string;
  let artworkId: string;
  const call = callAs(() => t.app);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platen-ripdrop-'));
    t = await openApp(target, { dataDir: dir });
    buyer = await newClient(t.app, 'RIP Drop Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    const png = await solidPng(600, 400, [30, 160, 220]);
    artworkId = (await upload(t.app, buyer, png, 'drop.png')).json().artworkId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const folder = async (location: string) =>
    (await readdir(path.join(dir, 'files', 'rip', location)).catch(() => [] as string[])).sort();
  const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean) => {
    let v = await read();
    for (let i = 0; i < 120 && !ok(v); i++) {
      await new Promise((r) => setTimeout(r, 500));
      v = await read();
    }
    return v;
  };
  /** A released DTG unit (at `facility` when given), scanned through pull, pick and pretreat: now at DTG. */
  const unitAtDtg = async (facility?: string) => {
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'dtg', artworkId, undefined, {
      placements: [PLACEMENTS[0]],
    });
    let [u] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      facility: string;
    }[];
    if (facility) {
      // Routed to a facility whose own RIP location is inactive.
      await t.db.query('UPDATE units SET facility = $2 WHERE barcode = $1', [u!.barcode, facility]);
      u = { ...u!, facility };
    }
    let last: Record<string, unknown> = {};
    for (const station of ['pull', 'pick', 'pretreat']) {
      await call(op, 'POST', '/api/internal/shifts', { station, facility: u!.facility });
      const r = await call(op, 'POST', '/api/internal/scans', { barcode: u!.barcode, station });
      expect(r.statusCode, r.body).toBe(200);
      last = r.json();
    }
    return { unit: u!, answer: last };
  };
  const view = async (barcode: string, facility: string) =>
    (await call(op, 'GET', `/api/internal/units/${barcode}?station=dtg&facility=${facility}`)).json();

  it('R-9-40 the pretreat scan queues the DTG unit’s drop: its file and ticket land once in its location’s hot folder (a re-scan at DTG drops nothing more); a RIP_ISSUE report shows with its reason on the unit view, then ripped', async () => {
    const { unit, answer } = await unitAtDtg();
    const b = unit.barcode;
    const location = ripLocationFor(unit.facility);
    expect(INACTIVE).not.toContain(location);
    expect(answer.station).toBe('dtg');
    // The scan answers before any render: the drop is queued (or already done).
    expect(answer.rip).toEqual([
      expect.objectContaining({
        side: 'front',
        location,
        status: expect.stringMatching(/queued|in-hot-folder/),
      }),
    ]);
    // A black garment: the underbase goes along.
    const files = [`${b}-front-underbase.png`, `${b}-front.json`, `${b}-front.png`];
    const dropped = await until(
      () => folder(location),
      (f) => files.every((x) => f.includes(x)),
    );
    expect(dropped.filter((f) => f.startsWith(b))).toEqual(files);
    expect((await view(b, unit.facility)).rip).toEqual([
      { side: 'front', status: 'in-hot-folder', location, reason: null },
    ]);

    const issue = await call(op, 'POST', `/api/internal/rip/${location}/reports`, {
      barcode: b,
      side: 'front',
      status: 'RIP_ISSUE',
      message: 'Media profile missing',
    });
    expect(issue.statusCode, issue.body).toBe(200);
    expect((await view(b, unit.facility)).rip).toEqual([
      { side: 'front', status: 'RIP_ISSUE', location, reason: 'Media profile missing' },
    ]);
    const ripped = await call(op, 'POST', `/api/internal/rip/${location}/reports`, {
      barcode: b,
      side: 'front',
      status: 'ripped',
    });
    expect(ripped.statusCode, ripped.body).toBe(200);
    expect((await folder(location)).filter((f) => f.startsWith(b))).toEqual([]);
    expect((await view(b, unit.facility)).rip).toEqual([
      { side: 'front', status: 'ripped', location, reason: null },
    ]);

    // Scanned again at DTG (a station-reported RIP issue keeps it there, then the print scan): the same unit and
    // design version never drops twice, so the ripped job stays out of the folder.
    await call(op, 'POST', '/api/internal/shifts', { station: 'dtg', facility: unit.facility });
    for (const data of [{ ripIssue: true }, {}]) {
      const r = await call(op, 'POST', '/api/internal/scans', { barcode: b, station: 'dtg', data });
      expect(r.statusCode, r.body).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 2000));
    expect((await folder(location)).filter((f) => f.startsWith(b))).toEqual([]);
  }, 240_000);

  it('R-9-39 a DTG unit at a facility whose own RIP location is inactive is dropped into CLOUD, never the inactive folder', async () => {
    const { unit, answer } = await unitAtDtg('FRESNO');
    expect(answer.rip).toEqual([expect.objectContaining({ location: 'CLOUD' })]);
    const dropped = await until(
      () => folder('CLOUD'),
      (f) => f.includes(`${unit.barcode}-front.json`),
    );
    expect(dropped).toContain(`${unit.barcode}-front.png`);
    for (const inactive of INACTIVE) expect(await folder(inactive)).toEqual([]);
  }, 240_000);
});
