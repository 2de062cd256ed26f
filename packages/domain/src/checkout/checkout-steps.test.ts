import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_PHASES,
  CHECKOUT_STEPS,
  phaseOfStep,
  STEP_ROUTES,
  stepIndex,
  stepOfRoute,
} from './checkout-steps.ts';

describe('checkout steps', () => {
  it('O-4-01 steps in order: cart (PRODUCT, DESIGN, CART), shipping address, shipping method, review, confirmation', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'PRODUCT',
      'DESIGN',
      'CART',
      'SHIPPING_ADDRESS',
      'SHIPPING_METHOD',
      'REVIEW',
      'CONFIRMATION',
    ]);
    expect(Object.keys(CHECKOUT_PHASES)).toEqual([
      'cart',
      'shippingAddress',
      'shippingMethod',
      'review',
      'confirmation',
    ]);
    expect(CHECKOUT_PHASES.cart).toEqual(['PRODUCT', 'DESIGN', 'CART']);
    expect(phaseOfStep('DESIGN')).toBe('cart');
    expect(phaseOfStep('REVIEW')).toBe('review');
    expect(stepIndex('SHIPPING_METHOD')).toBeGreaterThan(stepIndex('SHIPPING_ADDRESS'));
  });

  it('O-2-31 PRODUCT covers the cart base, printable base, detail, family and category routes', () => {
    for (const r of [
      'cartBase',
      'printableBase',
      'printableDetail',
      'printableFamily',
      'printableCategory',
    ]) {
      expect(stepOfRoute(r)).toBe('PRODUCT');
    }
  });

  it('O-2-32 / O-2-33 DESIGN covers the printable design route, CART covers cart detail', () => {
    expect(stepOfRoute('printableDesign')).toBe('DESIGN');
    expect(stepOfRoute('cartDetail')).toBe('CART');
  });

  it('O-2-34 / O-2-35 / O-2-36 checkout routes map to their steps', () => {
    expect(stepOfRoute('checkoutBase')).toBe('SHIPPING_ADDRESS');
    expect(stepOfRoute('checkoutQuantity')).toBe('SHIPPING_ADDRESS');
    expect(stepOfRoute('checkoutShippingMethod')).toBe('SHIPPING_METHOD');
    expect(stepOfRoute('checkoutReview')).toBe('REVIEW');
    expect(STEP_ROUTES.CONFIRMATION).toEqual(['confirmation']);
  });

  it('O-4-01 routes outside the flow (integration, mockup) have no step', () => {
    expect(stepOfRoute('integration')).toBeNull();
    expect(stepOfRoute('mockupDesign')).toBeNull();
  });
});
