import type { Db } from '@platen/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQuoteContext, SNAPSHOT_TTL_MS } from './quote-context.ts';

const LOADED = {
  screenprint: [],
  dtg: [],
  embroidery: null,
  flat: [],
  fees: [],
  tiers: {},
  salesTax: {},
  shipping: {},
  productionDays: {},
  delivery: [],
};

/** A database that answers the snapshot's queries: its committed state and the pricing tables (counted). */
function fakeDb() {
  const db = {
    state: '10:10:',
    loads: 0,
    checks: 0,
    kind: 'pglite',
    cache: null,
    statements: () => 0,
    close: async () => {},
    transaction: async () => {
      throw new Error('no transactions here');
    },
    query: async (text: string) => {
      if (text.includes('pg_current_snapshot')) {
        db.checks++;
        return { rows: [{ s: db.state }], rowCount: 1 };
      }
      if (text.includes("'screenprint'")) {
        db.loads++;
        return { rows: [{ t: LOADED }], rowCount: 1 };
      }
      return { rows: [], rowCount: 0 };
    },
  };
  return db;
}

describe('quote pricing snapshot (docs/decisions/pricing-model.md, quote-performance.md)', () => {
  afterEach(() => vi.restoreAllMocks());
  const request = {
    items: [{ type: 'dtg' as const, products: [{ id: 'tee', quantity: 1, size: 'S', color: 'Red' }] }],
  };

  it('a snapshot a second old is kept while nothing was committed, reread once something was', async () => {
    const db = fakeDb();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const quote = () => loadQuoteContext(db as unknown as Db, request as never, 'u1', new Date(now));
    const first = await quote();
    expect(db.loads).toBe(1);
    now += SNAPSHOT_TTL_MS / 2;
    expect((await quote()).tables).toBe(first.tables);
    expect(db.checks).toBe(1); // within the second: no query at all
    now += SNAPSHOT_TTL_MS;
    expect((await quote()).tables).toBe(first.tables);
    expect([db.checks, db.loads]).toEqual([2, 1]); // a second old, nothing committed: one check, no reread
    db.state = '10:11:';
    now += SNAPSHOT_TTL_MS / 2;
    expect((await quote()).tables).toBe(first.tables); // within the second of the last check
    now += SNAPSHOT_TTL_MS;
    const reread = await quote();
    expect(db.loads).toBe(2);
    expect(reread.tables).not.toBe(first.tables);
  });

  it('a database whose state cannot be read is reread every second, as before the check', async () => {
    const db = fakeDb();
    const query = db.query;
    db.query = async (text: string) => {
      if (text.includes('pg_current_snapshot')) throw new Error('no such function');
      return query(text);
    };
    let now = 2_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await loadQuoteContext(db as unknown as Db, request as never, 'u1', new Date(now));
    now += SNAPSHOT_TTL_MS + 1;
    await loadQuoteContext(db as unknown as Db, request as never, 'u1', new Date(now));
    expect(db.loads).toBe(2);
  });
});
