import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { PLACEMENTS, releasedOrder } from './print-file-support.ts';
import { solidPng, upload } from './print-support.ts';

const [target] = await testTargets();

describe('autoprint sheets for sublimated units', () => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let dir: string;
  const call = callAs(() => t.app);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platen-sheets-'));
    t = await openApp(target!, { dataDir: dir });
    buyer = await newClient(t.app, 'Sheet Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('R-5-59..63 a batch of 40 mugs becomes one PDF of 17 in sheets (one mug each by the formula), each with cut marks and a barcode that scans as its unit', async () => {
    const art = (await upload(t.app, buyer, await solidPng(600, 400, [30, 120, 30]), 'mug.png')).json();
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'mug', art.artworkId, undefined, {
      quantity: 40,
      placements: [PLACEMENTS[0]],
    });
    const units = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
    }[];
    expect(units.length).toBe(40);
    const res = await call(op, 'POST', '/api/internal/autoprint/sheets.pdf', {
      barcodes: units.map((u) => u.barcode),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    await writeFile(path.join(dir, 'sheets.pdf'), res.rawPayload);
    const info = execFileSync('pdfinfo', [path.join(dir, 'sheets.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+40\b/);
    // 17 in wide pages (1224 pt).
    expect(info).toMatch(/Page size:\s+1224 x /);
    execFileSync('pdftoppm', [
      '-r',
      '100',
      '-gray',
      '-png',
      path.join(dir, 'sheets.pdf'),
      path.join(dir, 's'),
    ]);
    const pages = (await readdir(dir)).filter((f) => /^s-\d+\.png$/.test(f));
    const read = pages.flatMap((p) =>
      execFileSync('zbarimg', ['-q', '--raw', '-Scode128.enable', path.join(dir, p)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .trim()
        .split('\n'),
    );
    expect(read.sort()).toEqual(units.map((u) => u.barcode).sort());
  }, 300_000);

  it('garments are refused with a clear 422; a role without station.use gets 403; an empty batch is 400', async () => {
    const art = (await upload(t.app, buyer, await solidPng(60, 40, [30, 30, 120]), 'tee.png')).json();
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'dtg', art.artworkId, undefined, {
      placements: [PLACEMENTS[0]],
    });
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
    }[];
    const refused = await call(op, 'POST', '/api/internal/autoprint/sheets.pdf', {
      barcodes: [unit!.barcode],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Unit ${unit!.barcode} is DTG: only sublimated items go on autoprint sheets.`,
    );
    expect(
      (await call(cs, 'POST', '/api/internal/autoprint/sheets.pdf', { barcodes: [unit!.barcode] }))
        .statusCode,
    ).toBe(403);
    expect((await call(op, 'POST', '/api/internal/autoprint/sheets.pdf', { barcodes: [] })).statusCode).toBe(
      400,
    );
  }, 120_000);
});
