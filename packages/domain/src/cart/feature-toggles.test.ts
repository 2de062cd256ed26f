import { describe, expect, it } from 'vitest';
import { chooseRushOrder, toggleFoldPoly, togglePreProduction, toggleSendProof } from './feature-toggles.ts';
import { deepFreeze, sampleCart } from '../../test/sample-cart.ts';

describe('feature toggles', () => {
  it('O-4-08 choosing a rush days value sets rushOrder to that number', () => {
    const cart = deepFreeze(sampleCart());
    expect(chooseRushOrder(cart, { days: 3 }).features.rushOrder).toBe(3);
    expect(chooseRushOrder(chooseRushOrder(cart, { days: 3 }), { days: 5 }).features.rushOrder).toBe(5);
  });

  it('O-4-09 choosing the same rush days value again toggles rush off', () => {
    const on = chooseRushOrder(deepFreeze(sampleCart()), { days: 1 });
    expect(chooseRushOrder(deepFreeze(on), { days: 1 }).features.rushOrder).toBeNull();
  });

  it('O-4-10 pre-production flips on and off (null counts as off)', () => {
    const cart = deepFreeze(sampleCart());
    expect(cart.features.preProduction).toBeNull();
    const on = togglePreProduction(cart);
    expect(on.features.preProduction).toBe(true);
    expect(togglePreProduction(deepFreeze(on)).features.preProduction).toBe(false);
  });

  it('O-4-11 fold poly flips on and off', () => {
    const on = toggleFoldPoly(deepFreeze(sampleCart()));
    expect(on.features.foldPoly).toBe(true);
    expect(toggleFoldPoly(deepFreeze(on)).features.foldPoly).toBe(false);
  });

  it('O-4-12 / O-4-13 send-proof flips on and off, stored in features.sendProof', () => {
    const on = toggleSendProof(deepFreeze(sampleCart()));
    expect(on.features.sendProof).toBe(true);
    expect(toggleSendProof(deepFreeze(on)).features.sendProof).toBe(false);
  });

  it('O-4-10 toggles leave the other features alone', () => {
    const cart = chooseRushOrder(sampleCart(), { days: 5 });
    const next = togglePreProduction(toggleFoldPoly(cart));
    expect(next.features.rushOrder).toBe(5);
    expect(next.features.sendProof).toBeNull();
  });
});
