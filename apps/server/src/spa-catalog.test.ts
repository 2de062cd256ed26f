import { describe, expect, it } from 'vitest';
import { cartPicturePreload } from './spa-catalog.ts';

const cart = (printable: object, drafts: object[] = []) =>
  JSON.stringify({ _full: { printables: [printable], designDrafts: drafts }, _v: 3 });

describe('cartPicturePreload', () => {
  it("preloads the cart page's first product picture at the thumbnail's size, high priority", () => {
    const link = cartPicturePreload(
      '/order/v2/cart/c1',
      cart({ productIdentifier: 'gildan-5000', color: 'Black', designDraftId: 'd1' }, [{ id: 'd1' }]),
    );
    expect(link).toContain('href="/catalog/images/gildan-5000/Black-320.webp"');
    expect(link).toContain('/catalog/images/gildan-5000/Black-160.webp 160w');
    expect(link).toContain('imagesizes="96px" fetchpriority="high"');
  });

  it('preloads nothing on other pages, for a card showing a saved design, or without a product and colour', () => {
    const plain = cart({ productIdentifier: 'gildan-5000', color: 'Black' });
    expect(cartPicturePreload('/order/v2/cart/c1/checkout', plain)).toBe('');
    expect(cartPicturePreload('/order/v2/cart/c1', null)).toBe('');
    expect(cartPicturePreload('/order/v2/cart/c1', 'not json')).toBe('');
    expect(cartPicturePreload('/order/v2/cart/c1', cart({ productIdentifier: 'gildan-5000' }))).toBe('');
    const designed = cart({ productIdentifier: 'gildan-5000', color: 'Black', designDraftId: 'd1' }, [
      { id: 'd1', designId: 'x', sides: { front: { elements: [{}] } } },
    ]);
    expect(cartPicturePreload('/order/v2/cart/c1', designed)).toBe('');
    // A saved design with nothing printed: the card shows the product's picture, so that is preloaded.
    const blank = cart({ productIdentifier: 'gildan-5000', color: 'Black', designDraftId: 'd1' }, [
      { id: 'd1', designId: 'x', sides: { front: { elements: [] } } },
    ]);
    expect(cartPicturePreload('/order/v2/cart/c1', blank)).toContain('rel="preload"');
  });

  it('escapes the colour in the attribute', () => {
    const link = cartPicturePreload('/order/v2/cart/c1', cart({ productIdentifier: 'p', color: 'A"<b' }));
    expect(link).not.toContain('"<b');
  });
});
