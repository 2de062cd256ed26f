import { describe, expect, it } from 'vitest';
import { REQUEST_CREDENTIALS, readCookie, xsrfHeaders, xsrfToken } from './xsrf-header.ts';

describe('request credentials and XSRF header', () => {
  it('O-6-04 / R-1-08 requests use same-origin credentials', () => {
    expect(REQUEST_CREDENTIALS).toBe('same-origin');
  });
  it('O-6-05 / R-1-09 copies the XSRF-TOKEN cookie into an X-XSRF-TOKEN header', () => {
    expect(xsrfHeaders('a=1; XSRF-TOKEN=tok%3D1; b=2')).toEqual({ 'X-XSRF-TOKEN': 'tok=1' });
  });
  it('O-6-06 no X-XSRF-TOKEN header when the cookie is absent', () => {
    expect(xsrfHeaders('a=1; MY-XSRF-TOKEN=x')).toEqual({});
    expect(xsrfHeaders('')).toEqual({});
    expect(xsrfHeaders(undefined)).toEqual({});
  });
  it('#13.4 over https the token is the __Host-XSRF-TOKEN cookie, which wins over a plain XSRF-TOKEN one', () => {
    expect(xsrfToken('__Host-XSRF-TOKEN=tok%2B1')).toBe('tok+1');
    expect(xsrfHeaders('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=real')).toEqual({ 'X-XSRF-TOKEN': 'real' });
    expect(xsrfToken('XSRF-TOKEN=plain')).toBe('plain');
    expect(xsrfToken('a=1')).toBeNull();
  });
  it('reads cookies by exact name', () => {
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBe('');
  });
});
