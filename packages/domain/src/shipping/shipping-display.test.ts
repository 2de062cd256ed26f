import { describe, expect, it } from 'vitest';
import { formatEstimate, shippingDisplayText } from './shipping-display.ts';

describe('shipping display text', () => {
  it('O-9-66 a chosen method shows its description plus its estimate', () => {
    expect(shippingDisplayText('ups-ground')).toBe('UPS Ground (1-5 days)');
    expect(shippingDisplayText('ups-next-day-air')).toBe('UPS Next Day Air (1 day)');
    expect(shippingDisplayText('usps-express', { default: { domestic: ['ups-ground'] } })).toBe(
      'USPS Priority Mail Express (2 days)',
    );
    expect(shippingDisplayText('willcall')).toBe('Will Call (pick up at the facility)');
  });

  it('O-9-67 without a chosen method: "Default:" + default domestic methods joined by "/"', () => {
    expect(shippingDisplayText(null, { default: { domestic: ['usps-priority', 'ups-ground'] } })).toBe(
      'Default: USPS Priority Mail/UPS Ground',
    );
    expect(shippingDisplayText('', { default: { domestic: ['ups-ground'] } })).toBe('Default: UPS Ground');
  });

  it('O-9-68 without chosen or default domestic methods: standard', () => {
    expect(shippingDisplayText(null, { default: { domestic: [] } })).toBe('Standard Shipping (3-8 days)');
    expect(shippingDisplayText(undefined, null)).toBe('Standard Shipping (3-8 days)');
  });

  it('formats estimates', () => {
    expect(formatEstimate({ min: 1, max: 1 })).toBe('1 day');
    expect(formatEstimate({ min: 3, max: 8 })).toBe('3-8 days');
  });
});
