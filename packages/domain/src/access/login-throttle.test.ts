import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginBuckets, sourceOf } from './login-throttle.ts';

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

  it('#13.2 an IPv6 source counts as its /64 network, so rotating addresses inside it does not help', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(loginBuckets('2001:db8:1:2::a', 'x@y.z').source).toBe(
      loginBuckets('2001:db8:1:2::b', 'q@y.z').source,
    );
  });

  it('#13.2 an IPv4 source counts as itself, also when IPv4-mapped', () => {
    expect(sourceOf('10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('10.0.0.1')).not.toBe(sourceOf('10.0.0.2'));
  });
});
