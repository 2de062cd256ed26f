import { artworkRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { multipart, solidPng } from '../print/print-support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { markShipped, orderOf } from './support.ts';

const targets = await testTargets();

describe.each(targets)('claims and reships on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
    buyer = await newClient(t.app, 'Claimant');
  });
  afterAll(async () => t?.close());

  const fileClaim = (c: Client, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/claims', headers: c.headers(), payload });
  const decide = (c: Client, claimId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/internal/claims/${claimId}`, headers: c.headers(), payload });
  const CLAIM = { reason: 'misprinted/flawed items', severity: 'medium', printerProblem: 'print quality' };

  it('#19.5 a claim on shipped items approved as a reship: the items go to reprint in a new shipment, in the timeline', async () => {
    const orderId = await orderOf(t.db, buyer.userId, 2400);
    // Not shipped yet: refused with the reason, nothing stored.
    const early = await fileClaim(buyer, { ...CLAIM, orderId, items: [{ itemIndex: 0, quantity: 1 }] });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Claims can be filed once the order has shipped.');
    await markShipped(t.db, orderId);
    const bad = await fileClaim(buyer, {
      ...CLAIM,
      orderId,
      reason: 'bored',
      items: [{ itemIndex: 0, quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const r = await fileClaim(buyer, {
      ...CLAIM,
      orderId,
      items: [{ itemIndex: 0, quantity: 1 }],
      note: 'Smudged',
    });
    expect(r.statusCode).toBe(201);
    const claim = r.json();
    expect(claim).toMatchObject({ orderId, status: 'open', note: 'Smudged' });
    // Another customer cannot decide; cs can, once.
    const other = await newClient(t.app, 'Other');
    expect((await decide(other, claim.id, { decision: 'reship' })).statusCode).toBe(403);
    const d = await decide(cs, claim.id, { decision: 'reship' });
    expect(d.statusCode).toBe(200);
    expect(d.json().status).toBe('reship');
    expect((await decide(cs, claim.id, { decision: 'credit' })).statusCode).toBe(409);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v3/orders/${orderId}`, headers: buyer.headers() })
    ).json();
    expect(order.items[0].status).toBe('reprint');
    expect(order.shipments).toHaveLength(2);
    const events = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v3/events?orderId=${orderId}`,
        headers: buyer.headers(),
      })
    ).json() as { name: string; data: Record<string, unknown> }[];
    expect(events[0]).toMatchObject({ name: 'reprint', data: { claimId: claim.id, quantity: 1 } });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v2/claims', headers: buyer.headers() })
    ).json();
    expect(mine.map((c: { id: string }) => c.id)).toContain(claim.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/claims', headers: other.headers() })).json(),
    ).toEqual([]);
  });

  it("#19 claim photos are the customer's own uploads: another account's file is refused and nothing is filed", async () => {
    const orderId = await orderOf(t.db, buyer.userId, 1200);
    await markShipped(t.db, orderId);
    const other = await newClient(t.app, 'Photo Owner');
    const photo = (userId: string) =>
      artworkRepository(t.db).insert({
        id: `photo-${userId}-${Date.now()}`,
        userId,
        name: 'smudge.jpg',
        format: 'jpeg',
        width: 800,
        height: 600,
        bytes: 1000,
        sha256: 'x'.repeat(64),
        fileName: 'smudge.jpg',
        thumbName: null,
      });
    // The customer's photo is a real upload (the staff view below streams it); the other account's a bare row.
    const png = multipart({ bytes: await solidPng(320, 240, [90, 90, 90]), filename: 'smudge.png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v3/artwork',
      headers: { ...buyer.basic(), 'content-type': png.contentType },
      payload: png.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const mine = { id: uploaded.json().artworkId as string };
    const theirs = await photo(other.userId);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v2/claims', headers: buyer.headers() })
    ).json();
    const refused = await fileClaim(buyer, {
      ...CLAIM,
      orderId,
      items: [{ itemIndex: 0, quantity: 1 }],
      photos: [mine.id, theirs.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().issues[0]).toMatchObject({ path: 'photos.1' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/claims', headers: buyer.headers() })).json(),
    ).toHaveLength(before.length);
    const filed = await fileClaim(buyer, {
      ...CLAIM,
      orderId,
      items: [{ itemIndex: 0, quantity: 1 }],
      photos: [mine.id, mine.id],
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().photos).toEqual([mine.id]);
    // Reviewers see the claim's photos; nobody else, and nothing the claim does not name.
    const photoUrl = (claimId: string, artworkId: string, variant: string) =>
      `/api/internal/claims/${claimId}/photos/${artworkId}/${variant}`;
    const seen = await t.app.inject({
      method: 'GET',
      url: photoUrl(filed.json().id, mine.id, 'thumbnail'),
      headers: cs.headers(),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    const full = await t.app.inject({
      method: 'GET',
      url: photoUrl(filed.json().id, mine.id, 'file'),
      headers: cs.headers(),
    });
    expect(full.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: photoUrl(filed.json().id, mine.id, 'file'),
          headers: buyer.headers(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: photoUrl(filed.json().id, theirs.id, 'file'),
          headers: cs.headers(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('#19 a claim approved as credit adds a claim credit of the claimed pieces; a rejection needs a reason; the window is 30 days', async () => {
    const orderId = await orderOf(t.db, buyer.userId, 1800);
    await markShipped(t.db, orderId);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/v2/billing/balance', headers: buyer.headers() })
    ).json();
    const c1 = (await fileClaim(buyer, { ...CLAIM, orderId, items: [{ itemIndex: 0, quantity: 1 }] })).json();
    const credited = await decide(cs, c1.id, { decision: 'credit' });
    expect(credited.json()).toMatchObject({ status: 'credit', creditCents: 1800 });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/v2/billing/balance', headers: buyer.headers() })
    ).json();
    expect(after.balance - before.balance).toBe(1800);
    // The credited piece is claimed: another claim goes on another order.
    const second = await orderOf(t.db, buyer.userId, 1800);
    await markShipped(t.db, second);
    const c2 = (
      await fileClaim(buyer, { ...CLAIM, orderId: second, items: [{ itemIndex: 0, quantity: 1 }] })
    ).json();
    expect((await decide(cs, c2.id, { decision: 'reject' })).statusCode).toBe(422);
    expect(
      (await decide(cs, c2.id, { decision: 'reject', reason: 'Already credited' })).json(),
    ).toMatchObject({
      status: 'rejected',
      decisionReason: 'Already credited',
    });
    const old = await orderOf(t.db, buyer.userId, 900);
    await markShipped(t.db, old, 31);
    const late = await fileClaim(buyer, { ...CLAIM, orderId: old, items: [{ itemIndex: 0, quantity: 1 }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Claims can be filed up to 30 days after the order shipped.');
  });
});
