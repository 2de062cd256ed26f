import { randomUUID } from 'node:crypto';
import { designsRepository } from '@platen/db';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { editorPrice, editorQuoteItem } from '@platen/domain/quote/editor-quote-item';
import type { QuoteBreakdownEntry } from '@platen/domain/quote/quote-request';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { getCart, newCart, patch } from './support.ts';

const targets = await testTargets();

const PRODUCTS = [
  { id: 'gildan-5000', color: 'Navy', sizes: ['sml', 'med', 'lrg', 'xlg', 'xxl'] },
  { id: 'gildan-18500', color: 'Black', sizes: ['sml', 'med', 'lrg', 'xlg'] },
  { id: 'bella-canvas-3001', color: 'White', sizes: ['xsml', 'sml', 'med', 'lrg'] },
] as const;
const ADDRESSES = [
  { name: 'Ada', address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607', country: 'US' },
  { name: 'Bo', address1: '2 Broadway', city: 'New York', state: 'NY', zip: '10001', country: 'US' },
  { name: 'Cy', address1: '3 Elm St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
];
const SERVICES = ['standard', 'ups-ground', 'usps-priority', 'fedex-2-day'] as const;

/** A side as the editor leaves it: one artwork of a width share and aspect, its ink colours matched. */
const sides = (width: number, aspect: number, inks: number) => ({
  front: {
    name: 'Front',
    elements: [{ artworkId: 'art-1', width, aspect, position: { horizontal: 'C' } }],
    platen: { offset: { top: 3 }, width: 14 },
    colors: { matched: ['Black', 'White', 'Red', 'Blue'].slice(0, inks) },
  },
});

const printableArb = fc.record({
  product: fc.constantFrom(...PRODUCTS),
  type: fc.constantFrom('dtg' as const, 'screenprint' as const),
  width: fc.constantFrom(0.2, 0.45, 0.7, 1),
  aspect: fc.constantFrom(0.5, 1, 1.3),
  inks: fc.integer({ min: 1, max: 3 }),
});
const cartArb = fc.record({
  printables: fc.array(printableArb, { minLength: 1, maxLength: 2 }),
  shipments: fc.integer({ min: 1, max: 3 }),
  quantities: fc.array(fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 4, maxLength: 4 }), {
    minLength: 6,
    maxLength: 6,
  }),
  services: fc.array(fc.constantFrom(...SERVICES), { minLength: 3, maxLength: 3 }),
  rush: fc.constantFrom(null, 1, 3, 5),
  foldPoly: fc.boolean(),
});

describe.each(targets)('money adds up across editor, review, order and invoice on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Money buyer');
  });
  afterAll(async () => t?.close());

  const quote = async (items: unknown[]) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/print/quote/bulk',
      headers: buyer.headers(),
      payload: { items, sla: false },
    });
    expect(r.statusCode).toBe(200);
    return r.json() as { breakdown: QuoteBreakdownEntry[]; issues: unknown[] };
  };

  it('O-9-24 property: editor printing = review printing line = invoice printing; sizes sum to their line to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (spec) => {
        // The cart as the SPA builds it: drafts on saved designs, complete printables, 1-3 shipments.
        const drafts = [];
        for (const [i, p] of spec.printables.entries()) {
          const designId = `design-${randomUUID()}`;
          const s = sides(p.width, p.aspect, p.inks);
          await designsRepository(t.db).insert({
            id: designId,
            userId: buyer.userId,
            printType: p.type,
            name: `Design ${i}`,
            doc: { type: 'Garment', printType: p.type, sides: s },
          });
          drafts.push({
            id: `d${i}`,
            name: `Design ${i}`,
            type: 'Garment',
            printType: p.type,
            designId,
            sides: s,
          });
        }
        const shipments = Array.from({ length: spec.shipments }, (_, k) => ({
          id: `s${k}`,
          address: ADDRESSES[k],
          shippingMethod: spec.services[k] === 'standard' ? null : spec.services[k],
          items: spec.printables.map((p, i) => {
            const row = spec.quantities[k * 2 + i] ?? [];
            const quantities = Object.fromEntries(
              p.product.sizes.slice(0, 4).map((size, j) => [size, row[j] ?? 0]),
            );
            // Every item holds at least one piece (an item of nothing leaves its shipment).
            if (Object.values(quantities).every((n) => n === 0)) quantities[p.product.sizes[0]] = 1;
            return { printableId: `p${i}`, quantities };
          }),
        }));
        const id = await newCart(t.app, buyer.headers());
        const ops = [
          ...drafts.map((value) => ({ op: 'add', path: '/designDrafts/-', value })),
          ...spec.printables.map((p, i) => ({
            op: 'add',
            path: '/printables/-',
            value: {
              id: `p${i}`,
              designDraftId: `d${i}`,
              productIdentifier: p.product.id,
              color: p.product.color,
              complete: true,
            },
          })),
          ...shipments.map((value) => ({ op: 'add', path: '/shipments/-', value })),
          { op: 'replace', path: '/shippingMode', value: spec.shipments > 1 ? 'multiple' : 'single' },
          { op: 'replace', path: '/features/rushOrder', value: spec.rush },
          { op: 'replace', path: '/features/foldPoly', value: spec.foldPoly },
        ];
        const built = await patch(t.app, buyer.headers(), id, 0, ops);
        expect(built.status, JSON.stringify(built.body)).toBe(200);
        const cart = (await getCart(t.app, buyer.headers(), id)).body._full as Cart;

        // The review: the cart's quote request priced by the one engine.
        const review = buildQuoteRequest(cart, { isDesignReady });
        const reviewAnswer = await quote(review.request.items);
        expect(reviewAnswer.issues).toEqual([]);
        const reviewPrinting = (printableId: string) =>
          review.refs.reduce(
            (n, r, i) => n + (r.printableId === printableId ? (reviewAnswer.breakdown[i]?.printing ?? 0) : 0),
            0,
          );

        // The editor: each printable's draft as it is now (sides and placements, no saved design).
        for (const printable of cart.printables) {
          const draft = cart.designDrafts.find((d) => d.id === printable.designDraftId)!;
          const q = editorQuoteItem({ cart, printable, draft, statedQuantity: null, defaultSize: 'med' });
          expect(q?.source).toBe('cart');
          const answer = await quote(q!.items);
          const shown = editorPrice(answer.breakdown, q!.pieces);
          expect(shown?.printingCents).toBe(reviewPrinting(printable.id));
          // The unit price is shown beside its pieces; times them it is the line to within rounding of one cent.
          expect(
            Math.abs((shown?.printingEachCents ?? 0) * q!.pieces - (shown?.printingCents ?? 0)),
          ).toBeLessThanOrEqual(q!.pieces / 2);
        }

        // The order: placed from the same cart; its lines per size add up to each item's printing + blanks.
        const placed = await t.app.inject({
          method: 'POST',
          url: `/api/order2/cart/${id}/order`,
          headers: { ...buyer.headers(), 'idempotency-key': `money-${id}` },
        });
        expect(placed.statusCode, placed.body).toBe(201);
        const { orderId } = placed.json() as { orderId: string };
        const order = (
          await t.app.inject({
            method: 'GET',
            url: `/api/order2/orders/${orderId}`,
            headers: buyer.headers(),
          })
        ).json().order as {
          lines: { shipmentId: string; printableId: string; quantity: number; totalCents: number }[];
          quote: { totals: { printing: number }; breakdown: QuoteBreakdownEntry[] };
        };
        review.refs.forEach((r, i) => {
          const b = reviewAnswer.breakdown[i]!;
          const sizes = order.lines.filter(
            (l) => l.shipmentId === r.shipmentId && l.printableId === r.printableId,
          );
          expect(sizes.reduce((n, l) => n + l.totalCents, 0)).toBe(b.printing + b.blanks);
        });
        const reviewTotalPrinting = reviewAnswer.breakdown.reduce((n, b) => n + b.printing, 0);
        expect(order.quote.totals.printing).toBe(reviewTotalPrinting);

        // The invoice: its printing line is the review's printing.
        const invoices = (
          await t.app.inject({ method: 'GET', url: '/api/v2/billing/invoice', headers: buyer.headers() })
        ).json() as { id: string; orderId: string }[];
        const inv = invoices.find((x) => x.orderId === orderId);
        expect(inv).toBeDefined();
        const detail = (
          await t.app.inject({
            method: 'GET',
            url: `/api/v2/billing/invoice/${inv!.id}`,
            headers: buyer.headers(),
          })
        ).json() as { lines: { description: string; amount: number }[] };
        expect(detail.lines.find((l) => l.description === 'Printing')?.amount).toBe(reviewTotalPrinting);
      }),
      { numRuns: 8 },
    );
  });
});
