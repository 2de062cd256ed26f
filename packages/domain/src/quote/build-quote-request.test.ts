import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { Cart, DesignDraft, Side } from '../entities/entities.ts';
import { buildQuoteRequest, posterFrontDimensions, sideColourCounts } from './build-quote-request.ts';

const side = (matched: string[] = [], elements = 1): Side => ({
  name: 'front',
  elements: Array.from({ length: elements }, () => ({ artworkId: 'a1', width: 0.5 })),
  colors: { matched },
});

function quoteCart(): Cart {
  const cart = sampleCart();
  cart.designDrafts = [
    {
      id: 'd-shirt',
      type: 'Garment',
      printType: 'screenprint',
      sides: { front: side(['red', 'blue', 'white']), back: side([], 0) },
    },
    {
      id: 'd-mug',
      type: 'Mug',
      printType: 'mug',
      variation: { size: '11oz' },
      designId: 'design-9',
      sides: {},
    },
  ];
  cart.shippingBilling = 'UPS';
  cart.pricingTier = 'reseller';
  cart.features = { ...cart.features, rushOrder: 3, foldPoly: true };
  return cart;
}

const ready = { isDesignReady: () => true };

describe('build quote request', () => {
  it('O-3-24 one item per quotable printable per shipment with type, products, address and features', () => {
    const { request, refs } = buildQuoteRequest(quoteCart(), ready);
    expect(refs).toEqual([
      { shipmentId: 's1', printableId: 'p-black' },
      { shipmentId: 's1', printableId: 'p-mug' },
      { shipmentId: 's2', printableId: 'p-black' },
    ]);
    expect(request.sla).toBe(true);
    expect(request.data).toEqual({ pricingTier: 'reseller' });
    expect(request.items[0]).toEqual({
      type: 'screenprint',
      products: [
        { id: 'gildan-5000', quantity: 2, size: 'S', color: 'Black' },
        { id: 'gildan-5000', quantity: 3, size: 'M', color: 'Black' },
      ],
      address: quoteCart().shipments[0]!.address,
      features: { shipping: 'UPS Ground', shippingBilling: 'UPS', rushOrder: 3, foldPoly: true },
      sides: { front: 3 },
    });
    expect(request.items[2]?.features?.shipping).toBeNull();
  });

  it('O-3-25 an item carries designId when the design is saved, otherwise sides, never both', () => {
    const { request } = buildQuoteRequest(quoteCart(), ready);
    expect(request.items[1]).toMatchObject({ designId: 'design-9' });
    expect(request.items[1]).not.toHaveProperty('sides');
    expect(request.items[0]).not.toHaveProperty('designId');
  });

  it('O-3-26 sides: per side the count of colours, 1 for dtg and embr; empty sides are left out', () => {
    const draft = (printType: DesignDraft['printType']): DesignDraft => ({
      id: 'd',
      printType,
      sides: { front: side(['a', 'b']), back: side(['c']), sleeve: side([], 0) },
    });
    expect(sideColourCounts(draft('screenprint'))).toEqual({ front: 2, back: 1 });
    expect(sideColourCounts(draft('dtg'))).toEqual({ front: 1, back: 1 });
    expect(sideColourCounts(draft('embr'))).toEqual({ front: 1, back: 1 });
    expect(sideColourCounts({ ...draft('screenprint'), sides: { front: side([]) } })).toEqual({ front: 1 });
  });

  it('O-3-27 embroidery quoteDetails carry stitchCount and colours per side', () => {
    const cart = quoteCart();
    cart.designDrafts[0] = { ...cart.designDrafts[0]!, printType: 'embr' };
    const { request } = buildQuoteRequest(cart, {
      ...ready,
      stitchCount: (_d, name) => (name === 'front' ? 8000 : null),
    });
    expect(request.items[0]?.quoteDetails).toEqual({
      embroidery: { sides: { front: { stitchCount: 8000, colors: 3 } } },
    });
    expect(request.items[0]?.sides).toEqual({ front: 1 });
  });

  it('O-3-28 poster quoteDetails carry the front dimensions', () => {
    const cart = quoteCart();
    cart.designDrafts[1] = {
      id: 'd-mug',
      type: 'Poster',
      printType: 'poster',
      variation: { size: '24width' },
      sides: { front: side() },
    };
    const { request } = buildQuoteRequest(cart, {
      ...ready,
      posterDimensions: () => ({ width: 24, height: 36 }),
    });
    expect(request.items[1]?.quoteDetails).toEqual({ poster: { front: { width: 24, height: 36 } } });
    expect(buildQuoteRequest(cart, ready).request.items[1]?.quoteDetails).toEqual({
      poster: { front: { width: 24, height: 36 } },
    });
  });

  it('O-3-28 default poster front dimensions follow the design poster table', () => {
    const poster = (size: string): DesignDraft => ({
      id: 'p',
      type: 'Poster',
      variation: { size },
      sides: {},
    });
    expect(posterFrontDimensions(poster('17width'))).toEqual({ width: 17, height: 11 });
    expect(posterFrontDimensions(poster('24height'))).toEqual({ width: 16, height: 24 });
    expect(posterFrontDimensions(poster('A0'))).toBeNull();
  });

  it('O-5-74 / O-5-75 items with zero total quantity are skipped and flagged for removal', () => {
    const cart = quoteCart();
    cart.shipments[1] = { ...cart.shipments[1]!, items: [{ printableId: 'p-black', quantities: { L: 0 } }] };
    const { request, refs, removals } = buildQuoteRequest(cart, ready);
    expect(request.items).toHaveLength(2);
    expect(refs.map((r) => r.shipmentId)).toEqual(['s1', 's1']);
    expect(removals).toEqual([{ shipmentId: 's2', printableId: 'p-black' }]);
  });

  it('O-5-74 sizes with quantity 0 are left out of the products', () => {
    const cart = quoteCart();
    cart.shipments[0] = {
      ...cart.shipments[0]!,
      items: [{ printableId: 'p-black', quantities: { S: 0, M: 1 } }],
    };
    expect(buildQuoteRequest(cart, ready).request.items[0]?.products).toEqual([
      { id: 'gildan-5000', quantity: 1, size: 'M', color: 'Black' },
    ]);
  });

  it('O-5-76 single shipping mode uses only the first shipment', () => {
    const { refs } = buildQuoteRequest({ ...quoteCart(), shippingMode: 'single' }, ready);
    expect(new Set(refs.map((r) => r.shipmentId))).toEqual(new Set(['s1']));
  });

  it('O-5-72 / O-5-73 unready or incomplete printables are not quoted', () => {
    const { refs } = buildQuoteRequest(quoteCart(), { isDesignReady: (d) => d.id === 'd-mug' });
    expect(refs).toEqual([{ shipmentId: 's1', printableId: 'p-mug' }]);
  });
});
