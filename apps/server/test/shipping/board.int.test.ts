import { printersRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVariant, placedOrderOf } from '../floor/support.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { walkToQc } from './floor-helpers.ts';

const targets = await testTargets();

describe.each(targets)('production board on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let lead: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Board Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);

  it('#18.4 R-4-34 the board counts units per station and milestone, lists the late unit with its reason, due today and printers out of service', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    expect(
      (await call(cs, 'POST', `/api/internal/approvals/${orderId}`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    const units = (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units as {
      barcode: string;
      station: string;
      facility: string;
    }[];
    const [late, other] = units as [(typeof units)[0], (typeof units)[0]];
    await walkToQc(call, op, late.barcode, late.station, late.facility);
    // The unit printed four days ago and still waits for QC: past the PRINT maximum of 72 h.
    await t.db.query(`UPDATE units SET milestone_at = now() - interval '96 hours' WHERE barcode = $1`, [
      late.barcode,
    ]);
    await t.db.query(`UPDATE orders SET due_date = current_date - 1 WHERE id = $1`, [orderId]);
    await printersRepository(t.db).upsert({
      id: 'p-indy-7',
      facility: late.facility,
      name: 'Kornit 7',
      status: 'out-of-service',
      reason: 'Head clog',
    });
    const r = await call(lead, 'GET', `/api/internal/board?facility=${late.facility}`);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b.totals.open).toBeGreaterThanOrEqual(units.length);
    expect(b.totals.late).toBeGreaterThanOrEqual(1);
    expect(b.totals.dueToday).toBeGreaterThanOrEqual(units.length);
    expect(b.stations.find((s: { station: string }) => s.station === 'qc')).toMatchObject({ late: 1 });
    const stuck = b.stuck.find((s: { barcode: string }) => s.barcode === late.barcode);
    expect(stuck).toMatchObject({ state: 'late', station: 'qc', milestone: 'PRINT' });
    expect(stuck.reason).toBe('PRINT exceeded its 72 h maximum (96 h elapsed). Waiting at qc.');
    expect(b.stuck.some((s: { barcode: string }) => s.barcode === other.barcode)).toBe(false);
    expect(b.printersOut).toEqual([
      expect.objectContaining({ printerId: 'p-indy-7', name: 'Kornit 7', reason: 'Head clog' }),
    ]);
    expect((await call(buyer, 'GET', `/api/internal/board?facility=${late.facility}`)).statusCode).toBe(403);
    expect((await call(lead, 'GET', '/api/internal/board?facility=MARS')).statusCode).toBe(400);
  });
});
