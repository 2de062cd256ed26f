import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { type OpenedDb, testTargets } from '../testing.ts';
import { REPORTS, reportById, runReport } from './index.ts';

const targets = await testTargets();

/** Known data: two customers, four orders in October 2026, units, scans, claims, ledger rows, blank orders. */
async function seed(db: Db) {
  const q = (sql: string, p: unknown[] = []) => db.query(sql, p);
  for (const [id, name] of [
    ['u1', 'Ada Buyer'],
    ['u2', 'Bo Buyer'],
  ])
    await q(
      `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ($1, $1 || '@r.test', $2, 'x', $1)`,
      [id, name],
    );
  const orders: [string, string, number, string, string][] = [
    // id, user, total cents, created at, due date
    ['o1', 'u1', 10_050, '2026-10-01T10:00:00Z', '2026-10-05'],
    ['o2', 'u1', 2_000, '2026-10-01T23:59:59Z', '2026-10-06'],
    ['o3', 'u2', 7_525, '2026-10-02T00:00:00Z', '2099-12-01'],
    ['o4', 'u2', 999, '2026-09-30T23:59:59Z', '2026-10-03'],
  ];
  for (const [id, user, total, at, due] of orders) {
    await q(`INSERT INTO carts (id, user_id, doc, version, ordered_at) VALUES ($1, $2, '{}', 1, $3)`, [
      `c-${id}`,
      user,
      at,
    ]);
    await q(
      `INSERT INTO orders (id, user_id, cart_id, cart_version, status, cart, quote, total_cents, due_date, created_at)
       VALUES ($1, $2, $3, 1, 'printing', '{}', '{}', $4, $5, $6)`,
      [id, user, `c-${id}`, total, due, at],
    );
  }
  // Products: o1 and o2 carry the tee, o1 and o3 the hoodie.
  for (const [order, line, product] of [
    ['o1', 0, 'tee'],
    ['o1', 1, 'hoodie'],
    ['o2', 0, 'tee'],
    ['o3', 0, 'hoodie'],
  ] as const)
    await q(
      `INSERT INTO order_lines (order_id, line_no, shipment_id, printable_id, product_identifier, size, quantity, unit_cents, total_cents)
       VALUES ($1, $2, 's', 'p', $3, 'M', 1, 100, 100)`,
      [order, line, product],
    );
  // Units: o1 two late (one blocked by blanks), o3 one blocked (due later), o3 one fine, o4 shipped.
  const units: [string, string, string, string | null][] = [
    ['b1', 'o1', 'dtg', null],
    ['b2', 'o1', 'pull', 'waiting for blanks from ALPHA (blank order 7, sent 2026-10-01)'],
    ['b3', 'o3', 'pull', 'waiting for blanks from ALPHA (blank order 9, sent 2026-10-02)'],
    ['b4', 'o3', 'dtg', null],
    ['b5', 'o4', 'shipped', null],
    ['b6', 'o2', 'qc', null],
  ];
  for (const [barcode, order, station, blocked] of units)
    await q(
      `INSERT INTO units (barcode, order_id, item_index, unit_no, print_type, product_identifier, size, facility, station, blocked_by)
       VALUES ($1, $2, 0, $3, 'dtg', 'tee', 'M', $4, $5, $6)`,
      [barcode, order, Number(barcode.slice(1)), barcode === 'b6' ? 'INDY' : 'FRESNO', station, blocked],
    );
  // Scans: DTG on printer P1 (b1, b4, b5) and P2 (b6) at FRESNO / INDY; pull scans in two hours.
  const scans: [string, string, number, string, string, string | null][] = [
    ['b1', 'dtg', 1, 'FRESNO', '2026-10-03T08:10:00Z', 'P1'],
    ['b4', 'dtg', 1, 'FRESNO', '2026-10-03T08:40:00Z', 'P1'],
    ['b5', 'dtg', 1, 'FRESNO', '2026-10-03T09:05:00Z', 'P1'],
    ['b6', 'dtg', 1, 'INDY', '2026-10-03T09:15:00Z', 'P2'],
    ['b1', 'pull', 0, 'FRESNO', '2026-10-02T08:00:00Z', null],
    ['b4', 'pull', 0, 'FRESNO', '2026-10-02T08:30:00Z', null],
    ['b5', 'pull', 0, 'FRESNO', '2026-10-02T10:30:00Z', null],
  ];
  for (const [barcode, station, step, facility, at, printer] of scans)
    await q(
      `INSERT INTO scans (barcode, order_id, step_index, station, facility, employee_id, data, created_at)
       SELECT $1, order_id, $2, $3, $4, 'e1', $5::jsonb, $6 FROM units WHERE barcode = $1`,
      [barcode, step, station, facility, JSON.stringify(printer ? { printer } : {}), at],
    );
  // One claim, on o1.
  await q(
    `INSERT INTO claims (id, user_id, order_id, reason, severity, items) VALUES ('k1', 'u1', 'o1', 'misprint', 'high', '[]')`,
  );
  // Ledger: o1 and o2 paid, o2 partly refunded; o3 paid; a claim credit and a top-up that are not order payments.
  const ledger: [string, string, 'debit' | 'credit', string, number, string | null, string][] = [
    ['l1', 'u1', 'debit', 'order', 10_050, 'o1', '2026-10-01T10:00:00Z'],
    ['l2', 'u1', 'debit', 'order', 2_000, 'o2', '2026-10-02T00:00:00Z'],
    ['l3', 'u1', 'credit', 'order-cancelled', 500, 'o2', '2026-10-03T00:00:00Z'],
    ['l4', 'u1', 'credit', 'claim', 1_000, 'o1', '2026-10-04T00:00:00Z'],
    ['l5', 'u2', 'debit', 'order', 7_525, 'o3', '2026-10-02T00:00:00Z'],
    ['l6', 'u2', 'credit', 'card-payment', 50_000, null, '2026-10-02T00:00:00Z'],
  ];
  for (const [id, user, dir, type, cents, order, at] of ledger)
    await q(
      `INSERT INTO ledger_transactions (id, user_id, direction, type, amount_cents, order_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, user, dir, type, cents, order, at],
    );
  // Blank orders: ALPHA sent 10-01 received 10-04 (expected 10-03: late), ALPHA sent 10-02 received 10-03,
  // DELTA sent 10-02 not yet received.
  const blanks: [number, string, string, string, string | null, string | null][] = [
    [1, 'ALPHA', '2026-10-01T00:00:00Z', '2026-10-03T00:00:00Z', '2026-10-04T00:00:00Z', 'b1'],
    [2, 'ALPHA', '2026-10-02T00:00:00Z', '2026-10-04T00:00:00Z', '2026-10-03T00:00:00Z', 'b4'],
    [3, 'DELTA', '2026-10-02T00:00:00Z', '2026-10-06T00:00:00Z', null, 'b6'],
  ];
  for (const [id, supplier, sent, expected, received, unit] of blanks) {
    await q(
      `INSERT INTO blank_orders (id, supplier, facility, status, cutoff_at, sent_at, expected_at)
       VALUES ($1, $2, 'FRESNO', 'sent', $3, $3, $4)`,
      [id, supplier, sent, expected],
    );
    await q(
      `INSERT INTO blank_order_units (barcode, blank_order_id, product_identifier, color, size, received_at)
       VALUES ($1, $2, 'tee', 'Black', 'M', $3)`,
      [unit, id, received],
    );
  }
}

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

describe.each(targets)('/query reports, on $kind', (target) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await target.open();
    await seed(opened.db);
  });
  afterAll(async () => opened?.drop());
  const run = (id: string, f: { from: string; to: string; facility?: 'FRESNO' | 'INDY' } = OCTOBER) =>
    runReport(opened.db, reportById(id)!, f);

  it('revenue and orders per day: UTC days, the period half-open at its end', async () => {
    expect(await run('revenue-per-day')).toEqual([
      { day: '2026-10-01', orders: 2, revenueCents: 12_050 },
      { day: '2026-10-02', orders: 1, revenueCents: 7_525 },
    ]);
    expect(await run('revenue-per-day', { from: '2026-09-30', to: '2026-09-30' })).toEqual([
      { day: '2026-09-30', orders: 1, revenueCents: 999 },
    ]);
  });

  it('units per station per hour: scans per station over the hours it scanned, by facility', async () => {
    expect(await run('units-per-station-hour')).toEqual([
      { station: 'dtg', units: 4, hours: 2, unitsPerHour: 2 },
      { station: 'pull', units: 3, hours: 2, unitsPerHour: 1.5 },
    ]);
    expect(await run('units-per-station-hour', { ...OCTOBER, facility: 'INDY' })).toEqual([
      { station: 'dtg', units: 1, hours: 1, unitsPerHour: 1 },
    ]);
  });

  it('late and stuck units by reason: blocked by what blocks them, unblocked ones past due', async () => {
    const range = { from: '2026-10-01', to: '2099-12-31' };
    expect(await run('late-and-stuck', range)).toEqual([
      { reason: 'past due date', units: 2, orders: 2, oldestDue: '2026-10-05' },
      { reason: 'waiting for blanks from ALPHA', units: 2, orders: 2, oldestDue: '2026-10-05' },
    ]);
    expect(await run('late-and-stuck', { ...range, facility: 'INDY' })).toEqual([
      { reason: 'past due date', units: 1, orders: 1, oldestDue: '2026-10-06' },
    ]);
  });

  it('claims rate per product: orders of the period carrying it, those claimed', async () => {
    expect(await run('claims-by-product')).toEqual([
      { product: 'hoodie', orders: 2, claimed: 1, rate: 0.5 },
      { product: 'tee', orders: 2, claimed: 1, rate: 0.5 },
    ]);
  });

  it('claims rate per printer: units printed on it, those of claimed orders', async () => {
    expect(await run('claims-by-printer')).toEqual([
      { printer: 'P1', units: 3, claimed: 1, rate: 0.3333 },
      { printer: 'P2', units: 1, claimed: 0, rate: 0 },
    ]);
  });

  it('supplier lead times: days from sending to the last unit received, late arrivals', async () => {
    expect(await run('supplier-lead-times')).toEqual([
      { supplier: 'ALPHA', sent: 2, received: 2, avgDays: 2, maxDays: 3, late: 1 },
      { supplier: 'DELTA', sent: 1, received: 0, avgDays: null, maxDays: null, late: 0 },
    ]);
  });

  it('top customers: paid for orders from the ledger, refunds subtracted, claim credits and top-ups not', async () => {
    expect(await run('top-customers')).toEqual([
      { customer: 'Ada Buyer', email: 'u1@r.test', orders: 2, paidCents: 11_550 },
      { customer: 'Bo Buyer', email: 'u2@r.test', orders: 1, paidCents: 7_525 },
    ]);
  });

  it('every report runs read-only under a statement timeout, its rows in its columns', async () => {
    for (const r of REPORTS) {
      const rows = await run(r.id);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(r.columns.map((c) => c.key).sort());
    }
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION READ ONLY');
        await tx.query("INSERT INTO floor_facilities (facility) VALUES ('X')");
      }),
    ).rejects.toThrow();
  });
});
