import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff, staffClient } from '../lifecycle/support.ts';
import { scanAt } from '../shipping/floor-helpers.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

describe.each(targets)('the DTG station prints on a printer that prints, on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let lead: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'DTG Printer Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);

  it('#31 R-4-37 the demo seeds DTG printers; a printer marked out of service is refused at DTG whatever the scan says, and the event names the printer used', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    expect(
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const printers = (await call(op, 'GET', `/api/internal/printers?facility=${unit.facility}`)).json()
      .printers;
    expect(printers.map((p: { name: string }) => p.name)).toEqual(['DTG 1', 'DTG 2']);
    const [one, two] = (printers as { printerId: string; name: string }[]).map((p) => ({
      id: p.printerId,
      name: p.name,
    }));
    // Walk the unit to DTG.
    let at = unit.station as string;
    while (at !== 'dtg') {
      const r = await scanAt(call, op, unit.barcode, at, unit.facility);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      at = r.body.station;
    }
    const down = await call(lead, 'PUT', `/api/internal/printers/${one?.id}`, {
      facility: unit.facility,
      name: one?.name,
      status: 'out-of-service',
      reason: 'Head clog',
    });
    expect(down.statusCode, down.body).toBe(200);
    const refused = await scanAt(call, op, unit.barcode, 'dtg', unit.facility, {
      printer: one?.id,
      printerStatus: 'printing',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toBe('DTG 1 is out of service: print on a printer that is printing.');
    const ok = await scanAt(call, op, unit.barcode, 'dtg', unit.facility, { printer: two?.id });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const printed = (await eventsOf(t.db, orderId)).filter((e) => e.data?.printer === two?.id);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed[0]?.data).toMatchObject({ printerName: 'DTG 2' });
  });

  it('#31 a station resends a scan under its Idempotency-Key (its answer was lost): the stored answer comes back, the unit moves once', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'mug', (id) => firstVariant(t.db, id));
    expect(
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
    ).toBe(200);
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    await call(op, 'POST', '/api/internal/shifts', { station: unit.station, facility: unit.facility });
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/scans',
        headers: { ...op.headers(), 'idempotency-key': 'station-scan-1' },
        payload: body,
      });
    const body = { barcode: unit.barcode, station: unit.station };
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await send({ barcode: unit.barcode, station: first.json().station });
    expect(other.statusCode).toBe(422);
    const scans = await t.db.query('SELECT 1 FROM scans WHERE barcode = $1', [unit.barcode]);
    expect(scans.rows).toHaveLength(1);
  });

  it('R-4-37 a manager adds, renames and retires printers; a retired printer or another kind is refused at DTG with a sentence; a production employee gets 403', async () => {
    // A DTG unit waiting at the printers of its facility.
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approve = { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS };
    expect((await call(cs, 'POST', `/api/internal/approvals/${orderId}`, approve)).statusCode).toBe(200);
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const facility = unit.facility as string;
    // A production employee (station.use, no printers.manage) changes nothing.
    const add = { facility, name: 'Kornit 9', type: 'dtg', dpi: 1200 };
    expect((await call(op, 'POST', '/api/internal/printers', add)).statusCode).toBe(403);
    // Bad input: a clear 422 and nothing saved.
    const badDpi = await call(lead, 'POST', '/api/internal/printers', { ...add, dpi: 50 });
    expect(badDpi.statusCode).toBe(422);
    const taken = await call(lead, 'POST', '/api/internal/printers', { ...add, name: 'dtg 1' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Another printer here is already called dtg 1.');
    const made = await call(lead, 'POST', '/api/internal/printers', add);
    expect(made.statusCode, made.body).toBe(201);
    const k9 = made.json();
    expect(k9).toMatchObject({
      name: 'Kornit 9',
      type: 'dtg',
      dpi: 1200,
      status: 'printing',
      retiredAt: null,
    });
    const tajima = (
      await call(lead, 'POST', '/api/internal/printers', { facility, name: 'Tajima', type: 'embroidery' })
    ).json();
    expect(tajima.dpi).toBeNull();
    // Rename (PATCH keeps what is left out); the operator may not.
    expect(
      (await call(op, 'PATCH', `/api/internal/printers/${k9.printerId}`, { name: 'Kornit 9L' })).statusCode,
    ).toBe(403);
    const renamed = await call(lead, 'PATCH', `/api/internal/printers/${k9.printerId}`, {
      name: 'Kornit 9L',
    });
    expect(renamed.json()).toMatchObject({ name: 'Kornit 9L', type: 'dtg', dpi: 1200 });
    expect((await call(op, 'POST', `/api/internal/printers/${k9.printerId}/retire`)).statusCode).toBe(403);
    const retired = await call(lead, 'POST', `/api/internal/printers/${k9.printerId}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().retiredAt).not.toBeNull();
    expect((await call(lead, 'POST', `/api/internal/printers/${k9.printerId}/retire`)).statusCode).toBe(409);
    expect((await call(lead, 'POST', '/api/internal/printers/nope/retire')).statusCode).toBe(404);
    // The retired printer and the embroidery machine are refused with a sentence.
    let at = unit.station as string;
    while (at !== 'dtg') at = (await scanAt(call, op, unit.barcode, at, unit.facility)).body.station;
    const old = await scanAt(call, op, unit.barcode, 'dtg', facility, { printer: k9.printerId });
    expect(old.status).toBe(422);
    expect(old.body.message).toBe('Kornit 9L is retired: choose a printer from the list.');
    const wrongKind = await scanAt(call, op, unit.barcode, 'dtg', facility, { printer: tajima.printerId });
    expect(wrongKind.body.message).toBe('Tajima is not a DTG printer: choose one from the list.');
  });

  it('R-5-56 R-5-57 R-5-58 the pretreat manager sets 5..100 per product and colour, 0 deletes, others refused; the pretreat scan carries the value', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approve = { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS };
    expect((await call(cs, 'POST', `/api/internal/approvals/${orderId}`, approve)).statusCode).toBe(200);
    const [unit] = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const row = (
      await t.db.query<{ product_identifier: string; color: string }>(
        'SELECT product_identifier, color FROM units WHERE barcode = $1',
        [unit.barcode],
      )
    ).rows[0] as { product_identifier: string; color: string };
    const at = { productIdentifier: row.product_identifier, color: row.color.toUpperCase() };
    expect((await call(op, 'PUT', '/api/internal/pretreat', { ...at, value: 40 })).statusCode).toBe(403);
    for (const value of [4, 101, 40.5, -1]) {
      const bad = await call(lead, 'PUT', '/api/internal/pretreat', { ...at, value });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Pretreat value must be a whole number between 5 and 100 (0 deletes)');
    }
    const unknown = await call(lead, 'PUT', '/api/internal/pretreat', {
      ...at,
      productIdentifier: 'nope-1',
      value: 40,
    });
    expect(unknown.json().message).toBe('No product is called nope-1.');
    expect((await call(op, 'GET', '/api/internal/pretreat')).json().values).toEqual([]);
    const set = await call(lead, 'PUT', '/api/internal/pretreat', { ...at, value: 5 });
    expect(set.json()).toMatchObject({
      productIdentifier: row.product_identifier,
      color: row.color,
      value: 5,
    });
    await call(lead, 'PUT', '/api/internal/pretreat', { ...at, value: 100 });
    const values = (await call(op, 'GET', '/api/internal/pretreat')).json().values;
    expect(values).toMatchObject([
      { productIdentifier: row.product_identifier, color: row.color, value: 100 },
    ]);
    // The pretreat scan carries the value set for the unit's product and colour.
    let station = unit.station as string;
    while (station !== 'pretreat')
      station = (await scanAt(call, op, unit.barcode, station, unit.facility)).body.station;
    const scanned = await scanAt(call, op, unit.barcode, 'pretreat', unit.facility);
    expect(scanned.body.data).toMatchObject({ pretreatValue: 100, pretreatFrom: 'product' });
    // 0 deletes it.
    const gone = await call(lead, 'PUT', '/api/internal/pretreat', { ...at, value: 0 });
    expect(gone.json()).toMatchObject({ value: null, deleted: true });
    expect((await call(op, 'GET', '/api/internal/pretreat')).json().values).toEqual([]);
  });
});
