import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking-links.ts';

describe('tracking links', () => {
  it('O-9-55 tracking links per carrier are built from tracking numbers', () => {
    expect(trackingLink({ carrier: 'UPS', tracking: '1Z999AA10123456784' })).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink({ carrier: 'usps', tracking: '9400 1000 0000 0000 0000 00' })).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingLink({ carrier: 'FEDEX', tracking: '123456789012' })).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(trackingLink({ carrier: 'DHL', tracking: 'GM123&x' })).toBe(
      'https://www.dhl.com/us-en/home/tracking/tracking-ecommerce.html?tracking-id=GM123%26x',
    );
    expect(trackingLink({ carrier: 'ON_TRAC', tracking: 'C11' })).toBe(
      'https://www.ontrac.com/tracking/?number=C11',
    );
    expect(trackingLink({ carrier: 'CANADAPOST', tracking: '7023' })).toContain('searchFor=7023');
  });

  it('O-9-55 a generic carrier falls back to the service carrier; unknown carriers get no link', () => {
    expect(trackingLink({ carrier: 'GENERIC', service: 'ups-ground', tracking: '1Z1' })).toBe(
      'https://www.ups.com/track?tracknum=1Z1',
    );
    expect(trackingLink({ carrier: 'UBI', tracking: 'U1' })).toBeNull();
    expect(trackingLink({ carrier: 'OTHER', service: 'willcall', tracking: 'W1' })).toBeNull();
    expect(trackingLink({ carrier: 'UPS', tracking: '  ' })).toBeNull();
  });
});
