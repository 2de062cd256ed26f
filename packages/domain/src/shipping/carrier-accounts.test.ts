import { describe, expect, it } from 'vitest';
import { CARRIER_ACCOUNT_CONFIG_KEYS, carrierAccountNumber } from './carrier-accounts.ts';

describe('carrier accounts', () => {
  it('O-9-69 the UPS account number comes from configuration, not source', () => {
    expect(CARRIER_ACCOUNT_CONFIG_KEYS.UPS).toBe('UPS_ACCOUNT_NUMBER');
    expect(carrierAccountNumber({ UPS_ACCOUNT_NUMBER: ' a1b2c3 ' }, 'UPS')).toEqual({
      ok: true,
      value: 'A1B2C3',
    });
    expect(carrierAccountNumber({}, 'UPS')).toEqual({
      ok: false,
      issues: [
        {
          path: 'UPS_ACCOUNT_NUMBER',
          message: 'UPS_ACCOUNT_NUMBER is not configured.',
          code: 'carrier_account',
        },
      ],
    });
    expect(carrierAccountNumber({ UPS_ACCOUNT_NUMBER: '12-34' }, 'UPS').ok).toBe(false);
  });
});
