import { describe, expect, it } from 'vitest';
import { emptyCart, type Printable } from '../entities/entities.ts';
import { cartItemCount, cartItems } from './cart-items.ts';

const printable = (id: string, complete: boolean): Printable => ({
  id,
  designDraftId: `d-${id}`,
  productIdentifier: 'gildan-5000',
  color: 'Black',
  complete,
});

describe('cart items', () => {
  it('O-4-03 / O-1-11 only complete printables count as cart items', () => {
    const cart = {
      ...emptyCart('c1'),
      printables: [printable('a', true), printable('b', false), printable('c', true)],
    };
    expect(cartItemCount(cart)).toBe(2);
    expect(cartItems(cart).map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('O-4-03 an empty cart or one with only unfinished printables has 0 items', () => {
    expect(cartItemCount(emptyCart('c1'))).toBe(0);
    expect(cartItemCount({ printables: [printable('a', false)] })).toBe(0);
  });
});
