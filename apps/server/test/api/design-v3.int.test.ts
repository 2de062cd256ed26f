import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garmentDesign, solidPng, upload } from '../print/print-support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

describe.each(targets)(
  '#20 /api/v2 and /api/v3 design, /api/v3 printable, mockup and mockup-template on $kind',
  (target) => {
    let t: TestApp;
    let c: Client;
    let artworkId: string;
    beforeAll(async () => {
      t = await openApp(target);
      c = await newClient(t.app, 'Design Integrator');
      artworkId = (await upload(t.app, c, await solidPng(600, 600, [255, 0, 0]), 'red.png')).json().artworkId;
    });
    afterAll(async () => t?.close());

    const api = (
      method: string,
      url: string,
      payload?: object,
      who = c,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...who.basic(), ...headers },
        ...(payload ? { payload } : {}),
      });

    it('#20 a design saved through v2 reads back through v3 and the SPA path; an unready one is a 400 with issues; another user gets 404', async () => {
      const saved = await api('POST', '/api/v2/design/screenprint', garmentDesign(artworkId), c, {
        'idempotency-key': 'design-1',
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
      const again = await api('POST', '/api/v2/design/screenprint', garmentDesign(artworkId), c, {
        'idempotency-key': 'design-1',
      });
      expect(again.json()).toEqual(saved.json());
      const { designId } = saved.json();
      for (const url of [
        `/api/v3/design/${designId}`,
        `/api/v2/design/${designId}`,
        `/api/print/design/${designId}`,
      ]) {
        const got = await api('GET', url);
        expect(got.statusCode, url).toBe(200);
        expect(got.json()).toMatchObject({ designId, printType: 'screenprint', name: 'Team logo' });
      }
      const unready = await api('POST', '/api/v3/design/screenprint', {
        ...garmentDesign(artworkId),
        type: undefined,
      });
      expect(unready.statusCode).toBe(400);
      expect(unready.json()).toMatchObject({ statusCode: 400, code: 'validation' });
      expect(unready.json().issues.length).toBeGreaterThan(0);
      const other = await newClient(t.app, 'Other');
      expect((await api('GET', `/api/v3/design/${designId}`, undefined, other)).statusCode).toBe(404);
      expect((await api('POST', '/api/v3/design/no-such-type', garmentDesign(artworkId))).statusCode).toBe(
        400,
      );
    }, 60_000);

    it('#20 printables: save, page/limit with X-Count/X-Pages, detail with its design; the mockup of v3 is the same PNG as the SPA path', async () => {
      const { designId } = (await api('POST', '/api/v3/design/dtg', garmentDesign(artworkId))).json();
      const body = (name: string) => ({
        name,
        designId,
        product: { identifier: 'gildan-5000', color: 'Black' },
        sizePrices: [{ size: 'med', price: 1500 }],
        minQuantity: 1,
      });
      const ids: string[] = [];
      for (const name of ['Tee A', 'Tee B', 'Tee C']) {
        const r = await api('POST', '/api/v3/printable', body(name));
        expect(r.statusCode).toBe(201);
        ids.push(r.json().printableId);
      }
      const page2 = await api('GET', '/api/v3/printable?page=2&limit=2');
      expect(page2.statusCode).toBe(200);
      expect(page2.headers['x-count']).toBe('3');
      expect(page2.headers['x-pages']).toBe('2');
      expect(page2.json()).toHaveLength(1);
      const detail = await api('GET', `/api/v3/printable/${ids[0]}`);
      expect(detail.json()).toMatchObject({ printableId: ids[0], name: 'Tee A', design: { designId } });
      expect((await api('POST', '/api/v3/printable', { ...body('x'), designId: 'nope' })).statusCode).toBe(
        400,
      );

      const v3 = await api('GET', `/api/v3/mockup/${designId}/gildan-5000/Black/front`);
      expect(v3.statusCode).toBe(200);
      expect(v3.headers['content-type']).toBe('image/png');
      const spa = await api('GET', `/api/print/mockup/${designId}/gildan-5000/Black/front`);
      expect(v3.rawPayload.equals(spa.rawPayload)).toBe(true);
      expect((await sharp(v3.rawPayload).metadata()).width).toBeGreaterThan(0);
      expect((await api('GET', `/api/v3/mockup/nope/gildan-5000/Black/front`)).statusCode).toBe(404);
    }, 120_000);

    it('#20 mockup-template under v3 is public and the same picture as the print path', async () => {
      const tpl = await t.app.inject({
        method: 'GET',
        url: '/api/print/mockup-template/tee-front?color=c8102e&size=regular',
      });
      const v3 = await t.app.inject({
        method: 'GET',
        url: '/api/v3/mockup-template/tee-front?color=c8102e&size=regular',
      });
      expect(tpl.statusCode).toBe(200);
      expect(v3.statusCode).toBe(200);
      expect(v3.rawPayload.equals(tpl.rawPayload)).toBe(true);
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/v3/mockup-template/no-such-template?color=c8102e&size=regular',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
      const noColour = await t.app.inject({
        method: 'GET',
        url: '/api/v3/mockup-template/tee-front?color=zz',
      });
      expect(noColour.statusCode).toBe(400);
      expect(noColour.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    }, 60_000);
  },
);
