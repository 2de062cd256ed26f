import { CUSTOMER_CART_PATHS, isCustomerCartPath } from '@platen/domain/cart/customer-cart-paths';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { formatPointer } from '@platen/domain/patch/json-pointer';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { getCart, orderableCart, patch } from './support.ts';

const targets = await testTargets();

/** Every pointer of a JSON value, leaves and the objects and arrays above them (the root as ''). */
function allPaths(value: unknown, at: string[] = []): string[] {
  const here = formatPointer(at);
  if (typeof value !== 'object' || value === null) return [here];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [here, ...entries.flatMap(([k, v]) => allPaths(v, [...at, k]))];
}

const pointerValue = (doc: unknown, pointer: string): unknown =>
  pointer === ''
    ? doc
    : pointer
        .slice(1)
        .split('/')
        .reduce<unknown>(
          (v, k) => (v as Record<string, unknown>)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')],
          doc,
        );

describe.each(targets)('customer-writable cart paths on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Tier Buyer');
  });
  afterAll(async () => t?.close());

  const stored = async (id: string) =>
    (
      await t.db.query<{ t: string; v: number }>(
        'SELECT doc::text AS t, version AS v FROM carts WHERE id = $1',
        [id],
      )
    ).rows[0];
  const quoteOf = async (cart: Cart, tier?: string) => {
    const { request } = buildQuoteRequest(cart, { isDesignReady });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/print/quote/bulk',
      headers: buyer.headers(),
      payload: tier ? { ...request, data: { pricingTier: tier } } : request,
    });
    expect(r.statusCode).toBe(200);
    return r.json().totals.total as number;
  };
  const place = async (cartId: string) => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/order2/cart/${cartId}/order`,
      headers: { ...buyer.headers(), 'idempotency-key': `paths-${cartId}` },
    });
    expect(r.statusCode).toBe(201);
    return r.json().orderId as string;
  };
  const orderRow = async (orderId: string) =>
    (
      await t.db.query<{ total: string | number; status: string }>(
        'SELECT total_cents AS total, status FROM orders WHERE id = $1',
        [orderId],
      )
    ).rows[0]!;

  it('#H3 a customer cannot set /pricingTier: 422 naming the path, the cart and its quote unchanged, the order priced at the account tier', async () => {
    const id = await orderableCart(t.app, buyer, t.db);
    const before = await stored(id);
    const cart = (await getCart(t.app, buyer.headers(), id)).body._full as Cart;
    const listPrice = await quoteOf(cart);
    // The forged tier would have taken money off (what the probe saw): the refusal is what keeps it away.
    expect(await quoteOf(cart, 'enterprise')).toBeLessThan(listPrice);
    for (const op of [
      { op: 'replace', path: '/pricingTier', value: 'enterprise' },
      { op: 'add', path: '/pricingTier', value: 'reseller' },
      { op: 'remove', path: '/pricingTier' },
      { op: 'copy', from: '/po', path: '/pricingTier' },
    ]) {
      const r = await patch(t.app, buyer.headers(), id, 1, [{ op: 'replace', path: '/po', value: 'x' }, op]);
      expect(r.status).toBe(422);
      expect(r.body._errors[0].path).toBe('/pricingTier');
      expect(r.body.message).toContain('/pricingTier');
      expect(await stored(id)).toEqual(before);
    }
    const after = (await getCart(t.app, buyer.headers(), id)).body;
    expect(after._v).toBe(1);
    expect(after._full.pricingTier).toBeNull();
    expect(await quoteOf(after._full)).toBe(listPrice);
    // A document carrying a tier from before the allow-list is still ordered at the account's tier (none).
    await t.db.query(`UPDATE carts SET doc = jsonb_set(doc, '{pricingTier}', '"enterprise"') WHERE id = $1`, [
      id,
    ]);
    const orderId = await place(id);
    expect(Number((await orderRow(orderId)).total)).toBe(listPrice);
  });

  it('#M1 a customer cannot set /features/bypassApproval: refused, and the order still goes to artwork review', async () => {
    const id = await orderableCart(t.app, buyer, t.db);
    const before = await stored(id);
    const bypass = { artworkCreation: true, userApproval: true };
    for (const ops of [
      [{ op: 'replace', path: '/features/bypassApproval', value: bypass }],
      [{ op: 'add', path: '/features/bypassApproval/artworkCreation', value: true }],
      [
        {
          op: 'replace',
          path: '/features',
          value: {
            rushOrder: null,
            preProduction: null,
            foldPoly: null,
            coupa: false,
            bypassApproval: bypass,
          },
        },
      ],
      [{ op: 'move', from: '/features/bypassApproval', path: '/features/sendProof' }],
    ]) {
      const r = await patch(t.app, buyer.headers(), id, 1, ops);
      expect(r.status).toBe(422);
      expect(r.body._errors[0].path).toMatch(/^\/features/);
      expect(await stored(id)).toEqual(before);
    }
    await t.db.query(
      `UPDATE carts SET doc = jsonb_set(doc, '{features,bypassApproval}', $2::jsonb) WHERE id = $1`,
      [id, JSON.stringify(bypass)],
    );
    const orderId = await place(id);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v3/orders/${orderId}`, headers: buyer.headers() })
    ).json();
    expect(order).toMatchObject({ status: 'paid', artwork: 'queued' });
  });

  it('#H3 enumeration: every path of a full cart is tried against the allow-list; allowed ones commit, every other is refused with nothing changed', async () => {
    const id = await orderableCart(t.app, buyer, t.db);
    // A full cart: every option the SPA sets, a second shipment.
    const full = await patch(t.app, buyer.headers(), id, 1, [
      { op: 'replace', path: '/po', value: 'Full cart' },
      { op: 'replace', path: '/shippingMode', value: 'multiple' },
      { op: 'replace', path: '/features/rushOrder', value: 3 },
      { op: 'replace', path: '/features/preProduction', value: true },
      { op: 'replace', path: '/features/foldPoly', value: true },
      { op: 'replace', path: '/features/sendProof', value: true },
      {
        op: 'add',
        path: '/shipments/-',
        value: { id: 's2', address: null, items: [{ printableId: 'p1', quantities: { sml: 1 } }] },
      },
    ]);
    expect(full.status).toBe(200);
    let version = full.body._v as number;
    const doc = (await getCart(t.app, buyer.headers(), id)).body._full;
    const paths = allPaths(doc);
    const allowed = paths.filter(isCustomerCartPath);
    const refused = paths.filter((p) => !isCustomerCartPath(p));
    // Every part of the list is present in a full cart, and the server's fields are all met.
    for (const p of CUSTOMER_CART_PATHS) expect(paths).toContain(p);
    for (const p of ['', '/features', '/pricingTier', '/features/bypassApproval', '/features/coupa', '/_id'])
      expect(refused).toContain(p);
    for (const path of allowed) {
      const r = await patch(t.app, buyer.headers(), id, version, [
        { op: 'replace', path, value: pointerValue(doc, path) },
      ]);
      expect(r.status, path).toBe(200);
      version = r.body._v;
    }
    const before = await stored(id);
    for (const path of refused) {
      const value = pointerValue(doc, path) ?? null;
      for (const op of [
        { op: 'replace', path, value },
        { op: 'add', path, value },
        { op: 'remove', path },
        { op: 'copy', from: '/po', path },
        { op: 'move', from: path, path: '/po' },
      ]) {
        const r = await patch(t.app, buyer.headers(), id, version, [op]);
        expect(r.status, `${op.op} ${path}`).toBe(422);
        expect(r.body._errors.map((e: { path: string }) => e.path)).toContain(path);
      }
    }
    expect(await stored(id)).toEqual(before);
  });
});
