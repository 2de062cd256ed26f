import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { PRODUCTS, type FloorPrintType } from '../floor/support.ts';
import { ASPECT, PLACEMENTS, releasedOrder } from './print-file-support.ts';
import { solidPng, upload } from './print-support.ts';

// Rendering does not depend on the database: the matrix runs on the first target only (PGlite by default).
const [target] = await testTargets();

const SHARE: Record<string, number> = { C: 0.5, L: 0, R: 1 };

/** Where the design says the art's covered box lies on a W x H print file at `dpi` (computed from the design). */
function expectedBox(p: (typeof PLACEMENTS)[number], W: number, H: number, dpi: number) {
  let w = p.width * W;
  let h = w * ASPECT;
  const turned = p.rotation % 180 !== 0;
  let cw = turned ? h : w;
  let ch = turned ? w : h;
  const fit = Math.min(1, W / cw, H / ch);
  [w, h, cw, ch] = [w * fit, h * fit, cw * fit, ch * fit];
  const left = (SHARE[p.horizontal] ?? 0.5) * (W - cw);
  const wanted = 'top' in p.offset ? p.offset.top * dpi : H - p.offset.bottom * dpi - ch;
  const top = Math.min(Math.max(wanted, 0), H - ch);
  return { left, top, right: left + cw, bottom: top + ch };
}

/** The bounding box of the art: pixels with alpha (transparent files) or not white (files on white). */
async function artBox(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 4;
      const ink = data[i + 3]! > 127 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200);
      if (!ink) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  return {
    left,
    top,
    right,
    bottom,
    width: info.width,
    height: info.height,
    density: (await sharp(png).metadata()).density,
  };
}

describe('print-ready files per unit and side', () => {
  let t: TestApp;
  let buyer: Client;
  let other: Client;
  let cs: Client;
  let op: Client;
  let artworkId: string;
  let dataDir: string;
  const call = callAs(() => t.app);
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'platen-print-files-'));
    t = await openApp(target!, { dataDir });
    buyer = await newClient(t.app, 'Print File Buyer');
    other = await newClient(t.app, 'Print File Other');
    ({ cs, operator: op } = await floorStaff(t.app));
    artworkId = (await upload(t.app, buyer, await solidPng(600, 400, [200, 20, 20]), 'art.png')).json()
      .artworkId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const unitsOf = async (orderId: string) =>
    (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      itemIndex: number;
    }[];

  for (const printType of Object.keys(PRODUCTS) as FloorPrintType[])
    it(`${printType}: for 5 designs the PNG is inches x DPI and the art lies where the design says (+-1 px at 300 DPI)`, async () => {
      const orderId = await releasedOrder(t.app, buyer, cs, t.db, printType, artworkId);
      const units = await unitsOf(orderId);
      const area = await t.db.query<{
        doc: { printAreas: Record<string, { width: number; height: number; dpi: number }> };
      }>('SELECT doc FROM catalog_products WHERE identifier = $1', [PRODUCTS[printType].product]);
      const front = area.rows[0]!.doc.printAreas.front!;
      for (const [i, placement] of PLACEMENTS.entries()) {
        const unit = units.find((u) => u.itemIndex === i)!;
        const res = await call(op, 'GET', `/api/internal/units/${unit.barcode}/print-files/front/print.png`);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        const box = await artBox(res.rawPayload);
        const W = Math.round(front.width * front.dpi);
        const H = Math.round(front.height * front.dpi);
        expect([box.width, box.height, box.density]).toEqual([W, H, front.dpi]);
        const want = expectedBox(placement, W, H, front.dpi);
        for (const k of ['left', 'top', 'right', 'bottom'] as const)
          expect(
            Math.abs(box[k] - want[k]),
            `${printType} design ${i} ${k}: ${box[k]} vs ${want[k]}`,
          ).toBeLessThanOrEqual(1);
        const pdf = await call(op, 'GET', `/api/internal/units/${unit.barcode}/print-files/front/print.pdf`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const underbase = await call(
          op,
          'GET',
          `/api/internal/units/${unit.barcode}/print-files/front/underbase.png`,
        );
        // DTG on a black garment gets a white underbase the art's shape; nothing else has one.
        if (printType === 'dtg') {
          expect(underbase.statusCode).toBe(200);
          expect((await sharp(underbase.rawPayload).metadata()).channels).toBe(1);
          const ub = await sharp(underbase.rawPayload)
            .extractChannel(0)
            .raw()
            .toBuffer({ resolveWithObject: true });
          const cx = Math.round((want.left + want.right) / 2);
          const cy = Math.round((want.top + want.bottom) / 2);
          expect(ub.data[cy * ub.info.width + cx]).toBe(255);
          expect(ub.data[0]).toBe(0);
        } else expect(underbase.statusCode).toBe(404);
      }
    }, 240_000);

  it('DTG on a white garment has no underbase; the PNG is transparent around the art', async () => {
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'dtg', artworkId, 'White');
    const [unit] = await unitsOf(orderId);
    const png = await call(op, 'GET', `/api/internal/units/${unit!.barcode}/print-files/front/print.png`);
    expect((await sharp(png.rawPayload).ensureAlpha().raw().toBuffer())[3]).toBe(0);
    expect(
      (await call(op, 'GET', `/api/internal/units/${unit!.barcode}/print-files/front/underbase.png`))
        .statusCode,
    ).toBe(404);
  }, 120_000);

  it('an unchanged design reuses its stored file; a changed design version renders a new one; the owner downloads it through v2', async () => {
    // A fresh artwork: versions no other test drew.
    const blue = (await upload(t.app, buyer, await solidPng(600, 400, [20, 20, 200]), 'blue.png')).json();
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'poster', blue.artworkId);
    const units = await unitsOf(orderId);
    const keys = async () =>
      (await readdir(path.join(dataDir, 'files', 'print-files'), { recursive: true }))
        .filter((k) => /\.(png|pdf)$/.test(k))
        .sort();
    const [a, b] = [units[0]!, units[1]!];
    await call(op, 'GET', `/api/internal/units/${a.barcode}/print-files/front/print.png`);
    const before = await keys();
    const again = await call(op, 'GET', `/api/internal/units/${a.barcode}/print-files/front/print.png`);
    expect(again.statusCode).toBe(200);
    expect(await keys()).toEqual(before);
    // The item's design changes to the second item's design: the new version is drawn, the first one kept.
    await t.db.query(
      `UPDATE orders SET lifecycle = jsonb_set(lifecycle, '{items,${a.itemIndex},designId}', lifecycle #> '{items,${b.itemIndex},designId}') WHERE id = $1`,
      [orderId],
    );
    const changed = await call(op, 'GET', `/api/internal/units/${a.barcode}/print-files/front/print.png`);
    expect(changed.statusCode).toBe(200);
    const after = await keys();
    expect(after.length).toBe(before.length + 2);
    expect(after).toEqual(expect.arrayContaining(before));
    // The v2 API: the order's owner downloads it, another customer gets 404, a role without station.use 403.
    const v2 = `/api/v2/order/${orderId}/units/${a.barcode}/print-files/front/print.pdf`;
    const mine = await call(buyer, 'GET', v2);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect((await call(other, 'GET', v2)).statusCode).toBe(404);
    expect(
      (await call(cs, 'GET', `/api/internal/units/${a.barcode}/print-files/front/print.png`)).statusCode,
    ).toBe(403);
    expect(
      (await call(op, 'GET', `/api/internal/units/${a.barcode}/print-files/front/print.gif`)).statusCode,
    ).toBe(400);
    expect(
      (await call(op, 'GET', `/api/internal/units/${a.barcode}/print-files/sleeve-left/print.png`))
        .statusCode,
    ).toBe(404);
  }, 120_000);
});
