import { randomUUID } from 'node:crypto';
import { designsRepository } from '@platen/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { garmentDesign } from '../print/print-support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { ADDRESS, DRAFT_SIDES, getCart, newCart, ORDERABLE_OPS, patch } from './support.ts';

const targets = await testTargets();

/**
 * Spec rules checked where users meet them (the routes and pages), so that changing the rule in the domain
 * fails here: positions (R-5-17), garment print type at approval (R-4-38..40), facility hours in the due date
 * (O-9-72), size labels on the public pages (R-3-47).
 */
describe.each(targets)('spec rules applied by the running server on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Rules Buyer');
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  /** A design saved for the buyer with the given document; returns its id. */
  const design = async (printType: string, doc: Record<string, unknown>) => {
    const id = `design-${randomUUID()}`;
    await designsRepository(t.db).insert({ id, userId: buyer.userId, printType, name: 'Rules tee', doc });
    return id;
  };
  let placed = 0;
  /** Places an order whose one garment item uses the design; returns the order id. */
  const placeWith = async (designId: string, printType: string) => {
    const cartId = await newCart(t.app, buyer.headers());
    const [draft, ...rest] = ORDERABLE_OPS as [{ value: object }, ...object[]];
    const ops = [{ ...draft, value: { ...draft.value, designId, printType } }, ...rest];
    const r = await patch(t.app, buyer.headers(), cartId, 0, ops);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const o = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...buyer.headers(), 'idempotency-key': `rules-${placed++}` },
    });
    expect(o.statusCode, o.body).toBe(201);
    return o.json().orderId as string;
  };
  const queuedItem = async (orderId: string) => {
    const r = await t.app.inject({ method: 'GET', url: '/api/internal/approvals', headers: cs.headers() });
    expect(r.statusCode, r.body).toBe(200);
    const order = r.json().orders.find((o: { orderId: string }) => o.orderId === orderId);
    return order.items[0];
  };

  it('R-5-17 / R-8-11 saving a design whose position maps to no location is refused with the spec message', async () => {
    for (const [horizontal, offset, shown] of [
      ['LC', { bottom: 2 }, 'LC/bottom'],
      ['X', { top: 1 }, 'X/top'],
    ] as const) {
      const body = garmentDesign('art-1', { horizontal });
      const element = body.sides.front.elements[0]!;
      (element.position as object) = { horizontal, offset };
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v3/design/dtg',
        headers: buyer.basic(),
        payload: body,
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain(`Cannot map position ${shown} to location`);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v3/design/dtg',
      headers: buyer.basic(),
      payload: garmentDesign('art-1', { horizontal: 'LC' }),
    });
    // A chest code measured from the top maps (left-pocket): whatever else it says, not this.
    expect(ok.body).not.toContain('Cannot map position');
  });

  it('R-5-17 a cart edit that puts an element on a position with no location is refused and changes nothing', async () => {
    const cartId = await newCart(t.app, buyer.headers());
    const sides = {
      front: {
        ...DRAFT_SIDES.front,
        elements: [{ artworkId: 'a', position: { horizontal: 'RC', offset: { bottom: 1 } } }],
      },
    };
    const draft = ORDERABLE_OPS[0] as { value: object };
    const r = await patch(t.app, buyer.headers(), cartId, 0, [
      { ...draft, value: { ...draft.value, sides } },
    ]);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(JSON.stringify(r.body)).toContain('Cannot map position RC/bottom to location');
    const after = await getCart(t.app, buyer.headers(), cartId);
    expect(after.body._v).toBe(0);
    expect(after.body._full.designDrafts).toEqual([]);
  });

  it('R-4-39 a garment design with no full-colour side reaches the approver as screenprint, flagged for review and resize', async () => {
    const id = await design('dtg', { type: 'Garment', printType: 'dtg', sides: DRAFT_SIDES });
    const item = await queuedItem(await placeWith(id, 'dtg'));
    expect(item.derivedPrintType).toEqual({ printType: 'screenprint', review: true, resize: true });
  });

  it('R-4-40 a garment design with a full-colour side reaches the approver as dtg, no flags', async () => {
    const sides = { front: { ...DRAFT_SIDES.front, colors: { full: true } } };
    const id = await design('dtg', { type: 'Garment', printType: 'dtg', sides });
    const item = await queuedItem(await placeWith(id, 'dtg'));
    expect(item.derivedPrintType).toEqual({ printType: 'dtg', review: false, resize: false });
  });

  it('R-4-38 an embroidery garment design reaches the approver as embr', async () => {
    const id = await design('embr', { type: 'Garment', printType: 'embr', sides: DRAFT_SIDES });
    const item = await queuedItem(await placeWith(id, 'embr'));
    expect(item.derivedPrintType).toEqual({ printType: 'embr', review: false, resize: false });
  });

  it('O-9-72 Indy (embroidery) runs around the clock: a quote asked after the 9:00 cutoff is due as one asked before it', async () => {
    const id = await design('embr', { type: 'Garment', printType: 'embr', sides: DRAFT_SIDES });
    const sid = await design('screenprint', {
      type: 'Garment',
      printType: 'screenprint',
      sides: DRAFT_SIDES,
    });
    const dueAt = async (iso: string, designId: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v3/quotes',
        headers: buyer.basic(),
        payload: {
          items: [
            {
              designId,
              product: { id: 'gildan-5000', color: 'Black' },
              sizes: { med: 2, lrg: 1 },
              address: ADDRESS,
              shipping: 'UPS Ground',
            },
          ],
        },
      });
      vi.useRealTimers();
      expect(r.statusCode, r.body).toBe(201);
      return r.json().dueDate as string;
    };
    // Monday 1 June 2026 in Los Angeles: 08:00 (before the order cutoff) and 15:00 (after it).
    const [before, after] = ['2026-06-01T15:00:00Z', '2026-06-01T22:00:00Z'];
    expect(await dueAt(after, id)).toBe(await dueAt(before, id));
    // A day-shift facility (screenprint to California: Fresno) starts the late order the next business day.
    expect(await dueAt(after, sid)).not.toBe(await dueAt(before, sid));
  });

  it('R-3-47 the public pricing page labels size lrg as L', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/pricing?product=gildan-5000&color=Black' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<label for="q-lrg">L</label>');
  });
});
