import { describe, expect, it } from 'vitest';
import { deepFreeze, sampleCart } from '../../test/sample-cart.ts';
import { CART_NAME_MAX_LENGTH, saveQuoteName } from './save-quote-name.ts';

describe('save quote name', () => {
  it('O-4-20 saving a quote name sets the cart name (po) and closes the save prompt', () => {
    const cart = deepFreeze(sampleCart());
    const result = saveQuoteName(cart, { name: '  Spring merch  ' });
    expect(result.cart.po).toBe('Spring merch');
    expect(result.savePromptOpen).toBe(false);
    expect(cart.po).toBeNull();
  });

  it('O-4-20 a blank name saves nothing and keeps the prompt open', () => {
    const cart = deepFreeze(sampleCart());
    expect(saveQuoteName(cart, { name: '   ' })).toEqual({ cart, savePromptOpen: true });
  });

  it('O-4-20 over-long names are cut to the stored maximum', () => {
    const result = saveQuoteName(sampleCart(), { name: 'x'.repeat(500) });
    expect(result.cart.po).toHaveLength(CART_NAME_MAX_LENGTH);
  });
});
