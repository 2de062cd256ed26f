import { describe, expect, it } from 'vitest';
import { type Cart, type DesignDraft, emptyCart } from '../entities/entities.ts';
import { isCartValid } from './cart-validity.ts';

const ready = (d: DesignDraft) => d.name === 'ready';
const draft = (id: string, name: string): DesignDraft => ({ id, name, sides: {} });

function cartWith(complete: boolean, draftName: string | null): Cart {
  return {
    ...emptyCart('c1'),
    printables: [{ id: 'p1', designDraftId: 'd1', productIdentifier: 'x', color: 'Red', complete }],
    designDrafts: draftName === null ? [] : [draft('d1', draftName)],
  };
}

describe('cart validity', () => {
  it('O-4-04 valid when a complete printable has a ready design draft', () => {
    expect(isCartValid(cartWith(true, 'ready'), ready)).toBe(true);
  });

  it('O-4-04 invalid when the printable is not complete', () => {
    expect(isCartValid(cartWith(false, 'ready'), ready)).toBe(false);
  });

  it('O-4-04 invalid when the design draft is not ready or missing', () => {
    expect(isCartValid(cartWith(true, 'wip'), ready)).toBe(false);
    expect(isCartValid(cartWith(true, null), ready)).toBe(false);
    expect(isCartValid(emptyCart('c2'), ready)).toBe(false);
  });

  it('O-4-04 one ready complete printable is enough among unfinished ones', () => {
    const cart = cartWith(true, 'ready');
    cart.printables.push({
      id: 'p2',
      designDraftId: 'd2',
      productIdentifier: 'x',
      color: 'Blue',
      complete: false,
    });
    expect(isCartValid(cart, ready)).toBe(true);
  });
});
