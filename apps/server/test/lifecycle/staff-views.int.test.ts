import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { eventsOf, placedOrder, staffClient } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

describe.each(targets)('staff order view, staff session and the proof on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Proof Buyer');
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const get = (c: Client, url: string) => t.app.inject({ method: 'GET', url, headers: c.headers() });
  const post = (c: Client, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), ...(payload ? { payload } : {}) });

  it('#15.2 R-6-08 R-2-20 /api/internal/me lists what each staff member may do (the staff navigation); customers 403', async () => {
    const perms = async (email: string) =>
      (await get(await staffClient(t.app, email), '/api/internal/me')).json();
    const admin = await perms('admin@platen.test');
    expect(admin).toMatchObject({ email: 'admin@platen.test', role: 'ADMIN' });
    expect(admin.permissions).toEqual(expect.arrayContaining(['roles.manage', 'featureFlags.manage']));
    const lead = await perms('lead@platen.test');
    expect(lead.permissions).toContain('featureFlags.view');
    expect(lead.permissions).not.toContain('featureFlags.manage');
    expect(lead.permissions).not.toContain('roles.manage');
    const operator = await perms('operator@platen.test');
    expect(operator.permissions).not.toContain('approvals.review');
    expect(operator.permissions).toContain('internal.access');
    expect((await get(buyer, '/api/internal/me')).statusCode).toBe(403);
  });

  it("#15.1 R-4-07 R-4-34 staff see any order with each item's milestone timeline (entry time, health) and its log", async () => {
    const orderId = await placedOrder(t.app, buyer, t.db);
    let v = (await get(cs, `/api/internal/orders/${orderId}`)).json();
    expect(v.userId).toBe(buyer.userId);
    expect(v.order).toMatchObject({ orderId, status: 'paid' });
    // Before the artwork is created production has not started: every milestone is upcoming.
    expect(v.timelines[0].steps.map((s: { state: string }) => s.state)).toEqual(Array(5).fill('upcoming'));
    await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    v = (await get(cs, `/api/internal/orders/${orderId}`)).json();
    const steps = v.timelines[0].steps;
    expect(v.timelines[0].printType).toBe('screenprint');
    expect(steps.map((s: { milestone: string }) => s.milestone)).toEqual([
      'IMPORTED',
      'BLANK_ORDERED',
      'RECEIVED',
      'STORED',
      'SHIPPED',
    ]);
    // The approval releases the order into production; the demo stock has its blanks: RECEIVED at once (no
    // blank was ordered).
    expect(steps[0]).toMatchObject({ state: 'done', maxHours: 120, avgHours: 12 });
    expect(steps[2]).toMatchObject({ milestone: 'RECEIVED', state: 'current', health: 'on-track' });
    expect(steps[3]).toMatchObject({ state: 'upcoming', enteredAt: null, health: null });
    const log = await eventsOf(t.db, orderId);
    expect(v.events.map((e: { sequence: number }) => e.sequence)).toEqual(log.map((e) => e.sequence));
    expect(v.events.find((e: { name: string }) => e.name === 'artwork-created')).toMatchObject({
      actorId: cs.userId,
    });
    expect(v.units.map((u: { station: string }) => u.station)).toEqual(['pull', 'pull', 'pull']);
    // An operator (internal.access) reads it too; a customer cannot, even for their own order.
    const operator = await staffClient(t.app, 'operator@platen.test');
    expect((await get(operator, `/api/internal/orders/${orderId}`)).statusCode).toBe(200);
    expect((await get(buyer, `/api/internal/orders/${orderId}`)).statusCode).toBe(403);
    expect((await get(cs, '/api/internal/orders/no-such-order')).statusCode).toBe(404);
  });

  it('#15.1 O-4-12 the proof: every printed side of every item, drawn by the mockup route; another user gets 404', async () => {
    const orderId = await placedOrder(t.app, buyer, t.db, { sendProof: true });
    await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    const r = await get(buyer, `/api/v2/order/${orderId}/proof`);
    expect(r.statusCode).toBe(200);
    const proof = r.json();
    expect(proof).toMatchObject({ orderId, artwork: 'proof', status: 'paid' });
    expect(proof.items).toEqual([
      {
        itemIndex: 0,
        status: 'paid',
        designId: expect.any(String),
        productIdentifier: 'gildan-5000',
        color: 'Black',
        sides: ['front'],
        artworks: [{ side: 'front', elementIndex: 0, widthIn: 140, heightIn: 140 }],
      },
    ]);
    const [item] = proof.items;
    const png = await get(
      buyer,
      `/api/print/mockup/${item.designId}/${item.productIdentifier}/${item.color}/${item.sides[0]}`,
    );
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const other = await newClient(t.app, 'Proof Other');
    expect((await get(other, `/api/v2/order/${orderId}/proof`)).statusCode).toBe(404);
    // The customer's answer moves it: a change request goes back to the queue with the reason.
    const change = await post(buyer, `/api/v2/order/${orderId}/requestChange`, { reason: 'Bigger logo' });
    expect(change.json().artwork).toBe('queued');
    const log = await eventsOf(t.db, orderId);
    expect(log.at(-1)).toMatchObject({ name: 'change-request', data: { reason: 'Bigger logo' } });
  });
});
