import { describe, expect, it } from 'vitest';
import { CART_BASE, matchesPattern, SPA_SCREENS, spaScreenFor } from './spa-screens.ts';

describe('SPA screen table', () => {
  it('O-1-10 a URL path maps to its screen; optional segments; unknown paths to none', () => {
    expect(spaScreenFor('/order/v2/cart/c1/printable')?.route).toBe('printableBase');
    expect(spaScreenFor('/order/v2/cart/c1/printable/p1/design')?.route).toBe('printableDesign');
    expect(spaScreenFor('/order/v2/cart/c1/printable/p1/design/extra')).toBeNull();
    expect(matchesPattern('/a/:b?', '/a')).toBe(true);
    expect(matchesPattern('/a/:b?', '/a/x/y')).toBe(false);
  });

  it('O-2-01 each pattern is listed once, and every cart screen has a route name', () => {
    const paths = SPA_SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of SPA_SCREENS.filter((x) => x.path.startsWith(CART_BASE))) expect(s.route).toBeTruthy();
  });
});
