import { describe, expect, it } from 'vitest';
import { artworkShippingLocation } from './artwork-shipping-location.ts';

describe('artwork-add shipping locations', () => {
  it('O-9-56 US, CA and AU are their own locations', () => {
    expect(artworkShippingLocation('US')).toBe('US');
    expect(artworkShippingLocation('ca')).toBe('CA');
    expect(artworkShippingLocation('AU')).toBe('AU');
    expect(artworkShippingLocation(null)).toBe('US');
  });

  it('O-9-57 GB, DE, FR, ES, SE, DK, BE, IT, NL form the EU group', () => {
    for (const c of ['GB', 'DE', 'FR', 'ES', 'SE', 'DK', 'BE', 'IT', 'NL'])
      expect(artworkShippingLocation(c)).toBe('EU');
  });

  it('O-9-58 anything else is UNSUPPORTED', () => {
    for (const c of ['AT', 'PL', 'MX', 'JP', 'PR', 'XX'])
      expect(artworkShippingLocation(c)).toBe('UNSUPPORTED');
  });
});
