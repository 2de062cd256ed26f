import { artworkRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { placedOrder, staffClient } from './support.ts';

const targets = await testTargets();

describe.each(targets)('artwork approval with the proof on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const get = (c: Client, url: string) => t.app.inject({ method: 'GET', url, headers: c.headers() });
  const post = (c: Client, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), ...(payload ? { payload } : {}) });
  const outboxFor = async (email: string) =>
    (
      await t.db.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM email_outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).rows;
  const queued = async (orderId: string) =>
    (await get(cs, '/api/internal/approvals'))
      .json()
      .orders.some((o: { orderId: string }) => o.orderId === orderId);

  it('the approver sees each side, sizes x quantities and a "larger than the platen" warning; approving without ticking it is refused', async () => {
    const buyer = await newClient(t.app, 'Wide Logo');
    const orderId = await placedOrder(t.app, buyer, t.db);
    const review = (await get(cs, `/api/internal/approvals/${orderId}`)).json();
    expect(review.items[0]).toMatchObject({
      productIdentifier: 'gildan-5000',
      color: 'Black',
      sizes: expect.arrayContaining([
        { size: 'med', quantity: 2 },
        { size: 'lrg', quantity: 1 },
      ]),
      sides: [
        { side: 'front', platen: { width: 14, height: 16 }, colors: { full: true, matched: ['Black'] } },
      ],
    });
    expect(review.items[0].sides[0].artworks[0].widthIn).toBeGreaterThan(100);
    const wide = review.warnings.find((w: { kind: string }) => w.kind === 'larger-than-platen');
    expect(wide.message).toContain('larger than the platen (14 x 16 in)');
    // A customer or an operator cannot read the review.
    expect((await get(buyer, `/api/internal/approvals/${orderId}`)).statusCode).toBe(403);

    const refused = await post(cs, `/api/internal/approvals/${orderId}`, { decision: 'approve' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('larger than the platen');
    expect(await queued(orderId)).toBe(true);

    const codes = review.warnings.map((w: { code: string }) => w.code);
    const ok = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: codes,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('artwork-created');
  });

  it('a change request e-mails the customer the reason and the fix link; the fixed design returns the order to the queue; the timeline shows it', async () => {
    const buyer = await newClient(t.app, 'Fix Me');
    // The test design's artwork (art-1) as the customer's upload: 1800 px wide, 150 DPI at 12 in.
    await artworkRepository(t.db).insert({
      id: 'art-1',
      userId: buyer.userId,
      name: 'logo.png',
      format: 'png',
      width: 1800,
      height: 1800,
      bytes: 1000,
      sha256: 'x'.repeat(64),
      fileName: 'logo.png',
      thumbName: null,
    });
    const orderId = await placedOrder(t.app, buyer, t.db);
    const noReason = await post(cs, `/api/internal/approvals/${orderId}`, { decision: 'change' });
    expect(noReason.statusCode).toBe(409);
    const change = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'change',
      reasonCode: 'artwork-too-large',
      reason: 'Make the logo 12 in wide.',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().status).toBe('on-hold');
    expect(await queued(orderId)).toBe(false);

    const [mail] = await outboxFor(buyer.email);
    expect(mail?.subject).toMatch(/please change your design$/);
    expect(mail?.body).toContain('Reason: The artwork is larger than the print area.');
    expect(mail?.body).toContain('Make the logo 12 in wide.');
    expect(mail?.body).toContain(`/manager/v2/orders/${orderId}#fix-design`);

    const fixed = await post(buyer, `/api/v2/order/${orderId}/fixDesign`, {
      itemIndex: 0,
      widths: [{ side: 'front', elementIndex: 0, widthIn: 12 }],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ status: 'paid', artwork: 'queued' });
    expect(await queued(orderId)).toBe(true);
    const review = (await get(cs, `/api/internal/approvals/${orderId}`)).json();
    expect(review.items[0].sides[0].artworks[0].widthIn).toBeCloseTo(12);
    expect(review.warnings).toEqual([]);
    const ok = await post(cs, `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: review.warnings.map((w: { code: string }) => w.code),
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const timeline = (await get(buyer, `/api/v2/order/${orderId}/timeline`)).json();
    expect(timeline.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'change-requested',
      'approved',
      'in-production',
    ]);
    expect(timeline.entries[2]).toMatchObject({
      prominent: true,
      reason: 'The artwork is larger than the print area: Make the logo 12 in wide.',
    });
    const other = await newClient(t.app, 'Not Yours');
    expect((await get(other, `/api/v2/order/${orderId}/timeline`)).statusCode).toBe(404);
  });

  it("the approver's mockup of a printed side is drawn from the customer's design", async () => {
    const buyer = await newClient(t.app, 'Mockup Owner');
    const orderId = await placedOrder(t.app, buyer, t.db);
    const png = await get(cs, `/api/internal/approvals/${orderId}/mockup/0/front`);
    expect(png.statusCode, png.body.slice(0, 200)).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await get(buyer, `/api/internal/approvals/${orderId}/mockup/0/front`)).statusCode).toBe(403);
  });
});
