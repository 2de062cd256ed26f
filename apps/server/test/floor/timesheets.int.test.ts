import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { fromFacilityWallTime, shiftDay } from '@platen/domain/floor/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { scanAt } from '../shipping/floor-helpers.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { firstVariant, placedOrderOf } from './support.ts';

const targets = await testTargets();

interface Shift {
  shiftId: number;
  employeeName: string;
  station: string;
  facility: string;
  day: string;
  startedAt: string;
  endedAt: string | null;
  minutes: number;
  units: number;
  editReason: string | null;
}

describe.each(targets)('timesheets and shift corrections, on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  let lead: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Timesheet Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);

  it('timesheet totals equal the sum of the shifts; the CSV has the screen lines; a correction needs a reason and is audited; operators see none of it', async () => {
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
    // The operator works the unit through two stations: two shifts (each scan clocks in where it happens).
    const first = await scanAt(call, op, unit.barcode, unit.station, unit.facility);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await scanAt(call, op, unit.barcode, first.body.station, unit.facility);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await call(op, 'DELETE', '/api/internal/shifts/current')).statusCode).toBe(200);

    const today = shiftDay(new Date().toISOString(), unit.facility);
    // Corrections move the shifts to yesterday (times that are in the past whenever the test runs).
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const period = `from=${yesterday}&to=${today}&facility=${unit.facility}`;
    expect((await call(op, 'GET', `/api/internal/timesheets?${period}`)).statusCode).toBe(403);
    const mine = (s: Shift) => s.employeeName === 'Otto Operator';
    const read = async () => (await call(lead, 'GET', `/api/internal/timesheets?${period}`)).json();
    const [a, b] = ((await read()).shifts as Shift[]).filter(mine).slice(-2) as [Shift, Shift];
    expect([a.units, b.units]).toEqual([1, 1]);

    // The lead corrects both shifts to known times; a correction without a reason changes nothing.
    const at = (hhmm: string) => fromFacilityWallTime(`${yesterday}T${hhmm}`, unit.facility);
    const put = (s: Shift, startedAt: string, endedAt: string, reason: string, who = lead) =>
      call(who, 'PUT', `/api/internal/shifts/${s.shiftId}`, { startedAt, endedAt, reason });
    const blind = await put(a, at('08:05'), at('08:50'), ' ');
    expect(blind.statusCode).toBe(422);
    expect(blind.json().message).toBe('Say why the shift is changed (at least 3 characters).');
    expect((await put(a, at('08:05'), at('08:50'), 'Forgot to clock in', op)).statusCode).toBe(403);
    const backwards = await put(a, at('08:50'), at('08:05'), 'Forgot to clock in');
    expect(backwards.json().message).toBe('The shift must end after it starts.');
    expect(((await read()).shifts as Shift[]).find((s) => s.shiftId === a.shiftId)?.startedAt).toBe(
      a.startedAt,
    );
    expect((await put(a, at('08:05'), at('08:50'), 'Forgot to clock in')).statusCode).toBe(200);
    expect((await put(b, at('08:50'), at('09:20'), 'Clock-out missed at break')).statusCode).toBe(200);

    const sheet = await read();
    const shifts = sheet.shifts as Shift[];
    const corrected = shifts.filter((s) => s.shiftId === a.shiftId || s.shiftId === b.shiftId);
    expect(corrected.map((s) => [s.minutes, s.editReason])).toEqual([
      [45, 'Forgot to clock in'],
      [30, 'Clock-out missed at break'],
    ]);
    // Totals are the sum of every shift's minutes and units, and of every line's.
    const sum = (xs: { minutes: number; units: number }[]) =>
      xs.reduce((n, x) => ({ minutes: n.minutes + x.minutes, units: n.units + x.units }), {
        minutes: 0,
        units: 0,
      });
    expect(sum(shifts)).toEqual({ minutes: sheet.totals.minutes, units: sheet.totals.units });
    expect(sum(sheet.rows)).toEqual(sum(shifts));
    const opLines = sheet.rows.filter((r: { employeeName: string }) => r.employeeName === 'Otto Operator');
    expect(opLines.map((r: { station: string; minutes: number }) => [r.station, r.minutes])).toEqual(
      expect.arrayContaining([
        [a.station, 45],
        [b.station, 30],
      ]),
    );

    // The CSV holds the same lines with the same figures.
    const csv = await call(lead, 'GET', `/api/internal/timesheets.csv?${period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(sheet.rows.length + 1);
    for (const [i, r] of (
      sheet.rows as { day: string; station: string; minutes: number; units: number }[]
    ).entries()) {
      const cells = (lines[i + 1] as string).split(',');
      expect([cells[0], cells[2], cells[6], cells[7]]).toEqual([
        r.day,
        r.station,
        (r.minutes / 60).toFixed(2),
        String(r.units),
      ]);
    }
    expect((await call(op, 'GET', `/api/internal/timesheets.csv?${period}`)).statusCode).toBe(403);

    // Every correction is a staff audit event with the before, the after and the reason.
    const audit = await t.db.query<{ action: string; detail: { shiftId: number; reason: string } }>(
      "SELECT action, detail FROM staff_audit_events WHERE action = 'shift-corrected' ORDER BY id",
    );
    expect(audit.rows.map((r) => [r.detail.shiftId, r.detail.reason])).toEqual([
      [a.shiftId, 'Forgot to clock in'],
      [b.shiftId, 'Clock-out missed at break'],
    ]);
  });

  it('a period is at most 62 days and from comes before to', async () => {
    const r = await call(lead, 'GET', '/api/internal/timesheets?from=2026-01-01&to=2026-06-01');
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('A timesheet covers at most 62 days.');
    const backwards = await call(lead, 'GET', '/api/internal/timesheets?from=2026-02-01&to=2026-01-01');
    expect(backwards.body).toContain('from must not be after to.');
  });
});
