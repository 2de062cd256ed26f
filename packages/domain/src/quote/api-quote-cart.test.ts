import { describe, expect, it } from 'vitest';
import { checkoutBlockers } from '../checkout/checkout-blockers.ts';
import { cartFromApiQuote } from './api-quote-cart.ts';

const address = {
  name: 'Ada',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
};
const design = {
  designId: 'd-1',
  name: 'Tee',
  type: 'Garment',
  printType: 'screenprint',
  variation: null,
  sublimationColor: null,
  sides: {},
};
const item = (over: object = {}) => ({
  designId: 'd-1',
  product: { id: 'gildan-5000', color: 'Black' },
  sizes: { med: 2 },
  address,
  ...over,
});

describe('R-7-04 v3 quotes: the cart a public-API quote stands for', () => {
  it('one complete printable per item on its saved design; the same address and service share a shipment', () => {
    const { cart, issues } = cartFromApiQuote(
      'c1',
      {
        items: [item(), item({ shipping: 'UPS Ground' }), item({ address: { ...address, zip: '10001' } })],
        po: 'PO-7',
        rushOrder: 3,
      },
      (id) => (id === 'd-1' ? design : undefined),
    );
    expect(issues).toEqual([]);
    expect(cart.printables.map((p) => [p.id, p.designDraftId, p.complete])).toEqual([
      ['p0', 'd0', true],
      ['p1', 'd1', true],
      ['p2', 'd2', true],
    ]);
    expect(cart.designDrafts[0]).toMatchObject({ designId: 'd-1', printType: 'screenprint' });
    expect(cart.shipments.map((s) => [s.shippingMethod, s.items.map((i) => i.printableId)])).toEqual([
      ['standard', ['p0']],
      ['ups-ground', ['p1']],
      ['standard', ['p2']],
    ]);
    expect(cart).toMatchObject({ po: 'PO-7', shippingMode: 'multiple', features: { rushOrder: 3 } });
    expect(checkoutBlockers(cart)).toEqual([]);
  });

  it('an unknown design is an issue on its item', () => {
    const { issues } = cartFromApiQuote(
      'c1',
      { items: [item(), item({ designId: 'nope' })] },
      () => undefined,
    );
    expect(issues.map((i) => i.path)).toEqual(['items[0].designId', 'items[1].designId']);
  });
});
