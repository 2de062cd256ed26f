import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ripLocationFor } from '@platen/domain/print-files/rip-hot-folder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { PLACEMENTS, releasedOrder } from './print-file-support.ts';
import { solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('RIP hot folders, on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let lead: Client;
  let dir: string;
  const call = callAs(() => t.app);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platen-rip-'));
    t = await openApp(target, { dataDir: dir });
    buyer = await newClient(t.app, 'RIP Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const folder = async (location: string) =>
    (await readdir(path.join(dir, 'files', 'rip', location)).catch(() => [] as string[])).sort();

  it('R-9-40 a DTG unit released to its RIP lands in its active location hot folder with its ticket; a RIP_ISSUE report moves the unit and the board shows it; ripped takes it out; inactive locations are refused', async () => {
    const art = (await upload(t.app, buyer, await solidPng(600, 400, [220, 200, 20]), 'rip.png')).json();
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'dtg', art.artworkId, undefined, {
      placements: [PLACEMENTS[0]],
    });
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      facility: string;
    }[];
    const location = ripLocationFor(unit!.facility);
    const printers = (await call(op, 'GET', `/api/internal/printers?facility=${unit!.facility}`)).json()
      .printers as { printerId: string; name: string }[];
    // An inactive location is refused and nothing is dropped anywhere.
    const refused = await call(op, 'POST', `/api/internal/units/${unit!.barcode}/rip`, {
      location: 'FRESNO',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'RIP location FRESNO is inactive: send the file to an active location.',
    );
    expect(await folder('FRESNO')).toEqual([]);

    const released = await call(op, 'POST', `/api/internal/units/${unit!.barcode}/rip`, {
      side: 'front',
      copies: 2,
      ...(printers[0] ? { printerId: printers[0].printerId } : {}),
    });
    expect(released.statusCode, released.body).toBe(201);
    const ticket = released.json();
    expect(ticket).toMatchObject({
      barcode: unit!.barcode,
      location,
      copies: 2,
      media: { product: 'gildan-5000', color: 'Black', size: 'med' },
      size: { widthIn: 14, heightIn: 16, dpi: 300, widthPx: 4200, heightPx: 4800 },
      offsets: { top: 0.5, left: 3.5 },
    });
    if (printers[0]) expect(ticket.printer).toEqual({ id: printers[0].printerId, name: printers[0].name });
    const b = unit!.barcode;
    expect(await folder(location)).toEqual([`${b}-front-underbase.png`, `${b}-front.json`, `${b}-front.png`]);

    expect(
      (await call(op, 'POST', '/api/internal/rip/SCRANTON/reports', { barcode: b, status: 'ripped' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(cs, 'POST', `/api/internal/rip/${location}/reports`, { barcode: b, status: 'ripped' }))
        .statusCode,
    ).toBe(403);
    const issue = await call(op, 'POST', `/api/internal/rip/${location}/reports`, {
      barcode: b,
      status: 'RIP_ISSUE',
      message: 'Profile missing',
    });
    expect(issue.statusCode, issue.body).toBe(200);
    expect(issue.json().milestone).toBe('RIP_ISSUE');
    let shown = false;
    for (let i = 0; i < 30 && !shown; i++) {
      const board = await call(lead, 'GET', `/api/internal/board?facility=${unit!.facility}`);
      shown = JSON.stringify(board.json()).includes(b) && JSON.stringify(board.json()).includes('RIP_ISSUE');
      if (!shown) await new Promise((r) => setTimeout(r, 500));
    }
    expect(shown).toBe(true);
    // The files stay for a retry; ripped takes the job out of the folder and logs the ripped event.
    expect((await folder(location)).length).toBe(3);
    const ripped = await call(op, 'POST', `/api/internal/rip/${location}/reports`, {
      barcode: b,
      status: 'ripped',
    });
    expect(ripped.statusCode, ripped.body).toBe(200);
    expect(await folder(location)).toEqual([]);
    expect((await eventsOf(t.db, orderId)).some((e) => e.name === 'ripped' && e.data?.barcode === b)).toBe(
      true,
    );
    const again = await call(op, 'POST', `/api/internal/rip/${location}/reports`, {
      barcode: b,
      status: 'ripped',
    });
    expect(again.statusCode).toBe(409);
  }, 240_000);
});
