import { claimsRepository, stationPhotosRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import { startS3 } from '../support/s3.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf } from './support.ts';

const targets = await testTargets();
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 1),
]);

describe.each(targets)('station cameras: QC and packing photos in object storage, on $kind', (target) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let bucket: Awaited<ReturnType<typeof createFileStore>>;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let orderId: string;
  let barcode: string;
  beforeAll(async () => {
    s3 = await startS3();
    // The bucket (and the S3 SDK, loaded on first use) before the app, whose start has a time limit.
    bucket = await createFileStore({ dataDir: '/nonexistent', s3Url: s3.url });
    t = await openApp(target, { s3Url: s3.url });
    buyer = await newClient(t.app, 'Camera Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approve = await callAs(() => t.app)(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    barcode = (await callAs(() => t.app)(op, 'GET', `/api/internal/orders/${orderId}`)).json().units[0]
      .barcode;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });
  const photo = (c: Client, kind: string, code: string, type: string, body: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/internal/camera/${kind}/${encodeURIComponent(code)}`,
      headers: { ...c.headers(), 'content-type': type },
      payload: body,
    });
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const k of bucket.list('station-photos/')) keys.push(k);
    return keys;
  };

  it('refuses a photo of another type, bytes that are not what the type says, an empty or too large one, an unknown unit and a customer, with a sentence, storing nothing', async () => {
    const cases: [Client, string, string, Buffer | string, number, RegExp][] = [
      [op, 'qc', 'text/plain', 'hello', 415, /JPEG, PNG or WebP/],
      [op, 'qc', 'application/json', '{"a":1}', 415, /JPEG, PNG or WebP/],
      [op, 'qc', 'image/gif', Buffer.from('GIF89a'), 415, /JPEG, PNG or WebP/],
      [op, 'qc', 'image/jpeg', PNG, 415, /not a JPEG image/],
      [op, 'qc', 'image/png', Buffer.alloc(0), 400, /empty/],
      [
        op,
        'qc',
        'image/jpeg',
        Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024 + 1 - JPEG.length)]),
        413,
        /larger than 5 MB/,
      ],
      [op, 'qc', 'image/jpeg', Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]), 413, /./],
      [op, 'box', 'image/jpeg', JPEG, 400, /kind is qc or packing/],
      [op, 'qc', 'NOPE-1', JPEG, 0, /./],
      [buyer, 'qc', 'image/jpeg', JPEG, 403, /./],
    ];
    for (const [c, kind, type, body, status, sentence] of cases) {
      const r =
        type === 'NOPE-1'
          ? await photo(c, kind, 'NOPE-1', 'image/jpeg', body)
          : await photo(c, kind, barcode, type, body);
      expect(r.statusCode, `${kind} ${type}: ${r.body}`).toBe(status || 404);
      expect(r.json().message).toMatch(type === 'NOPE-1' ? /No unit has the barcode NOPE-1/ : sentence);
    }
    expect(await stationPhotosRepository(t.db).count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('keeps a QC photo of the unit and a photo of the packed box with who and when; the claim review shows them for the claimed unit only to cs', async () => {
    const qc = await photo(op, 'qc', barcode, 'image/jpeg', JPEG);
    expect(qc.statusCode, qc.body).toBe(201);
    expect(qc.json()).toMatchObject({
      kind: 'qc',
      barcode,
      barcodes: [barcode],
      orderId,
      takenBy: op.userId,
    });
    const box = await photo(op, 'packing', barcode, 'image/png', PNG);
    expect(box.statusCode, box.body).toBe(201);
    expect(box.json().barcodes).toContain(barcode);
    expect(await storedKeys()).toHaveLength(2);

    await claimsRepository(t.db).insert({
      id: 'claim-camera-1',
      userId: buyer.userId,
      orderId,
      reason: 'order not delivered',
      printerProblem: null,
      severity: 'minor',
      items: [{ itemIndex: 0, quantity: 1 }],
      note: null,
      photos: [],
    });
    const queue = await callAs(() => t.app)(cs, 'GET', '/api/internal/claims');
    expect(queue.statusCode, queue.body).toBe(200);
    const claim = queue.json().find((c: { id: string }) => c.id === 'claim-camera-1');
    expect(claim.stationPhotos.map((p: { kind: string }) => p.kind)).toEqual(['qc', 'packing']);
    expect(claim.stationPhotos[0]).toMatchObject({ barcode, takenBy: op.userId });
    expect(claim.stationPhotos[0].takenByName).toBeTruthy();

    const url = `/api/internal/claims/claim-camera-1/station-photos/${qc.json().id}`;
    const file = await callAs(() => t.app)(cs, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect((await callAs(() => t.app)(op, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(() => t.app)(buyer, 'GET', url)).statusCode).toBe(403);
    const other = `/api/internal/claims/claim-camera-1/station-photos/00000000-0000-4000-8000-000000000000`;
    expect((await callAs(() => t.app)(cs, 'GET', other)).statusCode).toBe(404);
  });
});

describe.each(targets)(
  'a printer station client reports its status and fetches its configuration, on $kind',
  (target) => {
    let t: TestApp;
    let op: Client;
    let lead: Client;
    let buyer: Client;
    let uvId: string;
    let dtgId: string;
    beforeAll(async () => {
      t = await openApp(target);
      ({ operator: op } = await floorStaff(t.app));
      lead = await staffClient(t.app, 'lead@platen.test');
      buyer = await newClient(t.app, 'Printer Buyer');
      const call = callAs(() => t.app);
      const uv = await call(lead, 'POST', '/api/internal/printers', {
        facility: 'INDY',
        name: 'UV 1',
        type: 'uv',
        dpi: 600,
      });
      expect(uv.statusCode, uv.body).toBe(201);
      uvId = uv.json().printerId;
      const dtg = await call(lead, 'POST', '/api/internal/printers', {
        facility: 'INDY',
        name: 'Kornit X',
        type: 'dtg',
      });
      dtgId = dtg.json().printerId;
    });
    afterAll(async () => t?.close());
    const call = callAs(() => t.app);

    it('R-9-20 R-9-21 R-5-56 staff set bulb power per zone (27, 10..100) and a DTG pretreat value on the printers screen; a refused value changes nothing', async () => {
      const fresh = (await call(lead, 'GET', '/api/internal/printers?facility=INDY')).json().printers;
      expect(fresh.find((p: { printerId: string }) => p.printerId === uvId).bulbPower).toBeNull();
      const zones = Array(27).fill(100);
      zones[12] = 5;
      const bad = await call(lead, 'PATCH', `/api/internal/printers/${uvId}`, {
        bulbPower: zones,
        media: 'mugs',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Bulb zone 13: power must be 10% to 100% in steps of 10.');
      expect(
        (await call(lead, 'PATCH', `/api/internal/printers/${uvId}`, { pretreatValue: 30 })).json().message,
      ).toBe('Only a DTG printer has a pretreat value.');
      expect((await call(lead, 'PATCH', `/api/internal/printers/${uvId}`, { dpi: 2400 })).statusCode).toBe(
        422,
      );
      zones[12] = 60;
      const ok = await call(lead, 'PATCH', `/api/internal/printers/${uvId}`, {
        bulbPower: zones,
        media: 'mugs',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ bulbPower: zones, media: 'mugs', dpi: 600 });
      const pre = await call(lead, 'PATCH', `/api/internal/printers/${dtgId}`, { pretreatValue: 4 });
      expect(pre.json().message).toBe('Pretreat value must be a whole number from 5 to 100, or left empty.');
      expect(
        (await call(lead, 'PATCH', `/api/internal/printers/${dtgId}`, { pretreatValue: 40 })).json(),
      ).toMatchObject({
        pretreatValue: 40,
        bulbPower: null,
      });
      expect(
        (await call(op, 'PATCH', `/api/internal/printers/${dtgId}`, { pretreatValue: 50 })).statusCode,
      ).toBe(403);
    });

    it('R-7-07 R-4-37 the updater answers the settings and RIP location without writing; the station reports out of service (logged once) and the DTG picker leaves it out', async () => {
      const logCount = async () =>
        Number(
          (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM printer_status_log')).rows[0]?.n,
        );
      const before = await logCount();
      const conf = await t.app.inject({
        method: 'GET',
        url: `/api/internal/updater/${uvId}`,
        headers: op.headers(),
      });
      expect(conf.statusCode, conf.body).toBe(200);
      expect(conf.json()).toMatchObject({
        printer: { printerId: uvId, type: 'uv', dpi: 600, media: 'mugs' },
        rip: { location: 'INDY', hotFolder: 'rip/INDY/' },
        bulbZones: 27,
        bulbPowerRange: { min: 10, max: 100, step: 10 },
      });
      expect(conf.json().printer.bulbPower[12]).toBe(60);
      const dtgConf = (await call(op, 'GET', `/api/internal/updater/${dtgId}`)).json();
      expect(dtgConf).toMatchObject({ bulbZones: 0, printer: { bulbPower: null, pretreatValue: 40 } });
      expect(await logCount()).toBe(before);

      const down = await call(op, 'PUT', `/api/internal/printer/${dtgId}/status`, {
        status: 'out-of-service',
        reason: 'Head clog',
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json()).toMatchObject({
        changed: true,
        printer: { status: 'out-of-service', reason: 'Head clog' },
      });
      expect(down.json().printer.reportedAt).toBeTruthy();
      const again = await call(op, 'PUT', `/api/internal/printer/${dtgId}/status`, {
        status: 'out-of-service',
      });
      expect(again.json()).toMatchObject({ changed: false, printer: { reason: 'Head clog' } });
      expect(await logCount()).toBe(before + 1);
      const listed = (await call(op, 'GET', '/api/internal/printers?facility=INDY')).json().printers;
      expect(listed.find((p: { printerId: string }) => p.printerId === dtgId).status).toBe('out-of-service');

      const bad = await call(op, 'PUT', `/api/internal/printer/${dtgId}/status`, { status: 'resting' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/status is printing or out-of-service/);
      expect((await call(op, 'GET', '/api/internal/updater/nope-1')).statusCode).toBe(404);
      expect((await call(buyer, 'GET', `/api/internal/updater/${uvId}`)).statusCode).toBe(403);
      expect(
        (await call(buyer, 'PUT', `/api/internal/printer/${uvId}/status`, { status: 'printing' })).statusCode,
      ).toBe(403);
    });
  },
);
