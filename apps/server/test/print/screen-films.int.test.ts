import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { PLACEMENTS, releasedOrder } from './print-file-support.ts';
import { upload } from './print-support.ts';

const [target] = await testTargets();

/** 600 x 400 art: three bands in the three inks' colours, with a transparent hole in the middle band. */
async function threeInkArt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
    <rect x="0" y="0" width="200" height="400" fill="#d50032"/>
    <rect x="200" y="0" width="200" height="150" fill="#4cbb17"/>
    <rect x="200" y="250" width="200" height="150" fill="#4cbb17"/>
    <rect x="400" y="0" width="200" height="400" fill="#0057b8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const plane = async (png: Buffer, channel: 0 | 1 | 2 | 3) =>
  sharp(png).ensureAlpha().extractChannel(channel).raw().toBuffer();

describe('screenprint separations', () => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let dir: string;
  const call = callAs(() => t.app);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platen-films-'));
    t = await openApp(target!, { dataDir: dir });
    buyer = await newClient(t.app, 'Films Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('R-5-18 a 3-ink design gives 3 films, disjoint, whose union is the artwork coverage; there is no fourth film', async () => {
    const art = (await upload(t.app, buyer, await threeInkArt(), 'three.png')).json();
    const orderId = await releasedOrder(t.app, buyer, cs, t.db, 'screenprint', art.artworkId, undefined, {
      placements: [PLACEMENTS[0]],
      matched: ['Radiant Red', 'Kelly', 'Blue'],
    });
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
    }[];
    const base = `/api/internal/units/${unit!.barcode}`;
    const print = await call(op, 'GET', `${base}/print-files/front/print.png`);
    expect(print.statusCode).toBe(200);
    const coverage = await plane(print.rawPayload, 3);
    const films: Buffer[] = [];
    for (const i of [0, 1, 2]) {
      const r = await call(op, 'GET', `${base}/films/front/${i}.png`);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      expect((await sharp(r.rawPayload).metadata()).channels).toBe(1);
      films.push(await sharp(r.rawPayload).extractChannel(0).raw().toBuffer());
    }
    expect((await call(op, 'GET', `${base}/films/front/3.png`)).statusCode).toBe(404);
    let covered = 0;
    let mismatched = 0;
    for (let p = 0; p < coverage.length; p++) {
      const inked = films.filter((f) => f[p] === 255).length;
      if (inked > 1) mismatched++;
      if ((coverage[p]! > 127 ? 1 : 0) !== inked) mismatched++;
      covered += inked;
    }
    expect(mismatched).toBe(0);
    expect(covered).toBeGreaterThan(0);
    // Each film holds its own band: the red film is the left third of the art, not the green or blue.
    const per = films.map((f) => f.reduce((n, v) => n + (v === 255 ? 1 : 0), 0));
    expect(per.every((n) => n > 0)).toBe(true);
    // Films are station work: a role without station.use is refused.
    expect((await call(cs, 'GET', `${base}/films/front/0.png`)).statusCode).toBe(403);
  }, 240_000);
});
