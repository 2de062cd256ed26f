import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { allowedServices, serviceShipsTo } from './allowed-services.ts';
import { SHIPPING_SERVICES, type ShippingService } from './shipping-services.ts';
import { ounces, pounds } from './weight.ts';

const us: Address = { address1: '3000 Mowry Ave', city: 'Fremont', state: 'CA', zip: '94538', country: 'US' };
const at = (country: string, extra: Partial<Address> = {}): Address => ({
  address1: '1 High St',
  city: 'Town',
  state: 'ST',
  zip: '12345',
  country,
  ...extra,
});
const codes = (a: Address | null, w?: Parameters<typeof allowedServices>[1]) =>
  allowedServices(a, w).allowed.map((s) => s.code);
const reasons = (a: Address, code: string, w?: Parameters<typeof allowedServices>[1]) =>
  allowedServices(a, w)
    .excluded.find((e) => e.service.code === code)
    ?.reasons.map((r) => r.code) ?? [];

describe('allowed shipping services', () => {
  it('R-5-53 services have country whitelists or blacklists, and excluded ones say why', () => {
    const { allowed, excluded } = allowedServices(at('GB'));
    expect(allowed.length + excluded.length).toBe(SHIPPING_SERVICES.length);
    expect(excluded.find((e) => e.service.code === 'ups-ground')?.reasons).toEqual([
      { code: 'country_whitelist', message: 'Ships only to US.' },
    ]);
    expect(reasons(us, 'usps-priority-international')).toEqual(['country_blacklist']);
  });

  it('O-5-96 DHL SmartMail limits weight: max 1 lb, or min 1 lb and max 25 lb', () => {
    expect(codes(us, ounces(15))).toContain('dhl-smartmail-parcels-expedited');
    expect(codes(us, ounces(15))).not.toContain('dhl-smartmail-parcel-plus-expedited');
    expect(reasons(us, 'dhl-smartmail-parcel-plus-expedited', ounces(15))).toEqual(['min_weight']);
    expect(reasons(us, 'dhl-smartmail-parcels-expedited', pounds(2))).toEqual(['max_weight']);
    expect(codes(us, pounds(25))).toContain('dhl-smartmail-parcel-plus-expedited');
    expect(reasons(us, 'dhl-smartmail-parcel-plus-expedited', pounds(26))).toEqual(['max_weight']);
    const msg = allowedServices(us, pounds(26)).excluded.find(
      (e) => e.service.code === 'dhl-smartmail-parcel-plus-expedited',
    )?.reasons[0]?.message;
    expect(msg).toBe('Parcels over 25 lb cannot use it.');
  });

  it('O-5-97 / R-5-54 DHL SmartMail and other DHL domestic services are US-only', () => {
    for (const code of [
      'dhl-smartmail-parcels-expedited',
      'dhl-smartmail-parcel-plus-expedited',
      'dhl-standard',
    ]) {
      expect(codes(us)).toContain(code);
      expect(reasons(at('CA', { state: 'ON' }), code)).toContain('country_whitelist');
      expect(reasons(at('PR'), code)).toContain('country_whitelist');
    }
  });

  it('O-5-98 FedEx is US only', () => {
    const fedex = SHIPPING_SERVICES.filter((s) => s.carrier === 'FEDEX').map((s) => s.code);
    expect(fedex).toHaveLength(4);
    for (const code of fedex) {
      expect(codes(us)).toContain(code);
      expect(reasons(at('MX', { state: 'JAL' }), code)).toEqual(['country_whitelist']);
    }
  });

  it('O-5-99 UBI is AU and CA only', () => {
    expect(codes(at('AU'))).toContain('ubi');
    expect(codes(at('CA'))).toContain('ubi');
    expect(reasons(us, 'ubi')).toEqual(['country_whitelist']);
    expect(reasons(at('GB'), 'ubi')).toEqual(['country_whitelist']);
  });

  it('O-5-100 4PX is GB, DE, FR, ES, SE, DK, BE, IT, NL only', () => {
    for (const c of ['GB', 'DE', 'FR', 'ES', 'SE', 'DK', 'BE', 'IT', 'NL'])
      expect(codes(at(c)), c).toContain('4px');
    for (const c of ['US', 'AT', 'PL', 'CA']) expect(reasons(at(c), '4px'), c).toEqual(['country_whitelist']);
  });

  it('O-5-101 / R-5-55 DHL GM packet (international) services exclude the US', () => {
    for (const code of ['dhl-gm-packet-international', 'dhl-gm-packet-plus-international']) {
      expect(reasons(us, code)).toEqual(['country_blacklist']);
      expect(codes(at('GB'))).toContain(code);
    }
  });

  it('O-9-47 the UPS SurePost under-1-lb service is capped at 13 oz', () => {
    expect(codes(us, ounces(13))).toContain('ups-surepost-less-than-1-lb');
    expect(reasons(us, 'ups-surepost-less-than-1-lb', ounces(14))).toEqual(['max_weight']);
    expect(reasons(us, 'ups-surepost-1-lb-or-greater', ounces(14))).toEqual(['min_weight']);
  });

  it('O-9-48 USPS First Class is capped at 13 oz', () => {
    expect(codes(us, ounces(13))).toContain('usps-first-class');
    expect(reasons(us, 'usps-first-class', ounces(13.5))).toEqual(['max_weight']);
  });

  it('an unknown weight skips weight limits; a missing country means US', () => {
    expect(codes({ ...us, country: null })).toEqual(codes(us));
    expect(codes(us)).toContain('usps-first-class');
    expect(codes(null)).toContain('standard');
  });

  it('O-5-94 DHL excludes banned destinations through every DHL service', () => {
    const cuba = allowedServices(at('CU')).excluded.find(
      (e) => e.service.code === 'dhl-gm-packet-international',
    );
    expect(cuba?.reasons).toEqual([{ code: 'dhl_banned', message: 'DHL does not deliver to CU.' }]);
  });

  it('O-5-95 temporarily banned destinations come from configuration', () => {
    expect(reasons(at('BM'), 'dhl-gm-packet-international')).toEqual(['dhl_temporarily_banned']);
    const custom = allowedServices(at('BM'), null, { dhl: { temporarilyBanned: ['NG'], poBoxRequired: [] } });
    expect(custom.allowed.map((s) => s.code)).toContain('dhl-gm-packet-international');
    expect(
      allowedServices(at('NG'), null, { dhl: { temporarilyBanned: ['NG'], poBoxRequired: [] } }).allowed.map(
        (s) => s.code,
      ),
    ).not.toContain('dhl-gm-packet-international');
  });
});

const SERVICES: readonly ShippingService[] = SHIPPING_SERVICES;

describe("serviceShipsTo (the quote engine's destination check)", () => {
  it('#14.1 R-5-53 a service ships to a country iff its whitelist holds it and its blacklist does not', () => {
    for (const service of SERVICES)
      for (const country of ['US', 'CA', 'GB', 'DE', 'PR', 'AU', 'JP', 'MX', 'ZZ', 'us', ' ca ', '']) {
        const c = country.trim().toUpperCase() || 'US';
        const expected =
          !(service.whitelist && !service.whitelist.includes(c)) && !service.blacklist?.includes(c);
        expect(serviceShipsTo(service, { country }), `${service.code} -> ${country}`).toBe(expected);
      }
  });

  it('#14.1 R-5-53 no address is the US; an unrestricted service ships anywhere', () => {
    const usOnly = SERVICES.find((s) => s.whitelist?.length === 1 && s.whitelist[0] === 'US');
    if (usOnly) {
      expect(serviceShipsTo(usOnly, null)).toBe(true);
      expect(serviceShipsTo(usOnly, { country: 'CA' })).toBe(false);
    }
    const open = SERVICES.find((s) => !s.whitelist && !s.blacklist);
    if (open) expect(serviceShipsTo(open, { country: 'ZZ' })).toBe(true);
  });
});
