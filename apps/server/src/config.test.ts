import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('#13.4 off by default: unset, empty, off, false and 0 trust no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const v of ['', ' ', 'off', 'OFF', 'false', '0']) expect(parseTrustProxy(v)).toBe(false);
  });
  it('#13.4 a hop count, or proxy addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
  it('#13.4 anything else stops the start rather than trusting by mistake (true, *, typos, bad prefixes)', () => {
    for (const v of [
      'true',
      '*',
      'all',
      '10.0.0.300',
      '10.0.0.0/33',
      '::1/129',
      'loopbak',
      '10.0.0.0/8/1',
      '11',
    ])
      expect(() => parseTrustProxy(v), v).toThrow(/TRUST_PROXY/);
  });
});
