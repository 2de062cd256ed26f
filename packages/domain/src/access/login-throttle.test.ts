import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginBuckets, sourceOf } from './login-throttle.ts';

describe('sign-in throttling (#13.2, ASVS 2.2.1)', () => {
  it('#13.2 one bucket per account whatever the source, one per source whatever the account', () => {
    const a = loginBuckets({ sourceIp: '10.0.0.1', email: ' Ada@Example.com ' });
    const b = loginBuckets({ sourceIp: '10.0.0.2', email: 'ada@example.com' });
    const c = loginBuckets({ sourceIp: '10.0.0.1', email: 'bob@example.com' });
    expect(a.account).toBe(b.account);
    expect(a.source).not.toBe(b.source);
    expect(a.source).toBe(c.source);
    expect(a.account).not.toBe(c.account);
    expect(a.pair).not.toBe(b.pair);
    expect(a.pair).not.toBe(c.pair);
  });

  it('#L1 a known device counts in its own bucket only: no account, pair or source lock applies to it', () => {
    expect(loginBuckets({ sourceIp: '10.0.0.1', email: 'ada@example.com', knownDevice: 'd1' })).toEqual({
      device: 'login-device:d1',
    });
  });

  it('#L1 limits: the pair locks before the account, so one attacker never locks the owner out elsewhere', () => {
    expect(LOGIN_LIMITS.pair.max).toBeLessThan(LOGIN_LIMITS.account.max);
    expect(LOGIN_LIMITS).toEqual({
      device: { max: 10, windowSeconds: 600 },
      pair: { max: 10, windowSeconds: 600 },
      account: { max: 20, windowSeconds: 600 },
      source: { max: 30, windowSeconds: 600 },
    });
  });

  it('#13.2 an IPv6 source counts as its /64 network, so rotating addresses inside it does not help', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(loginBuckets({ sourceIp: '2001:db8:1:2::a', email: 'x@y.z' }).source).toBe(
      loginBuckets({ sourceIp: '2001:db8:1:2::b', email: 'q@y.z' }).source,
    );
  });

  it('#13.2 an IPv4 source counts as itself, also when IPv4-mapped', () => {
    expect(sourceOf('10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(sourceOf('10.0.0.1')).not.toBe(sourceOf('10.0.0.2'));
  });
});
