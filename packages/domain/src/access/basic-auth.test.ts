import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeyFromBasicAuth, basicAuthHeader, parseBasicAuth } from './basic-auth.ts';

describe('basic auth with the apiKey', () => {
  it('O-6-03 / R-7-08 empty user name, the apiKey as password', () => {
    expect(basicAuthHeader('abc123')).toBe('Basic OmFiYzEyMw==');
    expect(parseBasicAuth('Basic OmFiYzEyMw==')).toEqual({ user: '', password: 'abc123' });
    expect(apiKeyFromBasicAuth(basicAuthHeader('abc123'))).toBe('abc123');
  });
  it('O-6-03 round-trips any key, including colons and non-Latin-1 text', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(parseBasicAuth(basicAuthHeader(key))).toEqual({ user: '', password: key });
      }),
    );
    expect(parseBasicAuth(basicAuthHeader('a:b€'))?.password).toBe('a:b€');
  });
  it('O-6-03 rejects malformed headers and named users', () => {
    expect(parseBasicAuth('Bearer abc')).toBeNull();
    expect(parseBasicAuth('Basic !!!')).toBeNull();
    expect(parseBasicAuth(`Basic ${btoa('nocolon')}`)).toBeNull();
    expect(parseBasicAuth(undefined)).toBeNull();
    expect(apiKeyFromBasicAuth(`Basic ${btoa('bob:secret')}`)).toBeNull();
    expect(apiKeyFromBasicAuth(basicAuthHeader(''))).toBeNull();
  });
  it('O-6-03 refuses bytes that are not UTF-8', () => {
    expect(parseBasicAuth(`Basic ${btoa(':key\xff')}`)).toBeNull();
    expect(parseBasicAuth(`Basic ${btoa(':caf\xc3\xa9')}`)).toEqual({ user: '', password: 'café' });
  });
});
