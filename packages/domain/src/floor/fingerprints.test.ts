import { describe, expect, it } from 'vitest';
import { enrolRefusal, fingerprintLabel, MAX_FINGERPRINTS, relyingParty } from './fingerprints.ts';

describe('fingerprint clock-in rules', () => {
  it('R-9-09 an employee enrols up to the fingerprint sample number (4); the 5th is refused with a sentence', () => {
    expect(MAX_FINGERPRINTS).toBe(4);
    expect(enrolRefusal(0)).toBeNull();
    expect(enrolRefusal(3)).toBeNull();
    expect(enrolRefusal(4)).toMatch(/already have 4 fingerprints/);
  });

  it('names a fingerprint by what was typed, else by its number', () => {
    expect(fingerprintLabel('  Left thumb ', 1)).toBe('Left thumb');
    expect(fingerprintLabel('', 2)).toBe('Fingerprint 2');
  });

  it('takes the relying party from PUBLIC_URL, else localhost at the listening port', () => {
    expect(relyingParty('https://shop.example.com/', 80)).toEqual({
      rpId: 'shop.example.com',
      origin: 'https://shop.example.com',
      rpName: 'Platen',
    });
    expect(relyingParty(undefined, 4321)).toMatchObject({
      rpId: 'localhost',
      origin: 'http://localhost:4321',
    });
  });
});
