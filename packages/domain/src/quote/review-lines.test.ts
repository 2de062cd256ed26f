import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import { buildQuoteRequest } from './build-quote-request.ts';
import {
  catalogueSizeOrder,
  feeLabel,
  linesInCatalogueOrder,
  productDisplayName,
  reviewShipments,
} from './review-lines.ts';

const products = {
  'gildan-5000': { brand: 'Gildan', name: 'Heavy Cotton T-Shirt', sizes: ['XS', 'S', 'M', 'L'] },
  'ceramic-mug': { brand: 'Platen', name: 'White Ceramic Mug', sizes: ['11oz', '15oz'] },
};

function cart() {
  const c = sampleCart();
  c.designDrafts = [
    {
      id: 'd-shirt',
      type: 'Garment',
      printType: 'dtg',
      designId: 'ds',
      sides: { front: { elements: [{ width: 0.5 }] } },
    },
    { id: 'd-mug', type: 'Mug', printType: 'mug', designId: 'dm', sides: {} },
  ];
  c.features = { ...c.features, rushOrder: 3, foldPoly: true };
  // Sizes entered out of catalogue order.
  c.shipments[0]!.items[0]!.quantities = { M: 3, S: 2 };
  return c;
}

describe('review lines', () => {
  it('#12.9 product names, never internal codes; sizes in the catalogue order', () => {
    expect(productDisplayName(products['gildan-5000'])).toBe('Gildan Heavy Cotton T-Shirt');
    expect(catalogueSizeOrder(['L', 'XS', 'M', 'XXL', 'S'], ['XS', 'S', 'M', 'L'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XXL',
    ]);
    const c = cart();
    const { refs } = buildQuoteRequest(c, { isDesignReady: () => true });
    const zero = { printing: 0, blanks: 0, shipping: 0, fees: 0, tax: 0 };
    const [first] = reviewShipments(c, refs, { breakdown: refs.map(() => zero) }, (id) =>
      id in products ? products[id as keyof typeof products] : undefined,
    );
    const shirt = first?.lines[0];
    expect(shirt?.productName).toBe('Gildan Heavy Cotton T-Shirt');
    expect(JSON.stringify(first)).not.toContain('gildan-5000');
    expect(shirt?.sizes.map((s) => [s.label, s.quantity])).toEqual([
      ['S', 2],
      ['M', 3],
    ]);
  });
  it('#12.9 every fee is labelled and the amounts add up to the line; lines add up to the shipment', () => {
    const c = cart();
    const { refs } = buildQuoteRequest(c, { isDesignReady: () => true });
    const entry = { printing: 1000, blanks: 500, shipping: 300, fees: 625, tax: 100 };
    const detail = {
      fees: [
        { code: 'rush', cents: 375 },
        { code: 'fold-poly', cents: 250 },
      ],
      setupCents: 0,
    };
    const shipments = reviewShipments(
      c,
      refs,
      { breakdown: refs.map(() => entry), details: refs.map(() => detail) },
      (id) => (id in products ? products[id as keyof typeof products] : undefined),
    );
    const line = shipments[0]!.lines[0]!;
    expect(line.amounts.map((a) => a.label)).toEqual([
      'Printing',
      'Blanks',
      'Rush production (3-day)',
      'Fold and poly-bag',
      'Shipping',
      'Tax',
    ]);
    expect(line.total).toBe(2525);
    expect(shipments[0]!.total).toBe(shipments[0]!.lines.length * 2525);
    expect(feeLabel('pre-production')).toBe('Pre-production sample');
  });
});

describe('order lines in catalogue order', () => {
  it('#12.9 sizes of each product follow the catalogue on the confirmation, groups keep their place', () => {
    const line = (shipmentId: string, productIdentifier: string, size: string) => ({
      shipmentId,
      productIdentifier,
      color: 'Black',
      size,
    });
    const lines = [
      line('s1', 'gildan-5000', 'L'),
      line('s1', 'gildan-5000', 'M'),
      line('s1', 'ceramic-mug', '11oz'),
      line('s1', 'gildan-5000', 'S'),
      line('s2', 'gildan-5000', 'M'),
    ];
    const sorted = linesInCatalogueOrder(lines, (id) => products[id as keyof typeof products]?.sizes);
    expect(sorted.map((l) => `${l.shipmentId} ${l.productIdentifier} ${l.size}`)).toEqual([
      's1 gildan-5000 S',
      's1 gildan-5000 M',
      's1 gildan-5000 L',
      's1 ceramic-mug 11oz',
      's2 gildan-5000 M',
    ]);
  });
});
