import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  newClient,
  openApp,
  type TestApp,
  testConfig,
  testTargets,
} from '../support/harness.ts';
import { garmentDesign, near, pixel, saveDesign, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('mockup paths on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  let artworkId: string;
  const design = (printType: string, body: object) => saveDesign(t.app, c, printType, body);
  const wrap = (type: string, variation: object) => ({
    type,
    variation,
    sides: {
      front: { name: 'Front', elements: [{ artworkId, width: 1, position: { horizontal: 'C' } }] },
    },
  });

  beforeAll(async () => {
    t = await openApp(target);
    c = await newClient(t.app);
    artworkId = (await upload(t.app, c, await solidPng(300, 300, [0, 0, 255]), 'blue.png')).json().artworkId;
  });
  afterAll(async () => t?.close());

  it('R-2-22 mug, case and poster mockups come from the order service’s proof path with design and product', async () => {
    const cases: [string, object, string][] = [
      ['mug', wrap('Mug', { size: '11oz' }), 'ceramic-mug'],
      ['poster', wrap('Poster', { size: '17height' }), 'matte-poster-11x17'],
      ['case', wrap('Case', { finish: 'gloss', placement: 'Center' }), 'iphone-16-case'],
    ];
    for (const [printType, body, product] of cases) {
      const designId = await design(printType, body);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/order2/artwork/proof?design=${designId}&product=${product}`,
        headers: c.basic(),
      });
      expect(res.statusCode, `${printType}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
    }
    // Inputs: design and product are both required.
    for (const qs of ['design=x', 'product=ceramic-mug', ''])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/order2/artwork/proof?${qs}`, headers: c.basic() }))
          .statusCode,
        qs,
      ).toBe(400);
  });

  it('R-2-23 other design types use the mockup path by designId, productId, color and side', async () => {
    const designId = await design('dtg', garmentDesign(artworkId, { width: 0.5, top: 2 }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/print/mockup/${designId}/gildan-5000/White/front`,
      headers: c.basic(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(near(await pixel(res.rawPayload, 300, 200), [0, 0, 255])).toBe(true);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/print/mockup/${designId}/gildan-5000/White/back`,
      headers: c.basic(),
    });
    expect(back.statusCode).toBe(200);
    // The back side has no elements: the plain white shirt where the front had the artwork.
    expect(near(await pixel(back.rawPayload, 300, 200), [255, 255, 255])).toBe(true);
  });

  it('R-2-24 the mockup server view takes templateIdentifier, color and size=regular', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/print/mockup-template/tee-front?color=c8102e&size=regular',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect((await sharp(png).metadata()).width).toBe(600);
    // The shirt body is the colour asked for (a catalogue red; the chest is unshaded); the backdrop is a light
    // neutral grey.
    expect(near(await pixel(png, 300, 300), [0xc8, 0x10, 0x2e])).toBe(true);
    const [r, g, b] = await pixel(png, 10, 10);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(6);
    expect(r).toBeGreaterThan(215);
    // size defaults to regular; a # and upper case are accepted, and so is the short form of a catalogue colour.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/print/mockup-template/tee-front?color=%23C8102E',
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(png)).toBe(true);
    const white = await t.app.inject({
      method: 'GET',
      url: '/api/print/mockup-template/tee-front?color=fff',
    });
    expect(white.statusCode).toBe(200);
    expect(near(await pixel(white.rawPayload, 300, 300), [255, 255, 255])).toBe(true);
    const bad: [string, number][] = [
      ['tee-front?color=c8102e&size=large', 400],
      ['tee-front?color=c8102e&size=', 400],
      ['tee-front?color=red', 400],
      ['tee-front', 400],
      ['tee-front?color=c8102e&x=1', 400],
      ['no-such-template?color=c8102e', 404],
    ];
    for (const [url, status] of bad)
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/print/mockup-template/${url}` })).statusCode,
        url,
      ).toBe(status);
  });

  it('#13.3 R-2-24 the public template view draws only catalogue colours of its products, writes nothing for others, and is rate-limited', async () => {
    const views = path.join(testConfig().dataDir, 'files', 'template-views');
    const files = () => (existsSync(views) ? readdirSync(views).length : 0);
    const before = files();
    // The probe's attack: a new colour per request cached a new file each time.
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const hex = (0x123456 + i * 7919).toString(16).padStart(6, '0');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/print/mockup-template/tee-front?color=${hex}`,
      });
      statuses.push(res.statusCode);
      if (i === 0) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'validation',
          issues: [{ path: 'querystring.color' }],
        });
        expect(res.json().message).toContain('not a colour of any product drawn on the "tee-front" template');
      }
    }
    expect(files()).toBe(before);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    // 120 a minute per caller; the earlier views of this file count too.
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/print/mockup-template/tee-front?color=ffffff',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
