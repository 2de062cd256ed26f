import { describe, expect, it } from 'vitest';
import { isSupportedWooCommerceVersion, SUPPORTED_WOOCOMMERCE_VERSIONS } from './woocommerce-versions.ts';

describe('WooCommerce versions', () => {
  it('R-5-27 Supported WooCommerce versions 2.2.x to 2.5.x', () => {
    expect(SUPPORTED_WOOCOMMERCE_VERSIONS).toEqual(['2.2.x', '2.3.x', '2.4.x', '2.5.x']);
    for (const v of ['2.2.0', '2.3.5', '2.4.13', '2.5', 'v2.5.99'])
      expect(isSupportedWooCommerceVersion(v)).toBe(true);
    for (const v of ['2.1.12', '2.6.0', '3.2.0', '12.2.0', '', 'abc', null])
      expect(isSupportedWooCommerceVersion(v)).toBe(false);
  });
});
