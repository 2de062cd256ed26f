import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { nestedUseBomb, slowBlurSvg } from '../support/svg-attacks.ts';
import { solidPng, upload } from './print-support.ts';

const targets = await testTargets();

// A PNG header claiming 100,000 x 100,000 pixels (a pixel flood): a few hundred bytes that would decode to 40 GB.
function pixelFlood(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(targets)('artwork on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('R-5-21 R-7-08 upload with the API key -> 201 {artworkId, name, url, thumbnailUrl, fullQualityUrl, width, height, format}', async () => {
    const c = await newClient(t.app);
    const res = await upload(t.app, c, await solidPng(1200, 600, [200, 20, 20]), 'logo.png', 'Red logo');
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ name: 'Red logo', width: 1200, height: 600, format: 'png' });
    for (const k of ['url', 'thumbnailUrl', 'fullQualityUrl'])
      expect(a[k]).toMatch(/^\/api\/print\/v3\/artwork\//);
    const file = await t.app.inject({ method: 'GET', url: a.url, headers: c.basic() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await t.app.inject({ method: 'GET', url: a.thumbnailUrl, headers: c.basic() });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Files are the owner's only: another user gets 404, anonymous 401.
    const other = await newClient(t.app, 'Other');
    expect((await t.app.inject({ method: 'GET', url: a.url, headers: other.basic() })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/print/v3/artwork/${a.artworkId}`,
          headers: other.basic(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(401);
  });

  it('R-7-20 list (limit 50), R-7-19 search, R-7-18 bulk (none found -> []), R-7-21 detail', async () => {
    const c = await newClient(t.app);
    const png = await solidPng(10, 10, [0, 0, 0]);
    const ids: string[] = [];
    for (const name of ['Summer camp', 'Winter camp', 'Company logo'])
      ids.push((await upload(t.app, c, png, 'x.png', name)).json().artworkId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/print/v3/artwork?limit=50',
      headers: c.basic(),
    });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual([
      'Company logo',
      'Winter camp',
      'Summer camp',
    ]);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/print/v3/artwork/search?query=CAMP',
      headers: c.basic(),
    });
    expect(
      search
        .json()
        .map((a: { name: string }) => a.name)
        .sort(),
    ).toEqual(['Summer camp', 'Winter camp']);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork/bulk',
      headers: c.basic(),
      payload: { artworkIds: [ids[0], 'missing'] },
    });
    expect(bulk.json().map((a: { artworkId: string }) => a.artworkId)).toEqual([ids[0]]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork/bulk',
      headers: c.basic(),
      payload: { artworkIds: ['missing'] },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/print/v3/artwork/${ids[2]}`,
      headers: c.basic(),
    });
    expect(one.json().name).toBe('Company logo');
  });

  it('R-5-21/22 the format comes from the bytes: a corpus of mislabeled and polyglot files', async () => {
    const c = await newClient(t.app);
    const png = await solidPng(40, 20, [0, 90, 200]);
    const gifAsPng = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" onload="alert(1)"><script>alert(2)</script><rect width="100" height="50" fill="red"/></svg>',
    );
    const cases: { name: string; bytes: Buffer; file: string; status: number; format?: string }[] = [
      { name: 'gif named .png', bytes: gifAsPng, file: 'x.png', status: 201, format: 'gif' },
      { name: 'png named .pdf', bytes: png, file: 'x.pdf', status: 201, format: 'png' },
      {
        name: 'html named .png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        file: 'x.png',
        status: 415,
      },
      {
        name: 'php named .jpg',
        bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
        file: 'x.jpg',
        status: 415,
      },
      {
        name: 'exe named .svg',
        bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        file: 'x.svg',
        status: 415,
      },
      {
        name: 'png magic with html body',
        bytes: Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
        file: 'x.png',
        status: 422,
      },
      {
        name: 'jpeg magic, truncated',
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
        file: 'x.jpg',
        status: 422,
      },
      {
        name: 'png + appended zip (polyglot)',
        bytes: Buffer.concat([png, Buffer.from('PK\u0003\u0004 hidden.html <script>alert(1)</script>')]),
        file: 'x.png',
        status: 201,
        format: 'png',
      },
      { name: 'svg with scripts is sanitised', bytes: svg, file: 'x.png', status: 201, format: 'svg' },
      {
        name: 'pdf',
        bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 612 792] >> endobj\n%%EOF'),
        file: 'x.bin',
        status: 201,
        format: 'pdf',
      },
      { name: 'empty', bytes: Buffer.alloc(0), file: 'x.png', status: 400 },
    ];
    for (const k of cases) {
      const res = await upload(t.app, c, k.bytes, k.file, k.name);
      expect(res.statusCode, k.name).toBe(k.status);
      if (k.format) expect(res.json().format, k.name).toBe(k.format);
      if (k.status >= 400) expect(res.json().code, k.name).toEqual(expect.any(String));
      if (k.format === 'svg') {
        const body = (await t.app.inject({ method: 'GET', url: res.json().url, headers: c.basic() })).body;
        expect(body).not.toMatch(/script|onload/i);
        expect(body).toContain('<rect');
      }
    }
  });

  it('#13.6 an SVG hiding url( in character references (u&#x72;l) is stored without the reference', async () => {
    const c = await newClient(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="u&#x72;l(https://evil.example/x#p)"/><rect width="10" height="10" stroke="&#x75;rl(//evil.example/y)"/></svg>',
    );
    const res = await upload(t.app, c, svg, 'x.svg');
    expect(res.statusCode, res.body).toBe(201);
    const body = (await t.app.inject({ method: 'GET', url: res.json().url, headers: c.basic() })).body;
    expect(body).not.toContain('evil.example');
    expect(body).toContain('<rect width="100" height="50"/>');
  });

  it('#13.1 the nested <use> SVG bomb (9 levels, 1 KB) is refused 422 by the element caps', async () => {
    const c = await newClient(t.app);
    const res = await upload(t.app, c, Buffer.from(nestedUseBomb()), 'bomb.svg');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'unprocessable' });
    expect(res.json().message).toContain('nests references (<use>) more than 5 levels deep');
  });

  it('#13.1 four slow SVG uploads are drawn outside the server process: sign-in answers meanwhile, and the server spends little CPU', async () => {
    const c = await newClient(t.app);
    const slow = Buffer.from(slowBlurSvg(2));
    // Warm the sandbox so its start-up is not part of what is measured.
    expect((await upload(t.app, c, await solidPng(10, 10, [0, 0, 0]), 'warm.png')).statusCode).toBe(201);
    const cpu = process.cpuUsage();
    let done = 0;
    const uploads = [0, 1, 2, 3].map((i) =>
      upload(t.app, c, slow, `slow${i}.svg`).finally(() => {
        done++;
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: c.email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
    expect(done).toBe(0);
    const results = await Promise.all(uploads);
    for (const r of results) expect([201, 422], r.body).toContain(r.statusCode);
    // Drawing the four costs about 10 s of CPU (3 levels of blurred copies); in the sandbox none of it is ours.
    // The bound is half of that: this process also runs the embedded database, whose share grows on a busy machine.
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1e6).toBeLessThan(5);
  });

  it('R-6 upload cap: 413 from Content-Length before reading, and 413 after little more than the cap when streamed', async () => {
    const c = await newClient(t.app);
    const big = Buffer.alloc(21 * 1024 * 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(t.app, c, big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    // Without a Content-Length (chunked) over a real socket: the server answers 413 and closes the connection
    // a little past the 20 MB cap, though 60 MB are offered.
    const { multipart } = await import('./print-support.ts');
    const huge = Buffer.alloc(60 * 1024 * 1024, 1);
    huge.set(big.subarray(0, 8));
    const body = multipart({ bytes: huge, filename: 'big.png' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const http = await import('node:http');
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve) => {
      let sent = 0;
      let done = false;
      const req = http.request(`${address}/api/print/v3/artwork`, {
        method: 'POST',
        headers: { ...c.basic(), 'content-type': body.contentType, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        done = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent });
      });
      req.on('error', () => {
        if (!done) resolve({ status: -1, sent });
      });
      const pump = () => {
        while (!done && sent < body.payload.length) {
          const chunk = body.payload.subarray(sent, sent + 65536);
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!done) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    // Bytes the client managed to write: the 20 MB read plus what the loopback socket buffers hold.
    expect(sent).toBeLessThan(30 * 1024 * 1024);
  });

  it('R-6 a pixel-flood PNG is refused without decoding it (bounded memory)', async () => {
    const c = await newClient(t.app);
    const before = process.memoryUsage().rss;
    const res = await upload(t.app, c, pixelFlood(), 'flood.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/100000 x 100000/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('R7 upload is rate limited: 429 with retry-after', async () => {
    const c = await newClient(t.app);
    const png = await solidPng(4, 4, [1, 2, 3]);
    let last = 0;
    let retry: string | undefined;
    for (let i = 0; i < 32; i++) {
      const res = await upload(t.app, c, png, 'x.png');
      last = res.statusCode;
      retry = res.headers['retry-after'] as string | undefined;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });

  it('upload needs a user and multipart', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/print/v3/artwork', payload: { a: 1 } });
    expect(anon.statusCode).toBe(401);
    const c = await newClient(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/artwork',
      headers: c.basic(),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
  });
});
