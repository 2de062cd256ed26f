import { emptyCart } from '@platen/domain/entities/entities';
import { describe, expect, it } from 'vitest';
import { readInitialCart } from './initial-cart.ts';

const page = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="initial-cart">${text}</script>`;
  return document;
};

describe('embedded cart', () => {
  it('O-1-09 reads the cart the server embedded as its GET answer (document and version)', () => {
    const cart = emptyCart('c1');
    expect(readInitialCart(page(JSON.stringify({ _full: cart, _v: 3 })))).toEqual({ cart, version: 3 });
  });

  it('O-1-09 no embedded cart, or one not shaped like the GET answer, is no cart', () => {
    document.body.innerHTML = '';
    expect(readInitialCart()).toBeNull();
    for (const bad of [
      '{oops',
      'null',
      '{"_v":1}',
      '{"_full":null,"_v":1}',
      '{"_full":{"_id":7},"_v":1}',
      '{"_full":{"_id":"c1"},"_v":-1}',
      '{"_full":{"_id":"c1"},"_v":"1"}',
    ])
      expect(readInitialCart(page(bad)), bad).toBeNull();
  });
});
