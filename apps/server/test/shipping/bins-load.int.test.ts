import { createDb, type Db } from '@platen/db';
import { testTargets } from '../support/harness.ts';
import { RACK_TYPES } from '@platen/domain/operations/racks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUnit } from '../../src/services/floor/store-unit.ts';

const targets = await testTargets();

/** Order rows for the bins' foreign keys: one user, one cart per order. */
async function makeOrders(db: Db, prefix: string, count: number): Promise<string[]> {
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, api_key_hash) VALUES ($1, $1 || '@x.test', 'Bins', 'x', $1)
     ON CONFLICT DO NOTHING`,
    [`${prefix}-u`],
  );
  await db.query(
    `INSERT INTO carts (id, user_id, doc) SELECT $1 || '-c' || g, $1 || '-u', '{}'::jsonb FROM generate_series(1, $2::int) g;
    `,
    [prefix, count],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_version, cart, quote, total_cents, due_date)
     SELECT $1 || '-o' || g, $1 || '-u', $1 || '-c' || g, 0, '{}', '{}', 0, '2026-12-01' FROM generate_series(1, $2::int) g`,
    [prefix, count],
  );
  return Array.from({ length: count }, (_, i) => `${prefix}-o${i + 1}`);
}

/** Stores every unit with `operators` concurrent workers, each unit in its own transaction. */
async function storeAll(
  db: Db,
  units: { orderId: string; orderUnits: number; barcode: string }[],
  operators: number,
) {
  const queue = [...units];
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: operators }, async () => {
      for (let u = queue.shift(); u; u = queue.shift()) {
        const unit = u;
        await db
          .transaction((tx) => storeUnit(tx, { facility: 'INDY', ...unit }))
          .catch((e) => errors.push(e));
      }
    }),
  );
  return errors;
}

async function checkInvariants(db: Db, units: { orderId: string; orderUnits: number; barcode: string }[]) {
  const bins = await db.query<{
    rack: string;
    bin: number;
    order_id: string;
    units: number;
    order_units: number;
    ready: boolean;
  }>('SELECT rack, bin, order_id, units, order_units, ready_at IS NOT NULL AS ready FROM bins');
  const placed = await db.query<{ barcode: string; order_id: string; rack: string; bin: number }>(
    'SELECT * FROM bin_units',
  );
  const multi = new Map<string, number>();
  for (const u of units) if (u.orderUnits > 1) multi.set(u.orderId, u.orderUnits);
  // Every order of 2+ units holds exactly one bin, and it is ready: all its units arrived.
  expect(bins.rows.length).toBe(multi.size);
  const byOrder = new Map(bins.rows.map((b) => [b.order_id, b]));
  expect(byOrder.size).toBe(multi.size);
  for (const [orderId, n] of multi) {
    const b = byOrder.get(orderId);
    expect(b, orderId).toBeDefined();
    expect(Number(b?.units)).toBe(n);
    expect(b?.ready).toBe(true);
    if (n > RACK_TYPES.marshal.itemLimit) expect(b?.rack).toBe('overflowSort');
  }
  // No bin over its limit; two orders never share a bin.
  for (const b of bins.rows) if (b.rack === 'marshal') expect(Number(b.units)).toBeLessThanOrEqual(6);
  expect(new Set(bins.rows.map((b) => `${b.rack}/${b.bin}`)).size).toBe(bins.rows.length);
  // No unit lost: each unit of a multi-unit order lies once, in its own order's bin.
  const expected = units
    .filter((u) => u.orderUnits > 1)
    .map((u) => u.barcode)
    .sort();
  expect(placed.rows.map((p) => p.barcode).sort()).toEqual(expected);
  for (const p of placed.rows) {
    const b = byOrder.get(p.order_id);
    expect([p.rack, Number(p.bin)]).toEqual([b?.rack, Number(b?.bin)]);
  }
}

describe.each(targets)('bins under concurrency on $kind', (target) => {
  let db: Db;
  let work: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    drop = opened.drop;
    // 20 operators: 20 connections on PostgreSQL (PGlite is one connection, serialising them).
    work = opened.url ? await createDb({ url: opened.url, poolSize: 20 }) : db;
  });
  afterAll(async () => {
    if (work !== db) await work.close();
    await drop?.();
  });

  it('#18.2 R-9-05 R-9-06 20 operators storing 3,000 units of 400 orders at once: no bin over its limit, each order one bin, no unit lost', async () => {
    const orders = await makeOrders(db, 'load', 400);
    // 400 orders of 1 to 15 units (3,000 in all, deterministic), arriving shuffled.
    const rnd = fc.sample(fc.integer({ min: 1, max: 15 }), { numRuns: 400, seed: 18 });
    const sizes = rnd.map((n) => n);
    let total = sizes.reduce((s, n) => s + n, 0);
    for (let i = 0; total !== 3000; i = (i + 1) % sizes.length) {
      const n = sizes[i] as number;
      if (total > 3000 && n > 1) {
        sizes[i] = n - 1;
        total--;
      } else if (total < 3000 && n < 15) {
        sizes[i] = n + 1;
        total++;
      }
    }
    const units = orders.flatMap((orderId, i) =>
      Array.from({ length: sizes[i] as number }, (_, k) => ({
        orderId,
        orderUnits: sizes[i] as number,
        barcode: `${orderId}-${k + 1}`,
      })),
    );
    expect(units).toHaveLength(3000);
    const shuffled = fc.sample(
      fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length }),
      { numRuns: 1, seed: 7 },
    )[0] as typeof units;
    const errors = await storeAll(work, shuffled, 20);
    expect(errors).toEqual([]);
    await checkInvariants(db, units);
    // A rescan of a stored unit changes nothing.
    const again = await db.transaction((tx) =>
      storeUnit(tx, { facility: 'INDY', ...(units[0] as (typeof units)[0]) }),
    );
    expect(again).toMatchObject({ kind: sizes[0] === 1 ? 'direct' : 'bin' });
    await checkInvariants(db, units);
  }, 240_000);

  it('#18.2 property: any order sizes in any arrival order with 4 operators keep the invariants', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 }),
        fc.integer(),
        async (sizes, seed) => {
          run++;
          await db.query('DELETE FROM bins');
          const orders = await makeOrders(db, `p${run}`, sizes.length);
          const units = orders.flatMap((orderId, i) =>
            Array.from({ length: sizes[i] as number }, (_, k) => ({
              orderId,
              orderUnits: sizes[i] as number,
              barcode: `${orderId}-${k + 1}`,
            })),
          );
          const shuffled = fc.sample(
            fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length }),
            { numRuns: 1, seed },
          )[0] as typeof units;
          expect(await storeAll(work, shuffled, 4)).toEqual([]);
          await checkInvariants(db, units);
        },
      ),
      { numRuns: 15, seed: 42 },
    );
  }, 240_000);
});
