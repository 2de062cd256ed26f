import { describe, expect, it } from 'vitest';
import { serviceUrl } from './service-url.ts';

describe('serviceUrl', () => {
  it('O-7-06 / O-7-07 / O-7-08 / R-7-01 named service plus :param pattern; optional params end in "?"; unused go to the query', () => {
    expect(serviceUrl('order2', '/cart/:cartId', { cartId: 'c1' })).toBe('/api/order2/cart/c1');
    expect(serviceUrl('order2', '/cart/:cartId/printable/:printableId?', { cartId: 'c1' })).toBe(
      '/api/order2/cart/c1/printable',
    );
    expect(
      serviceUrl('order2', '/cart/:cartId/printable/:printableId?', { cartId: 'c1', printableId: 'p 2' }),
    ).toBe('/api/order2/cart/c1/printable/p%202');
    expect(serviceUrl('print', '/v3/artwork', { limit: 50 })).toBe('/api/print/v3/artwork?limit=50');
    expect(serviceUrl('print', '/products/search', { query: 'gildan 5000', designable: true })).toBe(
      '/api/print/products/search?query=gildan+5000&designable=true',
    );
  });
  it('uses the service bases order2, print, manager2 and auth', () => {
    expect(serviceUrl('manager2', '/design/bulk')).toBe('/api/manager2/design/bulk');
    expect(serviceUrl('auth', '/me')).toBe('/auth/me');
  });
  it('refuses a missing required parameter', () => {
    expect(() => serviceUrl('order2', '/cart/:cartId')).toThrow('Missing route parameter "cartId"');
  });
});
