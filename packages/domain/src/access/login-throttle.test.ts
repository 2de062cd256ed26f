import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginBuckets } from './login-throttle.ts';

describe('sign-in throttling (#13.2, ASVS 2.2.1)', () => {
  it('#13.2 one bucket per account whatever the source, one per source whatever the account', () => {
    const a = loginBuckets('10.0.0.1', ' Ada@Example.com ');
    const b = loginBuckets('10.0.0.2', 'ada@example.com');
    const c = loginBuckets('10.0.0.1', 'bob@example.com');
    expect(a.account).toBe(b.account);
    expect(a.source).not.toBe(b.source);
    expect(a.source).toBe(c.source);
    expect(a.account).not.toBe(c.account);
  });

  it('#13.2 limits: 10 attempts per account and 30 per source address in 10 minutes', () => {
    expect(LOGIN_LIMITS).toEqual({
      account: { max: 10, windowSeconds: 600 },
      source: { max: 30, windowSeconds: 600 },
    });
  });
});
