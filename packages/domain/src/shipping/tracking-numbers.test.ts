import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fedexCheckDigit,
  isValidTrackingNumber,
  makeTrackingNumber,
  mod10CheckDigit,
  upsCheckDigit,
} from './tracking-numbers.ts';

describe('#18 tracking numbers in the carriers’ formats', () => {
  it('UPS: the published example 1Z999AA10123456784 checks, and a changed digit does not', () => {
    expect(upsCheckDigit('999AA1012345678')).toBe(4);
    expect(isValidTrackingNumber('UPS', '1Z999AA10123456784')).toBe(true);
    expect(isValidTrackingNumber('UPS', '1Z999AA10123456785')).toBe(false);
  });
  it('USPS IMpb: 22 digits whose last is the GS1 mod-10 check digit', () => {
    // GS1 example: 629104150021 -> check digit 3 (the EAN-13 6291041500213).
    expect(mod10CheckDigit('629104150021')).toBe(3);
    const n = makeTrackingNumber({ carrier: 'USPS', serviceCode: 'US-PM', serial: 42 });
    expect(n).toMatch(/^9\d{21}$/);
    expect(isValidTrackingNumber('USPS', n)).toBe(true);
  });
  it('FedEx Express: weights 1, 3, 7 from the right, mod 11 then mod 10', () => {
    // 7 9 7 8 0 6 6 7 7 1 4 -> check digit 6 (797806677146, a FedEx documentation number).
    expect(fedexCheckDigit('79780667714')).toBe(6);
    expect(isValidTrackingNumber('FEDEX', '797806677146')).toBe(true);
  });
  it('every generated number of every carrier passes its own check, and numbers differ by serial', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UPS', 'USPS', 'FEDEX', 'DHL' as const),
        fc.integer({ min: 0, max: 999_999 }),
        (carrier, serial) => {
          const a = makeTrackingNumber({ carrier, serial });
          const b = makeTrackingNumber({ carrier, serial: serial + 1 });
          expect(isValidTrackingNumber(carrier, a)).toBe(true);
          expect(a).not.toBe(b);
        },
      ),
    );
  });
  it('any single changed digit of a generated number fails its check', () => {
    const n = makeTrackingNumber({ carrier: 'USPS', serial: 123456 });
    for (let i = 1; i < n.length; i++) {
      const d = (Number(n[i]) + 1) % 10;
      expect(isValidTrackingNumber('USPS', `${n.slice(0, i)}${d}${n.slice(i + 1)}`)).toBe(false);
    }
  });
});
