import { describe, expect, it } from 'vitest';
import { afterCreateUrl } from './OrderStartPage.tsx';

describe('after cart creation', () => {
  it("O-2-25 goes to the cart's printable selection, carrying the query", () => {
    expect(afterCreateUrl('c1', '')).toBe('/order/v2/cart/c1/printable');
    expect(afterCreateUrl('c1', '?headerless')).toBe('/order/v2/cart/c1/printable?headerless=');
  });
  it('O-2-26 with printable identifiers given goes to cart detail', () => {
    expect(afterCreateUrl('c1', '?printableIdentifier=abc')).toBe(
      '/order/v2/cart/c1?printableIdentifier=abc',
    );
  });
});
