import { describe, expect, it } from 'vitest';
import { cartFromOrderUrl } from './order-again.ts';

describe('cart from an earlier order', () => {
  it('O-2-27 more than one shipment -> checkout review', () => {
    expect(cartFromOrderUrl({ _id: 'c1', shipments: [{}, {}] })).toBe('/order/v2/cart/c1/checkout/review');
  });
  it('O-2-28 one or zero shipments -> cart detail', () => {
    expect(cartFromOrderUrl({ _id: 'c1', shipments: [{}] })).toBe('/order/v2/cart/c1');
    expect(cartFromOrderUrl({ _id: 'c1', shipments: [] })).toBe('/order/v2/cart/c1');
  });
});
