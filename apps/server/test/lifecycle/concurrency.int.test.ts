import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { replay } from '@platen/domain/production/order-lifecycle';
import { orderEventsRepository } from '@platen/db';
import { ORDER_TRANSITIONS } from '@platen/domain/production/status-transitions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { savedDesign, TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';

const targets = await testTargets();

describe.each(targets)('order lifecycle concurrency on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let lead: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Race Buyer');
    cs = await staffClient(t.app, 'cs@platen.test');
    lead = await staffClient(t.app, 'lead@platen.test');
  });
  afterAll(async () => t?.close());

  const approve = (c: Client, orderId: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: { ...c.headers(), ...headers },
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });

  /** The log is gap-free and replaying it from the stored start gives the stored order. */
  async function expectConsistent(orderId: string) {
    const events = await eventsOf(t.db, orderId);
    expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
    const r = await t.db.query<{
      status: string;
      last_sequence: number;
      lifecycle: LifecycleState;
      lifecycle_start: LifecycleState;
      created: string[];
    }>(
      `SELECT status, last_sequence, lifecycle, lifecycle_start,
              (SELECT array_agg(created_at::text ORDER BY sequence) FROM order_events WHERE order_id = o.id) AS created
         FROM orders o WHERE id = $1`,
      [orderId],
    );
    const row = r.rows[0]!;
    expect(Number(row.last_sequence)).toBe(events.length);
    const stored = await t.db.query<{ created_at: Date | string }>(
      'SELECT created_at FROM order_events WHERE order_id = $1 ORDER BY sequence',
      [orderId],
    );
    const log = events.map((e, i) => ({
      name: e.name as never,
      itemIndex: e.item_index,
      data: e.data,
      createdAt: new Date(stored.rows[i]!.created_at).toISOString(),
    }));
    const replayed = replay(row.lifecycle_start, log);
    expect(replayed.status).toBe(row.status);
    expect(replayed).toEqual(row.lifecycle);
    return events;
  }

  it('#15.3 two staff approve the same order at once: exactly one wins, the other 409; no event lost or doubled', async () => {
    for (let round = 0; round < 3; round++) {
      const orderId = await placedOrder(t.app, buyer, t.db);
      const [a, b] = await Promise.all([approve(cs, orderId), approve(lead, orderId)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const events = await expectConsistent(orderId);
      expect(events.filter((e) => e.name === 'artwork-qc-approve')).toHaveLength(1);
      expect(events.filter((e) => e.name === 'artwork-created')).toHaveLength(1);
    }
  });

  it('#15.3 the customer cancels while staff approve (both acting on the state they saw): exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const orderId = await placedOrder(t.app, buyer, t.db);
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/v3/orders/${orderId}`,
        headers: buyer.headers(),
      });
      const etag = String(seen.headers.etag);
      const [a, b] = await Promise.all([
        approve(cs, orderId, { 'if-match': etag }),
        t.app.inject({
          method: 'POST',
          url: `/api/v2/order/${orderId}/cancel`,
          headers: { ...buyer.headers(), 'if-match': etag },
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().message).toMatch(/changed/);
      const events = await expectConsistent(orderId);
      const winners = events.filter((e) => e.name === 'artwork-qc-approve' || e.name === 'cancelled');
      expect(winners).toHaveLength(1);
    }
  });

  it('#15.3 without If-Match, a cancel racing an approval still leaves one consistent log', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const [a, b] = await Promise.all([
      approve(cs, orderId),
      t.app.inject({ method: 'POST', url: `/api/v2/order/${orderId}/cancel`, headers: buyer.headers() }),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    await expectConsistent(orderId);
  });

  it('#15.3 the store: two commits from the same sequence, the second writes nothing', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    const repo = orderEventsRepository(t.db);
    const row = (await repo.lifecycle(orderId))!;
    const commit = () =>
      repo.commit({
        orderId,
        expectedStatus: row.status,
        expectedSequence: row.lastSequence,
        status: row.status,
        name: 'x',
        dueDate: '2030-01-01',
        lifecycle: row.lifecycle,
        events: [{ itemIndex: null, name: 'order-name-changed', data: {} }],
        actorId: null,
        assumedBy: null,
        at: new Date().toISOString(),
      });
    expect(await commit()).toBe(true);
    expect(await commit()).toBe(false);
    expect((await eventsOf(t.db, orderId)).length).toBe(row.lastSequence + 1);
    await expect(
      t.db.query("UPDATE order_events SET name = 'x' WHERE order_id = $1", [orderId]),
    ).rejects.toThrow(/append-only/);
  });

  it('#15.2 R-4-06 random action sequences over HTTP: only allowed moves logged, gap-free, status equals replay', async () => {
    const ADDR = {
      name: 'Ada',
      address1: '2 Oak St',
      city: 'Oakland',
      state: 'CA',
      zip: '94610',
      country: 'US',
    };
    type Step = { who: 'buyer' | 'cs'; url: string; body?: object };
    const designId = await savedDesign(t.db, buyer.userId);
    const steps: fc.Arbitrary<Step>[] = [
      fc.constant({
        who: 'cs',
        url: 'approve',
        body: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
      }),
      fc.constant({ who: 'cs', url: 'approve', body: { decision: 'reject', reason: 'Blurry' } }),
      fc.constant({ who: 'buyer', url: 'cancel' }),
      fc.constant({ who: 'buyer', url: 'cancelItem', body: { itemIndex: 0 } }),
      fc.constant({ who: 'buyer', url: 'approveProof' }),
      fc.constant({ who: 'buyer', url: 'requestChange', body: {} }),
      fc.constantFrom('A', 'B').map((name) => ({ who: 'buyer' as const, url: 'changeName', body: { name } })),
      fc.constantFrom('US', 'CA').map((country) => ({
        who: 'buyer' as const,
        url: 'changeAddress',
        body: { address: { ...ADDR, country } },
      })),
      fc.constant({ who: 'buyer', url: 'changeDesign', body: { itemIndex: 0, designId } }),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(...steps), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (seq, proof) => {
          const orderId = await placedOrder(t.app, buyer, t.db, proof ? { sendProof: true } : {});
          for (const step of seq) {
            const c = step.who === 'cs' ? cs : buyer;
            const url =
              step.url === 'approve'
                ? `/api/internal/approvals/${orderId}`
                : `/api/v2/order/${orderId}/${step.url}`;
            const before = (await eventsOf(t.db, orderId)).length;
            const r = await t.app.inject({
              method: 'POST',
              url,
              headers: c.headers(),
              ...(step.body ? { payload: step.body } : {}),
            });
            expect([200, 409]).toContain(r.statusCode);
            if (r.statusCode === 409) expect((await eventsOf(t.db, orderId)).length).toBe(before);
          }
          const events = await expectConsistent(orderId);
          let status = 'quote';
          for (const e of events) {
            const { from, to } = e.data as { from?: string; to?: string };
            if (e.item_index !== null || typeof to !== 'string' || e.name !== to) continue;
            expect(from).toBe(status);
            expect(ORDER_TRANSITIONS[status as keyof typeof ORDER_TRANSITIONS]).toContain(to);
            status = to;
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});
