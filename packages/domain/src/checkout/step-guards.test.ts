import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { Cart, DesignDraft } from '../entities/entities.ts';
import { canEnterStep, furthestAllowedStep } from './step-guards.ts';

const deps = { isDesignReady: (d: DesignDraft) => d.name !== 'wip' };
const address = { name: 'Ada', address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };
const addressed = (): Cart => {
  const cart = sampleCart();
  return { ...cart, shipments: cart.shipments.map((s) => ({ ...s, address })) };
};

describe('checkout step guards', () => {
  it('O-4-02 cart steps are always open', () => {
    const empty = { ...sampleCart(), printables: [] };
    for (const step of ['PRODUCT', 'DESIGN', 'CART'] as const)
      expect(canEnterStep(step, empty, deps).ok).toBe(true);
  });

  it('O-4-02 / O-4-04 shipping address needs a valid cart', () => {
    expect(canEnterStep('SHIPPING_ADDRESS', sampleCart(), deps).ok).toBe(true);
    const unready = {
      ...sampleCart(),
      designDrafts: sampleCart().designDrafts.map((d) => ({ ...d, name: 'wip' })),
    };
    expect(canEnterStep('SHIPPING_ADDRESS', unready, deps)).toMatchObject({
      ok: false,
      reason: 'cart_invalid',
    });
    expect(furthestAllowedStep('REVIEW', unready, deps)).toBe('CART');
  });

  it('O-4-02 shipping method and review need addresses and quantities first', () => {
    const blocked = canEnterStep('SHIPPING_METHOD', sampleCart(), deps);
    expect(blocked).toMatchObject({ ok: false, reason: 'checkout_blocked' });
    expect(furthestAllowedStep('REVIEW', sampleCart(), deps)).toBe('SHIPPING_ADDRESS');
    expect(canEnterStep('SHIPPING_METHOD', addressed(), deps).ok).toBe(true);
    expect(furthestAllowedStep('REVIEW', addressed(), deps)).toBe('REVIEW');
  });

  it('O-4-02 confirmation needs a placed order; going back is always allowed', () => {
    expect(canEnterStep('CONFIRMATION', addressed(), deps).ok).toBe(false);
    const ordered = { ...addressed(), orderedAt: '2024-05-01T10:00:00Z' };
    expect(furthestAllowedStep('CONFIRMATION', ordered, deps)).toBe('CONFIRMATION');
    expect(furthestAllowedStep('CART', ordered, deps)).toBe('CART');
  });
});
