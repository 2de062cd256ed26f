import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { deepFreeze, sampleCart } from '../../test/sample-cart.ts';
import { chooseShippingMethod, STANDARD_SHIPPING_METHOD } from './shipping-method.ts';

describe('shipping method choice', () => {
  it('O-4-06 choosing "standard" removes the stored method from the shipment', () => {
    const cart = deepFreeze(sampleCart());
    const next = chooseShippingMethod(cart, { shipmentId: 's1', method: STANDARD_SHIPPING_METHOD });
    expect(STANDARD_SHIPPING_METHOD).toBe('standard');
    expect(next.shipments[0]).not.toHaveProperty('shippingMethod');
    expect(cart.shipments[0]?.shippingMethod).toBe('UPS Ground');
  });

  it('O-4-07 choosing any other method stores it on that shipment only', () => {
    const next = chooseShippingMethod(deepFreeze(sampleCart()), {
      shipmentId: 's2',
      method: 'USPS Priority',
    });
    expect(next.shipments[1]?.shippingMethod).toBe('USPS Priority');
    expect(next.shipments[0]?.shippingMethod).toBe('UPS Ground');
  });

  it('O-4-07 an unknown shipment raises an error', () => {
    expect(() => chooseShippingMethod(sampleCart(), { shipmentId: 'nope', method: 'x' })).toThrow(
      DomainError,
    );
  });
});
