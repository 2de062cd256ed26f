import { describe, expect, it } from 'vitest';
import { isPredictablePassword } from './predictable-password.ts';

describe('predictable passwords', () => {
  it('#L6 one character repeated is refused', () => {
    expect(isPredictablePassword('aaaaaaaaaaaa')).toBe(true);
    expect(isPredictablePassword('111111111111')).toBe(true);
    expect(isPredictablePassword('abcabcabcabc')).toBe(true);
  });

  it('#L6 keyboard and alphabet runs are refused, forwards and backwards, with a few extra characters', () => {
    for (const p of [
      'qwertyuiop',
      '1234567890',
      'asdfghjkl',
      'qwertyuiop12',
      '1234567890ab',
      '0987654321qw',
      'zxcvbnm,./12',
      'abcdefghijkl',
      'qwertyasdfgh',
    ]) {
      expect(isPredictablePassword(p), p).toBe(true);
    }
  });

  it('#L6 passphrases and mixed passwords pass', () => {
    for (const p of [
      'correct horse battery',
      'a perfectly fine passphrase',
      'Summer2026 at the lake'.toLowerCase(),
      'my qwerty keyboard rocks',
      'tr0ub4dor&3x',
    ]) {
      expect(isPredictablePassword(p), p).toBe(false);
    }
  });
});
