import { boardRepository, type BoardGroupRow, printersRepository } from '@platen/db';
import { BOARD_THRESHOLDS } from '@platen/domain/production/production-board';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeProductionBoard } from '../../src/services/floor/production-board.ts';
import { firstVariant, placedOrderOf } from '../floor/support.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { walkToQc } from './floor-helpers.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

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
      (
        await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
          decision: 'approve',
          acknowledged: TEST_DESIGN_WARNINGS,
        })
      ).statusCode,
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
    expect(stuck.reason).toBe(
      'Waiting at QC for 4 d since it was printed: over the 3 d limit (usually 1 h).',
    );
    expect(b.stuck.some((s: { barcode: string }) => s.barcode === other.barcode)).toBe(false);
    expect(b.printersOut).toEqual([
      expect.objectContaining({ printerId: 'p-indy-7', name: 'Kornit 7', reason: 'Head clog' }),
    ]);
    expect((await call(buyer, 'GET', `/api/internal/board?facility=${late.facility}`)).statusCode).toBe(403);
    expect((await call(lead, 'GET', '/api/internal/board?facility=MARS')).statusCode).toBe(400);
  });

  it('#18 a shift lead marks a printer out of service and back (logged); the board lists it while it is out; operators may not', async () => {
    const url = '/api/internal/printers/fresno-k2';
    const out = { facility: 'FRESNO', name: 'Kornit 2', status: 'out-of-service', reason: 'Pallet motor' };
    // An operator (station.use only) may not; nothing changes.
    expect((await call(op, 'PUT', url, out)).statusCode).toBe(403);
    // Bad input: 400/422 with the sentence, nothing recorded.
    expect((await call(lead, 'PUT', url, { ...out, status: 'broken' })).statusCode).toBe(400);
    const noReason = await call(lead, 'PUT', url, { ...out, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('Say why Kornit 2 is out of service.');
    expect((await call(lead, 'PUT', '/api/internal/printers/bad id!', out)).statusCode).toBe(400);
    expect(await printersRepository(t.db).changes('fresno-k2')).toEqual([]);

    const marked = await call(lead, 'PUT', url, out);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      printerId: 'fresno-k2',
      status: 'out-of-service',
      reason: 'Pallet motor',
    });
    expect((await call(lead, 'PUT', url, out)).statusCode).toBe(409);
    // Another facility cannot claim the same printer.
    expect((await call(lead, 'PUT', url, { ...out, facility: 'INDY' })).statusCode).toBe(409);
    const listed = await call(op, 'GET', '/api/internal/printers?facility=FRESNO');
    expect(listed.json().printers).toEqual([
      expect.objectContaining({ printerId: 'fresno-k2', status: 'out-of-service' }),
    ]);
    expect((await computeProductionBoard(t.db, 'FRESNO')).printersOut).toEqual([
      expect.objectContaining({ printerId: 'fresno-k2', name: 'Kornit 2', reason: 'Pallet motor' }),
    ]);

    const back = await call(lead, 'PUT', url, { ...out, status: 'printing', reason: 'Motor replaced' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'printing', reason: null });
    expect((await computeProductionBoard(t.db, 'FRESNO')).printersOut).toEqual([]);
    const leadId = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'lead@platen.test'`))
      .rows[0]?.id;
    expect(await printersRepository(t.db).changes('fresno-k2')).toEqual([
      expect.objectContaining({ from: null, to: 'out-of-service', reason: 'Pallet motor', actorId: leadId }),
      expect.objectContaining({
        from: 'out-of-service',
        to: 'printing',
        reason: 'Motor replaced',
        actorId: leadId,
      }),
    ]);
  });

  it('#18 F2 the counts kept on every unit change give the same board as counting every open unit', async () => {
    // Units on every clock, some at exact hour boundaries, some blocked, some without a clock; then moved,
    // shipped, voided and deleted, before and after the deltas are folded into the counts.
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const stations = ['pull', 'pick', 'pretreat', 'dtg', 'qc', 'store', 'shipping', 'mug', 'poster'];
    const types = ['dtg', 'sublimation', 'mug', 'poster', 'screenprint', null];
    const milestones = [
      'BLANK_ORDERED',
      'RECEIVED',
      'CART_LOADED',
      'PRETREAT',
      'PRINT',
      'QC',
      'STORED',
      'RIP_ISSUE',
      null,
    ];
    await t.db.query(
      `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, size, facility, step_index, station,
                          milestone, milestone_at, blocked_by)
       SELECT 'f2t-' || g, $1, 0, 1000 + g, ($2::text[])[1 + g % 6], 'med', 'DALLAS', 0, ($3::text[])[1 + g % 9],
              ($4::text[])[1 + g % 9],
              CASE WHEN g % 13 = 0 THEN NULL
                   WHEN g % 5 = 0 THEN date_trunc('hour', now()) - make_interval(hours => g % 150)
                   ELSE now() - make_interval(mins => (g * 47) % 9000) END,
              CASE WHEN g % 11 = 0 THEN 'waiting for blanks' END
         FROM generate_series(1, 600) g`,
      [orderId, types, stations, milestones],
    );
    const board = boardRepository(t.db);
    const sorted = (xs: BoardGroupRow[]) =>
      [...xs].sort((a, b) => `${a.station}/${a.milestone}`.localeCompare(`${b.station}/${b.milestone}`));
    const same = async (label: string) => {
      for (const hours of [0, 0.5, 1, 2, 25, 49.99, 72, 73.5, 100, 200]) {
        const at = new Date(Date.now() + hours * 3_600_000).toISOString();
        const fast = sorted(await board.groups('DALLAS', BOARD_THRESHOLDS, at));
        const slow = sorted(await board.groupsByScan('DALLAS', BOARD_THRESHOLDS, at));
        expect(fast, `${label} at +${hours} h`).toEqual(slow);
      }
      // "Due today" from board_due_counts + deltas against the recount over units and orders, for every day
      // around the orders' due dates and both facilities the units are in.
      for (const facility of ['DALLAS', 'INDY']) {
        for (const days of [-400, -2, -1, 0, 1, 2, 30, 400]) {
          const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
          expect(await board.dueBy(facility, day), `${label}: due by ${day} at ${facility}`).toBe(
            await board.dueByScan(facility, day),
          );
        }
      }
    };
    await same('deltas only');
    await t.db.transaction((tx) => boardRepository(tx).compactCounts('DALLAS'));
    await board.vacuumDeltas();
    await same('folded');
    await t.db.query(`UPDATE units SET station = 'shipped' WHERE barcode LIKE 'f2t-%' AND unit_no % 7 = 0`);
    await t.db.query(`UPDATE units SET station = 'voided' WHERE barcode LIKE 'f2t-%' AND unit_no % 7 = 1`);
    await t.db.query(
      `UPDATE units SET station = 'qc', milestone = 'PRINT', milestone_at = now() - interval '80 hours',
                        blocked_by = NULL WHERE barcode LIKE 'f2t-%' AND unit_no % 7 = 2`,
    );
    await t.db.query(`UPDATE units SET blocked_by = 'held' WHERE barcode LIKE 'f2t-%' AND unit_no % 7 = 3`);
    await t.db.query(`UPDATE units SET facility = 'INDY' WHERE barcode LIKE 'f2t-%' AND unit_no % 7 = 4`);
    await same('moved, partly folded');
    // Orders entering and leaving production and changing their due dates move their open units at once.
    const other = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    await t.db.query(
      `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, size, facility, step_index, station)
       SELECT 'f2o-' || g, $1, 0, 5000 + g, 'dtg', 'med', CASE WHEN g % 3 = 0 THEN 'INDY' ELSE 'DALLAS' END, 0,
              CASE WHEN g % 4 = 0 THEN 'shipped' ELSE 'pick' END
         FROM generate_series(1, 40) g`,
      [other],
    );
    await t.db.query(`UPDATE orders SET status = 'printing', due_date = current_date WHERE id = $1`, [
      orderId,
    ]);
    await t.db.query(`UPDATE orders SET status = 'on-hold', due_date = current_date + 1 WHERE id = $1`, [
      other,
    ]);
    await same('orders in production');
    await t.db.query(`UPDATE orders SET due_date = current_date - 1 WHERE id = $1`, [orderId]);
    await t.db.query(`UPDATE units SET order_id = $1 WHERE barcode LIKE 'f2o-%' AND unit_no % 5 = 0`, [
      orderId,
    ]);
    await t.db.query(`UPDATE units SET station = 'pick' WHERE barcode LIKE 'f2o-%' AND unit_no % 8 = 0`);
    await same('due date changed, units moved between orders');
    await t.db.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [other]);
    await same('order out of production');
    // An order deleted with its units (a copy of `other`: placed orders keep ledger rows and are never deleted).
    await t.db.query(
      `INSERT INTO carts SELECT (jsonb_populate_record(c, jsonb_build_object('id', c.id || '-copy'))).*
         FROM carts c WHERE id = (SELECT cart_id FROM orders WHERE id = $1)`,
      [other],
    );
    await t.db.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object('id', o.id || '-copy',
              'cart_id', o.cart_id || '-copy', 'status', 'printing'))).* FROM orders o WHERE id = $1`,
      [other],
    );
    await t.db.query(
      `UPDATE units SET order_id = $1 || '-copy' WHERE barcode LIKE 'f2o-%' AND unit_no % 2 = 0`,
      [other],
    );
    await same('units moved to an order in production');
    await t.db.query(`DELETE FROM orders WHERE id = $1 || '-copy'`, [other]);
    await same('order deleted');
    await t.db.transaction((tx) => boardRepository(tx).compactCounts('DALLAS'));
    await same('folded again');
    await t.db.query(`DELETE FROM units WHERE barcode LIKE 'f2t-%' OR barcode LIKE 'f2o-%'`);
    await same('deleted');
    expect(await board.groups('DALLAS', BOARD_THRESHOLDS, new Date().toISOString())).toEqual([]);
    // The use-case folds the deltas on its own and still agrees.
    const computed = await computeProductionBoard(t.db, 'DALLAS');
    expect(computed.totals.open).toBe(0);
    expect(computed.totals.dueToday).toBe(0);
  });
});
