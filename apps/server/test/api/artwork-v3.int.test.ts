import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../lifecycle/support.ts';
import { multipart, solidPng } from '../print/print-support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

/** A one-page PDF, `w` x `h` points, filled red; byte offsets of the xref computed. */
export function onePagePdf(w = 144, h = 72): Buffer {
  const content = `1 0 0 rg 0 0 ${w} ${h} re f`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const EPS = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 72 36\n%%EndComments\n0 0 1 setrgbcolor 0 0 72 36 rectfill\nshowpage\n%%EOF\n',
);

/** A Tajima DST file: the header (label and extents in 0.1 mm) and a 10 mm square of stitches. */
function squareDst(): Buffer {
  const header = Buffer.alloc(512, 0x20);
  header.write('LA:square\r+X:   50\r-X:   50\r+Y:   50\r-Y:   50\r', 0, 'latin1');
  const step = (b0: number) => [b0, 0x00, 0x03];
  const side = (b0: number) => Array.from({ length: 11 }, () => step(b0)).flat(); // 11 x 9 = 99 units
  const records = [[0, 0, 3], side(0x04), side(0x20), side(0x08), side(0x10)].flat();
  return Buffer.concat([header, Buffer.from(records), Buffer.from([0x00, 0x00, 0xf3])]);
}

describe.each(targets)('#20 /api/v3/artwork on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await openApp(target);
    c = await newClient(t.app, 'Artwork Integrator');
  });
  afterAll(async () => t?.close());

  const upload = (bytes: Buffer, filename: string, headers: Record<string, string> = {}) => {
    const body = multipart({ bytes, filename });
    return t.app.inject({
      method: 'POST',
      url: '/api/v3/artwork',
      headers: { ...c.basic(), ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const api = (method: string, url: string, payload?: object, who = c) =>
    t.app.inject({ method: method as 'GET', url, headers: who.basic(), ...(payload ? { payload } : {}) });

  it('#20 upload under an Idempotency-Key once, list with X-Count/X-Pages, detail, rename; errors are the conventions body', async () => {
    const png = await solidPng(120, 80, [10, 200, 30]);
    const a = await upload(png, 'green.png', { 'idempotency-key': 'art-1' });
    expect(a.statusCode).toBe(201);
    expect(a.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
    const b = await upload(png, 'green.png', { 'idempotency-key': 'art-1' });
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().artworkId).toBe(a.json().artworkId);
    const other = await upload(await solidPng(20, 20, [0, 0, 0]), 'black.png', {
      'idempotency-key': 'art-1',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_mismatch');

    const list = await api('GET', '/api/v3/artwork?page=1&limit=1');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-count']).toBe('1');
    expect(list.headers['x-pages']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      artworkId: a.json().artworkId,
      width: 120,
      height: 80,
      rightsDeclaredAt: null,
    });
    const bad = await api('GET', '/api/v3/artwork?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    expect(bad.json().issues[0].path).toBe('querystring.limit');

    const id = a.json().artworkId as string;
    expect((await api('GET', `/api/v3/artwork/${id}`)).json().name).toBe('green.png');
    const renamed = await api('PATCH', `/api/v3/artwork/${id}`, { name: 'Leaf' });
    expect(renamed.json().name).toBe('Leaf');
    const stranger = await newClient(t.app, 'Stranger');
    expect((await api('GET', `/api/v3/artwork/${id}`, undefined, stranger)).statusCode).toBe(404);
    const notArt = await upload(Buffer.from('just text'), 'notes.txt');
    expect(notArt.statusCode).toBe(415);
    expect(notArt.json().code).toBe('unsupported_media_type');
  }, 120_000);

  it('#20 rights: the text to declare, then the declaration with its version, who and when', async () => {
    const id = (await upload(await solidPng(50, 50, [1, 2, 3]), 'r.png')).json().artworkId;
    const before = (await api('GET', `/api/v3/artwork/${id}/rights`)).json();
    expect(before).toMatchObject({ declared: false, declaredAt: null, licensor: null, version: '2026-11' });
    expect(before.statement).toContain('I own this artwork');
    expect((await api('PUT', `/api/v3/artwork/${id}/rights`, { holdsRights: false })).statusCode).toBe(400);
    const d = await api('PUT', `/api/v3/artwork/${id}/rights`, {
      holdsRights: true,
      licensor: 'Acme Studio',
    });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ declared: true, licensor: 'Acme Studio', declaredBy: c.userId });
    expect(d.json().statement).toContain('licence from Acme Studio');
    expect(Date.parse(d.json().declaredAt)).not.toBeNaN();
    expect((await api('GET', `/api/v3/artwork/${id}`)).json().rightsDeclaredAt).toBe(d.json().declaredAt);
    const actions = (await api('GET', `/api/v3/artwork/${id}/actions`)).json().actions;
    expect(actions.find((x: { action: string }) => x.action === 'declare-rights').allowed).toBe(false);
  }, 60_000);

  it('#20 delete is refused (409, naming the order) while a design in an open order uses it; actions say why', async () => {
    const buyer = await newClient(t.app, 'Delete Buyer');
    const body = multipart({ bytes: await solidPng(300, 300, [200, 30, 30]), filename: 'red.png' });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v3/artwork',
      headers: { ...buyer.basic(), 'content-type': body.contentType },
      payload: body.payload,
    });
    const id = up.json().artworkId as string;
    const orderId = await placedOrder(t.app, buyer, t.db);
    await t.db.query(
      `UPDATE designs SET doc = jsonb_set(doc, '{sides,front,elements}', jsonb_build_array(jsonb_build_object('artworkId', $1::text)))
        WHERE user_id = $2`,
      [id, buyer.userId],
    );
    const refused = await api('DELETE', `/api/v3/artwork/${id}`, undefined, buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'conflict' });
    expect(refused.json().message).toContain(orderId);
    const del = (await api('GET', `/api/v3/artwork/${id}/actions`, undefined, buyer))
      .json()
      .actions.find((x: { action: string }) => x.action === 'delete');
    expect(del).toEqual({ action: 'delete', allowed: false, reason: refused.json().message });
    expect((await api('GET', `/api/v3/artwork/${id}`, undefined, buyer)).statusCode).toBe(200);
    await t.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [orderId]);
    expect((await api('DELETE', `/api/v3/artwork/${id}`, undefined, buyer)).statusCode).toBe(204);
    expect((await api('GET', `/api/v3/artwork/${id}`, undefined, buyer)).statusCode).toBe(404);
  }, 120_000);

  it('#20 printability: a 1000 x 1000 px image on gildan-5000 is 71 DPI on the 14 in front (warned) and 285 DPI on a sleeve', async () => {
    const id = (await upload(await solidPng(1000, 1000, [9, 9, 9]), 'k.png')).json().artworkId;
    const r = await api('GET', `/api/v3/artwork/${id}/printability?product=gildan-5000`);
    expect(r.statusCode).toBe(200);
    const p = r.json();
    expect(p).toMatchObject({ vector: false, pixelWidth: 1000, product: 'gildan-5000' });
    expect(p.atTargetDpi).toEqual({ widthIn: 3.3, heightIn: 3.3, dpi: 300 });
    const front = p.placements.find((x: { placement: string }) => x.placement === 'front');
    expect(front).toMatchObject({ printedWidth: 14, dpi: 71, minimumDpi: 100, fits: true, printable: false });
    expect(front.warning).toContain('may not print well');
    const sleeve = p.placements.find((x: { placement: string }) => x.placement === 'sleeve-left');
    expect(sleeve).toMatchObject({ printedWidth: 3.5, dpi: 285, printable: true, warning: null });
    const at5 = (await api('GET', `/api/v3/artwork/${id}/printability?product=gildan-5000&width=5`)).json();
    expect(at5.placements.find((x: { placement: string }) => x.placement === 'front')).toMatchObject({
      dpi: 200,
      printable: true,
    });
    expect(at5.placements.find((x: { placement: string }) => x.placement === 'sleeve-left')).toMatchObject({
      fits: false,
      printable: false,
    });
    expect((await api('GET', `/api/v3/artwork/${id}/printability?product=no-such`)).statusCode).toBe(404);
    expect((await api('GET', `/api/v3/artwork/${id}/printability?width=-1`)).statusCode).toBe(400);
  }, 60_000);

  it('#20 conversion: a PDF (pdftoppm) and an EPS (gs) become PNG artworks of the right size; a PNG or a broken PDF is refused 422', async () => {
    const pdf = await upload(onePagePdf(144, 72), 'logo.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().format).toBe('pdf');
    const conv = await api('POST', `/api/v3/artwork/${pdf.json().artworkId}/conversion`, { dpi: 150 });
    expect(conv.statusCode).toBe(201);
    expect(conv.json()).toMatchObject({ format: 'png', width: 300, height: 150, name: 'logo.pdf (PNG)' });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/print/v3/artwork/${conv.json().artworkId}/file`,
      headers: c.basic(),
    });
    const { data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);

    const eps = await upload(EPS, 'badge.eps');
    expect(eps.statusCode).toBe(201);
    const epsPng = await api('POST', `/api/v3/artwork/${eps.json().artworkId}/conversion`, { dpi: 100 });
    expect(epsPng.statusCode).toBe(201);
    expect(epsPng.json()).toMatchObject({ format: 'png', width: 100, height: 50 });

    const dstUp = await upload(squareDst(), 'square.dst');
    expect(dstUp.statusCode).toBe(201);
    expect(dstUp.json().format).toBe('dst');
    const dstPng = await api('POST', `/api/v3/artwork/${dstUp.json().artworkId}/conversion`, { dpi: 254 });
    expect(dstPng.statusCode).toBe(201);
    // 99 units of 0.1 mm plus the 5-unit margin each side, at 254 DPI (10 pixels a millimetre).
    expect(dstPng.json()).toMatchObject({ format: 'png', width: 109, height: 109 });

    const svgUp = await upload(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48"><rect width="96" height="48"/></svg>',
      ),
      'bar.svg',
    );
    const svgPng = await api('POST', `/api/v3/artwork/${svgUp.json().artworkId}/conversion`, { dpi: 300 });
    expect(svgPng.json()).toMatchObject({ format: 'png', width: 300, height: 150 });

    const png = await upload(await solidPng(10, 10, [0, 0, 0]), 'p.png');
    const refused = await api('POST', `/api/v3/artwork/${png.json().artworkId}/conversion`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('already pixels');

    const broken = await upload(
      Buffer.from('%PDF-1.4\n/MediaBox [0 0 72 72]\ngarbage, no objects\n'),
      'broken.pdf',
    );
    expect(broken.statusCode).toBe(201);
    const bad = await api('POST', `/api/v3/artwork/${broken.json().artworkId}/conversion`, {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('unprocessable');
    expect(
      (await api('POST', `/api/v3/artwork/${png.json().artworkId}/conversion`, { dpi: 5000 })).statusCode,
    ).toBe(400);
  }, 120_000);
});
