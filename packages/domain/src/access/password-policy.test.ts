import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordIssue, passwordLength } from './password-policy.ts';

const common = new Set(['password', '12345678', 'qwerty123456', 'correcthorse']);
const check = (password: string, email = 'ada.lovelace@example.com') =>
  passwordIssue(password, { email, isCommon: (p) => common.has(p) })?.code ?? null;

describe('password policy (#13.8, ASVS 2.1)', () => {
  it('#13.8 refuses what the probe got accepted: 12345678, password, eight spaces, the own e-mail', () => {
    expect(check('12345678')).toBe('too_short');
    expect(check('password')).toBe('too_short');
    expect(check('        ')).toBe('blank');
    expect(check('ada.lovelace@example.com')).toBe('contains_email');
  });

  it('#13.8 at least 12 characters, a run of white space counting as one, code points not UTF-16 units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(check('a'.repeat(11))).toBe('too_short');
    expect(check('tulip garden')).toBeNull();
    expect(check('abcde      fghij')).toBe('too_short'); // 11 once the spaces count as one
    expect(passwordLength('😀😀😀')).toBe(3);
    expect(check('😀🐱🚀🌈🍕🎉'.repeat(2))).toBeNull();
  });

  it('#L6 one character repeated and keys in a row are refused as predictable', () => {
    expect(check('aaaaaaaaaaaa')).toBe('predictable');
    expect(check('qwertyuiop12')).toBe('predictable');
    expect(check('1234567890ab')).toBe('predictable');
    expect(check('😀'.repeat(12))).toBe('predictable');
  });

  it('#13.8 only white space is refused whatever its length', () => {
    expect(check(' '.repeat(40))).toBe('blank');
    expect(check('\t\n \u3000'.repeat(5))).toBe('blank');
  });

  it('#13.8 no e-mail address or its local part inside the password, in any case or spacing', () => {
    expect(check('my ADA.LOVELACE@example.com!')).toBe('contains_email');
    expect(check('ada.lovelace-2026!')).toBe('contains_email');
    expect(check('ada. love lace 2026')).toBe('contains_email');
    // A local part too short to be distinctive is not forbidden inside a longer password.
    expect(check('bobsleigh rides', 'bob@example.com')).toBeNull();
  });

  it('#13.8 common and breached passwords are refused, in any case and without their spaces', () => {
    expect(check('QWERTY123456')).toBe('common');
    expect(check('correct horse')).toBe('common');
    expect(check('quite uncommon phrase')).toBeNull();
  });

  it('#13.8 every refusal has a clear message for the password field', () => {
    const issue = passwordIssue('short', { email: 'a@b.co', isCommon: () => false });
    expect(issue).toEqual({ code: 'too_short', message: 'Password must be at least 12 characters.' });
  });
});
