import { describe, expect, it } from 'vitest';
import { isUsZip } from './us-zip.ts';

describe('US zip', () => {
  it('O-5-49 US zip: 5 digits optionally followed by 4 digits', () => {
    for (const z of ['94538', '94538-1234', '945381234', ' 00601 ']) expect(isUsZip(z)).toBe(true);
    for (const z of ['9453', '945381', '94538-123', '94538-12345', 'ABCDE', '', null, 'K1A 0B6']) {
      expect(isUsZip(z)).toBe(false);
    }
  });
});
