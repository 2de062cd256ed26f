import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../address/countries.ts';
import { normaliseAddress } from '../address/normalise-address.ts';
import type { Address } from '../entities/entities.ts';
import {
  DEFAULT_DHL_CONFIG,
  DHL_BANNED,
  DHL_PO_BOX_REQUIRED_DEFAULT,
  DHL_STATE_REQUIRED,
  DHL_TEMPORARILY_BANNED_KNOWN,
  DHL_ZIP_NOT_REQUIRED,
  dhlCountryRules,
} from './dhl-country-rules.ts';
import { failedRestrictions } from './restriction.ts';

const failures = (a: Address, config = DEFAULT_DHL_CONFIG) =>
  failedRestrictions(dhlCountryRules(config), { address: normaliseAddress(a) }).map((r) => r.code);
const address = (country: string, extra: Partial<Address> = {}): Address => ({
  address1: '1 Main Rd',
  city: 'City',
  state: 'ST',
  zip: '1000',
  country,
  ...extra,
});

describe('DHL country rules', () => {
  it('O-5-91 zip is not required for countries without postal codes', () => {
    expect(DHL_ZIP_NOT_REQUIRED).toEqual(expect.arrayContaining(['AE', 'HK', 'QA', 'JM', 'PA']));
    for (const c of DHL_ZIP_NOT_REQUIRED) expect(COUNTRY_CODES).toContain(c);
    expect(failures(address('HK', { zip: '' }))).toEqual([]);
    expect(failures(address('DE', { zip: '' }))).toEqual(['dhl_zip_required']);
  });

  it('O-5-92 state is required for AU, BR, CA, IT, MT, MX', () => {
    expect([...DHL_STATE_REQUIRED]).toEqual(['AU', 'BR', 'CA', 'IT', 'MT', 'MX']);
    for (const c of DHL_STATE_REQUIRED) {
      expect(failures(address(c, { state: '' })), c).toEqual(['dhl_state_required']);
      expect(failures(address(c)), c).toEqual([]);
    }
    expect(failures(address('FR', { state: '' }))).toEqual([]);
  });

  it('O-5-93 PO box required for the configured countries (UAE by default)', () => {
    expect([...DHL_PO_BOX_REQUIRED_DEFAULT]).toEqual(['AE']);
    expect(failures(address('AE', { address1: 'Villa 12, Jumeirah', zip: '' }))).toEqual([
      'dhl_po_box_required',
    ]);
    expect(failures(address('AE', { address1: 'P.O. Box 1234', zip: '' }))).toEqual([]);
    expect(failures(address('QA', { zip: '' }), { ...DEFAULT_DHL_CONFIG, poBoxRequired: ['QA'] })).toEqual([
      'dhl_po_box_required',
    ]);
  });

  it('O-5-94 banned destinations: CU, IR, KP, LY, SL, SO, SD, SY, YE', () => {
    expect([...DHL_BANNED]).toEqual(['CU', 'IR', 'KP', 'LY', 'SL', 'SO', 'SD', 'SY', 'YE']);
    for (const c of DHL_BANNED) expect(failures(address(c)), c).toContain('dhl_banned');
  });

  it('O-5-95 temporarily banned: only the known examples AZ, BM, IQ, IR, VE, YE by default', () => {
    expect([...DHL_TEMPORARILY_BANNED_KNOWN]).toEqual(['AZ', 'BM', 'IQ', 'IR', 'VE', 'YE']);
    expect(failures(address('AZ'))).toEqual(['dhl_temporarily_banned']);
    expect(failures(address('VE'))).toEqual(['dhl_temporarily_banned']);
    expect(failures(address('AZ'), { ...DEFAULT_DHL_CONFIG, temporarilyBanned: [] })).toEqual([]);
  });
});
