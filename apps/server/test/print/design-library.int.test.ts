import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { garmentDesign, saveDesign, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('design library and artwork render on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  let other: Client;
  let artworkId: string;
  const ids: Record<string, string> = {};

  const save = (client: Client, printType: string, name: string, art: string) =>
    saveDesign(t.app, client, printType, { ...garmentDesign(art), name });
  const get = (url: string, client = c) => t.app.inject({ method: 'GET', url, headers: client.basic() });

  beforeAll(async () => {
    t = await openApp(target);
    c = await newClient(t.app);
    other = await newClient(t.app);
    artworkId = (await upload(t.app, c, await solidPng(60, 40, [250, 20, 20]), 'red.png')).json().artworkId;
    // Oldest first, so the list's newest-first order is the reverse of this one.
    ids.team = await save(c, 'screenprint', 'Team logo 100%', artworkId);
    ids.club = await save(c, 'dtg', 'Club crest', artworkId);
    ids.teamDtg = await save(c, 'dtg', 'Team crest_v2', artworkId);
    const otherArt = (await upload(t.app, other, await solidPng(10, 10, [0, 0, 0]), 'b.png')).json();
    ids.others = await save(other, 'dtg', 'Team logo', otherArt.artworkId);
  });
  afterAll(async () => t?.close());

  it('R-7-22 POST /api/manager2/design/bulk {designIds} -> the user’s designs in the order asked; missing and others’ omitted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/manager2/design/bulk',
      headers: c.headers(),
      payload: { designIds: [ids.teamDtg, 'nope', ids.others, ids.team, ids.teamDtg] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { designId: string }) => d.designId)).toEqual([ids.teamDtg, ids.team]);
    expect(res.json()[0]).toMatchObject({ name: 'Team crest_v2', printType: 'dtg', type: 'Garment' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/manager2/design/bulk',
      headers: c.headers(),
      payload: { designIds: [] },
    });
    expect(none.json()).toEqual([]);
    for (const payload of [
      {},
      { designIds: 'x' },
      { designIds: Array(101).fill('a') },
      { designIds: [], x: 1 },
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/manager2/design/bulk',
        headers: c.headers(),
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/manager2/design/bulk',
      payload: { designIds: [ids.team] },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('R-7-24 GET /api/order2/design/list?types= -> the user’s designs of those print types, newest first', async () => {
    const names = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((d: { designId: string }) => d.designId);
    };
    expect(await names('/api/order2/design/list')).toEqual([ids.teamDtg, ids.club, ids.team]);
    expect(await names('/api/order2/design/list?types=dtg')).toEqual([ids.teamDtg, ids.club]);
    expect(await names('/api/order2/design/list?types=screenprint,mug')).toEqual([ids.team]);
    expect(await names('/api/order2/design/list?types=mug')).toEqual([]);
    expect(await names('/api/order2/design/list?types=dtg&limit=1')).toEqual([ids.teamDtg]);
    // Capped at 100, not refused.
    expect(await names('/api/order2/design/list?limit=5000')).toHaveLength(3);
    expect((await get('/api/order2/design/list', other)).json()).toHaveLength(1);
    for (const q of ['types=garment', 'limit=0', 'limit=x', 'other=1'])
      expect((await get(`/api/order2/design/list?${q}`)).statusCode, q).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/order2/design/list' })).statusCode).toBe(401);
  });

  it('R-7-23 GET /api/order2/design/search?types=&limit=100&query=&mode=live -> matching names, owner only', async () => {
    const search = async (qs: string, client = c) => {
      const res = await get(`/api/order2/design/search?${qs}`, client);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((d: { designId: string }) => d.designId);
    };
    expect(await search('types=&limit=100&query=team&mode=live')).toEqual([ids.teamDtg, ids.team]);
    expect(await search('types=dtg&limit=100&query=TEAM&mode=live')).toEqual([ids.teamDtg]);
    expect(await search('types=dtg,screenprint&limit=100&query=crest%20club&mode=live')).toEqual([ids.club]);
    expect(await search('types=&limit=100&query=&mode=live')).toEqual([ids.teamDtg, ids.club, ids.team]);
    // LIKE wildcards are literal characters.
    expect(await search('query=100%25&mode=live')).toEqual([ids.team]);
    expect(await search('query=_v2')).toEqual([ids.teamDtg]);
    expect(await search('query=%25')).toEqual([ids.team]);
    expect(await search('query=team&mode=live', other)).toEqual([ids.others]);
    for (const q of ['mode=later', 'types=poster,tee', 'limit=-1', `query=${'a'.repeat(201)}`])
      expect((await get(`/api/order2/design/search?${q}`)).statusCode, q).toBe(400);
  });

  it('R-7-25 GET /api/order2/artwork/render?url=&colors= -> the user’s artwork in the thread colours (PNG)', async () => {
    // Left half red, right half a dark blue; rendered to two threads, one red and one navy.
    const left = await solidPng(50, 40, [230, 30, 40]);
    const art = await sharp({
      create: { width: 100, height: 40, channels: 3, background: { r: 20, g: 30, b: 90 } },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const a = (await upload(t.app, c, art, 'two.png')).json();
    const url = `/api/order2/artwork/render?url=${encodeURIComponent(a.url)}&colors=${encodeURIComponent('#cc0000,000080')}`;
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([100, 40, 4]);
    const px = (x: number, y: number) => [...data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 4)];
    expect(px(10, 20)).toEqual([0xcc, 0, 0, 255]);
    expect(px(90, 20)).toEqual([0, 0, 0x80, 255]);
    // Every pixel is one of the threads.
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect([...seen].sort()).toEqual(['0,0,128', '204,0,0']);
    // Same request again: the cached bytes.
    expect((await get(url)).rawPayload.equals(res.rawPayload)).toBe(true);
    // Absolute address on our own host works too; the thumbnail variant is accepted.
    const abs = await t.app.inject({
      method: 'GET',
      url: `/api/order2/artwork/render?url=${encodeURIComponent(`http://shop.test${a.thumbnailUrl}`)}&colors=fff`,
      headers: { ...c.basic(), host: 'shop.test' },
    });
    expect(abs.statusCode, abs.body).toBe(200);
  });

  it('R-7-25 render is bounded: output capped at 800 px; never fetches remote addresses; owner only', async () => {
    const big = (await upload(t.app, c, await solidPng(2400, 1200, [0, 200, 0]), 'big.png')).json();
    const res = await get(`/api/order2/artwork/render?url=${encodeURIComponent(big.url)}&colors=00ff00`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 400]);
    const refused = [
      'https://example.com/api/print/v3/artwork/x/file',
      '//example.com/a.png',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      '/api/print/v3/artwork/../../../etc/passwd',
      '/etc/passwd',
    ];
    for (const u of refused) {
      const r = await get(`/api/order2/artwork/render?url=${encodeURIComponent(u)}&colors=000`);
      expect(r.statusCode, u).toBe(400);
      expect(r.json().code).toBe('validation');
    }
    for (const colors of [
      '',
      'red',
      Array(16)
        .fill(0)
        .map((_, i) => `0${i.toString(16)}0000`)
        .join(','),
    ]) {
      const r = await get(`/api/order2/artwork/render?url=${encodeURIComponent(big.url)}&colors=${colors}`);
      expect(r.statusCode, colors).toBe(400);
    }
    expect((await get('/api/order2/artwork/render?colors=000')).statusCode).toBe(400);
    // Another user's artwork, and an unknown one: not found.
    const mine = `/api/order2/artwork/render?url=${encodeURIComponent(big.url)}&colors=000`;
    expect((await get(mine, other)).statusCode).toBe(404);
    expect(
      (
        await get(
          `/api/order2/artwork/render?url=${encodeURIComponent('/api/print/v3/artwork/nope/file')}&colors=000`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(401);
  });

  it('R-7-25 formats that cannot be drawn are 422, not 5xx', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Page/MediaBox[0 0 200 100]>>endobj\n%%EOF\n');
    const up = await upload(t.app, c, pdf, 'a.pdf');
    expect(up.statusCode, up.body).toBe(201);
    const r = await get(`/api/order2/artwork/render?url=${encodeURIComponent(up.json().url)}&colors=000`);
    expect(r.statusCode).toBe(422);
    // Its thumbnail (a PNG placeholder) renders.
    const th = await get(
      `/api/order2/artwork/render?url=${encodeURIComponent(up.json().thumbnailUrl)}&colors=000`,
    );
    expect(th.statusCode).toBe(200);
  });

  it('robustness: hostile query strings and bodies on these routes are 4xx, never 5xx', async () => {
    const nasty = [
      '',
      ' ',
      '%',
      '%00',
      '\u0000',
      '../../etc/passwd',
      "' OR 1=1 --",
      '%25_%25',
      'a'.repeat(600),
      '#,#,#',
      'dtg,,,',
      '-1',
      '1e308',
      'NaN',
      '{"$gt":""}',
      'http://[::1]/api/print/v3/artwork/a/file',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '\\\\host\\share',
      '😀',
    ];
    for (const v of nasty) {
      const e = encodeURIComponent(v);
      for (const url of [
        `/api/order2/design/list?types=${e}&limit=${e}`,
        `/api/order2/design/search?query=${e}&mode=${e}`,
        `/api/order2/design/search?query=${e}&types=dtg`,
        `/api/order2/artwork/render?url=${e}&colors=${e}`,
        `/api/order2/artwork/render?url=${e}&colors=000`,
        `/api/print/mockup-template/${e || 'x'}?color=${e}&size=${e}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      }
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/manager2/design/bulk',
        headers: c.headers(),
        payload: { designIds: [v.slice(0, 100) || 'x'] },
      });
      expect(bulk.statusCode, v).toBeLessThan(500);
    }
  });

  it('R-8-04 artwork bulk with none found answers an empty list (not an error)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork/bulk',
      headers: c.basic(),
      payload: { artworkIds: ['nope', 'missing'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
