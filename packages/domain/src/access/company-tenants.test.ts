import { describe, expect, it } from 'vitest';
import { COMPANY_TENANTS, companyTenants, isCompanyTenant } from './company-tenants.ts';

describe('company tenants', () => {
  it('R-6-23 Company tenants: fuel-pod, inkpop, {product}, teechip, plutocase, sl-wholesale, sl-retail, fanmall, photos', () => {
    expect(COMPANY_TENANTS).toEqual([
      'fuel-pod',
      'inkpop',
      '{product}',
      'teechip',
      'plutocase',
      'sl-wholesale',
      'sl-retail',
      'fanmall',
      'photos',
    ]);
  });
  it('R-6-23 the {product} tenant is the product itself', () => {
    expect(companyTenants('Platen')[2]).toBe('platen');
    expect(isCompanyTenant('platen', 'platen')).toBe(true);
    expect(isCompanyTenant('teechip', 'platen')).toBe(true);
    expect(isCompanyTenant('{product}', 'platen')).toBe(false);
    expect(isCompanyTenant('acme', 'platen')).toBe(false);
  });
});
