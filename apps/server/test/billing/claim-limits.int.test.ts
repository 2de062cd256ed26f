import { randomUUID } from 'node:crypto';
import { claimsRepository } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { markShipped, orderOf } from './support.ts';

const targets = await testTargets();

describe.each(targets)('claim limits on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
    buyer = await newClient(t.app, 'Repeat Claimant');
  });
  afterAll(async () => t?.close());

  const CLAIM = { reason: 'misprinted/flawed items', severity: 'medium', printerProblem: 'print quality' };
  const file = (orderId: string, quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/claims',
      headers: buyer.headers(),
      payload: { ...CLAIM, orderId, items: [{ itemIndex: 0, quantity }] },
    });
  const credit = (claimId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/internal/claims/${claimId}`,
      headers: cs.headers(),
      payload: { decision: 'credit' },
    });
  const claimCredits = async (orderId: string) =>
    Number(
      (
        await t.db.query<{ s: string | number }>(
          `SELECT COALESCE(SUM(l.amount_cents), 0) AS s FROM ledger_transactions l JOIN claims c ON c.id = l.claim_id
            WHERE c.order_id = $1 AND l.type = 'claim' AND l.direction = 'credit'`,
          [orderId],
        )
      ).rows[0]?.s ?? 0,
    );
  const claimCount = async (orderId: string) => (await claimsRepository(t.db).forOrder(orderId)).length;

  it('#M3 three claims on one item: the over-claim is refused, a piece is claimed once, total credits <= paid', async () => {
    // One item of 3 pieces, 3000 cents paid for it.
    const orderId = await orderOf(t.db, buyer.userId, 3000, 3);
    await markShipped(t.db, orderId);
    const first = await file(orderId, 2);
    expect(first.statusCode).toBe(201);
    const over = await file(orderId, 2);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Claim between 1 and 1 pieces of this item.');
    expect(await claimCount(orderId)).toBe(1);
    const third = await file(orderId, 1);
    expect(third.statusCode).toBe(201);
    const fourth = await file(orderId, 1);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe('Every piece of this item is already in a claim.');
    expect((await credit(first.json().id)).json().creditCents).toBe(2000);
    expect((await credit(third.json().id)).json().creditCents).toBe(1000);
    expect(await claimCredits(orderId)).toBe(3000);
    // A claim stored before the limits (three more pieces of the same item): its credit is capped at what is left
    // of the item's payment (nothing), so it cannot be credited.
    const legacy = randomUUID();
    await claimsRepository(t.db).insert({
      id: legacy,
      userId: buyer.userId,
      orderId,
      reason: CLAIM.reason,
      printerProblem: CLAIM.printerProblem,
      severity: CLAIM.severity,
      items: [{ itemIndex: 0, quantity: 3 }],
      note: null,
      photos: [],
    });
    const refused = await credit(legacy);
    expect(refused.statusCode).toBe(422);
    expect(await claimCredits(orderId)).toBeLessThanOrEqual(3000);
  });

  it('#M3 a rejected claim frees its pieces for a new claim', async () => {
    const orderId = await orderOf(t.db, buyer.userId, 1000, 1);
    await markShipped(t.db, orderId);
    const c = (await file(orderId, 1)).json();
    expect((await file(orderId, 1)).statusCode).toBe(422);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/internal/claims/${c.id}`,
      headers: cs.headers(),
      payload: { decision: 'reject', reason: 'Photo unclear' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await file(orderId, 1)).statusCode).toBe(201);
  });
});
