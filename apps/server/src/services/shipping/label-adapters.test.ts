import { labelServiceFor } from '@platen/domain/shipping/label-service';
import { isValidTrackingNumber } from '@platen/domain/shipping/tracking-numbers';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { labelAdapterFor } from './label-adapters.ts';

const request = (method: string) => ({
  service: labelServiceFor(method)!,
  serial: 42,
  from: {
    name: 'Platen',
    lines: ['1 Dock Rd', 'Indianapolis IN 46201'],
    city: 'Indianapolis',
    state: 'IN',
    zip: '46201',
  },
  to: {
    name: 'Ann',
    lines: ['1 Main St', 'Oakland CA 94607'],
    address: { address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' },
  },
  reference: 'order-1',
  parcel: '1 of 1',
  box: { identifier: 'Box 1', length: 12, width: 9, height: 3 },
  ounces: 20,
});

describe('label adapters and the shipper account', () => {
  it('O-9-69 the UPS account number is configuration: UPS tracking numbers carry it (and pass the check digit)', async () => {
    const config = loadConfig({ UPS_ACCOUNT_NUMBER: ' a1b2c3 ' });
    expect(config.upsAccountNumber).toBe('A1B2C3');
    const label = await labelAdapterFor(config).buyLabel(request('ups-ground') as never);
    expect(label.tracking.slice(0, 8)).toBe('1ZA1B2C3');
    expect(isValidTrackingNumber('UPS', label.tracking)).toBe(true);
    // Without it the number still has the UPS format, with no account of ours in it.
    const plain = await labelAdapterFor(loadConfig({})).buyLabel(request('ups-ground') as never);
    expect(plain.tracking.slice(2, 8)).not.toBe('A1B2C3');
    expect(isValidTrackingNumber('UPS', plain.tracking)).toBe(true);
  });

  it('O-9-69 a malformed UPS account number stops the start with the key that is wrong', () => {
    expect(() => loadConfig({ UPS_ACCOUNT_NUMBER: 'ABC' })).toThrow(
      'UPS_ACCOUNT_NUMBER must be 6 letters or digits.',
    );
  });
});
