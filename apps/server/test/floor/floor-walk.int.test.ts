import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectedMilestones } from '@platen/domain/production/milestones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { type FloorPrintType, firstVariant, placedOrderOf, unitMilestones } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

/**
 * Milestones each unit records from release to the hand-over to QC, with blanks from stock: RECEIVED at release
 * (the blank is on the shelf, never ordered), again when the pull station scans it, then the press steps.
 */
const EXPECTED: Record<FloorPrintType, string[]> = {
  dtg: ['RECEIVED', 'RECEIVED', 'CART_LOADED', 'PRETREAT', 'PRINT'],
  screenprint: ['RECEIVED', 'RECEIVED'],
  embr: [],
  mug: ['PRINTED'],
  case: [],
  poster: [],
};

describe.each(targets)('production floor walk on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let operator: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Floor Buyer');
    ({ cs, operator } = await floorStaff(t.app));
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);

  async function approvedOrder(printType: FloorPrintType): Promise<string> {
    const orderId = await placedOrderOf(t.app, buyer, t.db, printType, (id) => firstVariant(t.db, id));
    const r = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(r.statusCode, r.body).toBe(200);
    return orderId;
  }

  it.each(Object.keys(EXPECTED) as FloorPrintType[])(
    '#17.1 R-4-35 a %s order goes from approval to QC following each unit station; the log holds its milestones in timeline order',
    async (printType) => {
      const orderId = await approvedOrder(printType);
      let order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
      expect(order.status).toBe('artwork-created');
      expect(order.units.length).toBeGreaterThan(0);
      for (const u of order.units) {
        expect(u.station).toBe('pull');
        expect(u.blockedBy).toBeUndefined();
        let station: string = u.station;
        let guard = 0;
        while (station !== 'qc') {
          expect(guard++).toBeLessThan(10);
          const clock = await call(operator, 'POST', '/api/internal/shifts', {
            station,
            facility: u.facility,
          });
          expect(clock.statusCode).toBe(201);
          const s = await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station });
          expect(s.statusCode, s.body).toBe(200);
          station = s.json().station;
        }
      }
      order = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json();
      expect(order.status).toBe('printing');
      expect(order.units.every((u: { station: string }) => u.station === 'qc')).toBe(true);
      const events = await eventsOf(t.db, orderId);
      expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
      for (const u of order.units) {
        const recorded = unitMilestones(events, u.barcode);
        expect(recorded).toEqual(EXPECTED[printType]);
        if (printType !== 'embr') {
          const timeline = expectedMilestones(printType);
          const positions = recorded.map((m) => timeline.indexOf(m as never));
          expect(positions.every((p) => p >= 0)).toBe(true);
          expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        }
      }
    },
  );

  it('#17.1 a scan at the wrong station is refused with where the unit waits, and nothing changes', async () => {
    const orderId = await approvedOrder('dtg');
    const [u] = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pull', facility: u.facility });
    expect(
      (await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station: 'pull' }))
        .statusCode,
    ).toBe(200);
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pick', facility: u.facility });
    expect(
      (await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station: 'pick' }))
        .statusCode,
    ).toBe(200);
    const before = await eventsOf(t.db, orderId);
    await call(operator, 'POST', '/api/internal/shifts', { station: 'qc', facility: u.facility });
    const r = await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station: 'qc' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(`Unit ${u.barcode} is waiting for pretreat at ${u.facility}, not QC`);
    expect(await eventsOf(t.db, orderId)).toEqual(before);
    const again = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units[0];
    expect(again.station).toBe('pretreat');
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pretreat', facility: u.facility });
    expect(
      (await call(operator, 'POST', '/api/internal/scans', { barcode: 'NOPE-1-1', station: 'pretreat' }))
        .statusCode,
    ).toBe(404);
    const bad = await call(operator, 'POST', '/api/internal/scans', {
      barcode: u.barcode,
      station: 'pretreat',
      data: { pretreatValue: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/between 5 and 100/);
  });

  it('#17.1 scans without a shift, or at a station or facility the employee is not clocked in at, are refused with where to clock in; clocking out ends the shift', async () => {
    const orderId = await approvedOrder('mug');
    const [u] = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    expect((await call(operator, 'DELETE', '/api/internal/shifts/current')).statusCode).toBe(200);
    const r = await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station: 'pull' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Clock in at pull first.');
    expect((await call(operator, 'DELETE', '/api/internal/shifts/current')).statusCode).toBe(404);
    // Clocked in elsewhere: the scan would count for the wrong station's labour, so it is refused; nothing moves.
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pick', facility: u.facility });
    const elsewhere = await call(operator, 'POST', '/api/internal/scans', {
      barcode: u.barcode,
      station: 'pull',
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('Clock in at pull first.');
    const other = u.facility === 'INDY' ? 'FRESNO' : 'INDY';
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pull', facility: u.facility });
    const away = await call(operator, 'POST', '/api/internal/scans', {
      barcode: u.barcode,
      station: 'pull',
      facility: other,
    });
    expect(away.json().message).toBe(`Clock in at pull (${other}) first.`);
    const still = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units[0];
    expect(still.station).toBe(u.station);
    expect((await call(operator, 'DELETE', '/api/internal/shifts/current')).statusCode).toBe(200);
    const log = await t.db.query<{ event: string }>(
      'SELECT event FROM shift_log WHERE employee_id = $1 ORDER BY id',
      [operator.userId],
    );
    expect(log.rows.at(-1)?.event).toBe('clock-out');
  });

  it('#17 customers cannot use the floor routes (station.use)', async () => {
    const r = await call(buyer, 'POST', '/api/internal/scans', { barcode: '1000-1-1', station: 'pull' });
    expect(r.statusCode).toBe(403);
  });

  it('R-9-02 one PDF of job tickets for a selection: a page per unit whose barcode reads back; the queue counts by product, colour and size; over 72 at DTG is refused', async () => {
    const [a, b] = [await approvedOrder('dtg'), await approvedOrder('dtg')];
    const units = [
      ...(await call(operator, 'GET', `/api/internal/orders/${a}`)).json().units,
      ...(await call(operator, 'GET', `/api/internal/orders/${b}`)).json().units,
    ] as { barcode: string; station: string; facility: string }[];
    const queue = (
      await call(
        operator,
        'GET',
        `/api/internal/stations/${units[0]?.station}/queue?facility=${units[0]?.facility}`,
      )
    ).json();
    expect(queue.batchLimit).toBe(1000);
    const dtgQueue = await call(
      operator,
      'GET',
      `/api/internal/stations/dtg/queue?facility=${units[0]?.facility}`,
    );
    expect(dtgQueue.json().batchLimit).toBe(72);
    const counted = queue.groups.reduce((n: number, g: { codes: string[] }) => n + g.codes.length, 0);
    expect(counted).toBe(queue.units.length);
    const codes = units.map((u) => u.barcode);
    const r = await call(operator, 'POST', '/api/internal/stations/dtg/tickets.pdf', { barcodes: codes });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'platen-batch-'));
    try {
      writeFileSync(path.join(dir, 'b.pdf'), r.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '200', path.join(dir, 'b.pdf'), path.join(dir, 'p')]);
      const read = execFileSync(
        'zbarimg',
        ['-q', '--raw', '-Scode128.enable', ...codes.map((_, i) => path.join(dir, `p-${i + 1}.png`))],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      // One page per unit, in the order chosen, each barcode readable.
      expect(read.toString().trim().split('\n')).toEqual(codes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const tooMany = Array.from({ length: 73 }, (_, i) => `9999-1-${i + 1}`);
    const over = await call(operator, 'POST', '/api/internal/stations/dtg/tickets.pdf', {
      barcodes: tooMany,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('A DTG batch is at most 72 units: 73 were chosen.');
    expect(
      (await call(operator, 'POST', '/api/internal/stations/embroidery/tickets.pdf', { barcodes: tooMany }))
        .statusCode,
    ).toBe(404);
  });

  it('#17 a unit job ticket is a PDF whose Code 128 barcode reads back; #18 it embeds the unit mockup', async () => {
    const orderId = await approvedOrder('screenprint');
    const [u] = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    const r = await call(operator, 'GET', `/api/internal/units/${u.barcode}/ticket.pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Rendered and read back by a barcode reader: the bars carry the unit code and a valid Code 128 check.
    const dir = mkdtempSync(path.join(tmpdir(), 'platen-ticket-'));
    try {
      writeFileSync(path.join(dir, 't.pdf'), r.rawPayload);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '200',
        '-singlefile',
        path.join(dir, 't.pdf'),
        path.join(dir, 't'),
      ]);
      const read = execFileSync('zbarimg', ['-q', '--raw', '-Scode128.enable', path.join(dir, 't.png')], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      expect(read.toString().trim()).toBe(u.barcode);
      // #18 the mockup thumbnail is embedded: the ticket holds the barcode and the mockup, two images.
      const images = execFileSync('pdfimages', ['-list', path.join(dir, 't.pdf')], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .map((l) => l.trim().split(/\s+/))
        .filter((cols) => cols[2] === 'image');
      expect(images.length).toBe(2);
      // The barcode is a wide strip; the mockup is a picture at least 200 px each way.
      expect(images.some((cols) => Number(cols[3]) >= 200 && Number(cols[4]) >= 200)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const batch = await call(operator, 'GET', `/api/internal/orders/${orderId}/tickets.pdf`);
    expect(batch.statusCode).toBe(200);
  });
});
