import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isSpaScreen,
  type Manifest,
  matchesPattern,
  SCREEN_MODULES,
  screenModuleFor,
  screenPreloads,
} from './spa-manifest.ts';

const routesSource = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');

describe('first-screen preloads', () => {
  it('O-2-01 the server knows every lazily loaded screen of the web route table, and only those', () => {
    // The web router is built from the same table (no screen of its own) ...
    expect(routesSource).toContain('SPA_SCREENS');
    expect([...routesSource.matchAll(/import\('@\/([^']+)'\)/g)]).toEqual([]);
    // ... and every screen the table names is a module of the web app.
    const known = new Set([...SCREEN_MODULES.map(([, m]) => m), screenModuleFor('/no/such/page')]);
    for (const m of known) expect(existsSync(new URL(`../../web/${m}`, import.meta.url)), m).toBe(true);
  });

  it('O-1-10 a URL path maps to the screen the route table shows for it', () => {
    expect(screenModuleFor('/order/v2')).toBe('src/features/order-start/OrderStartPage.tsx');
    expect(screenModuleFor('/order/v2/cart/c1')).toBe('src/features/cart-detail/CartDetailPage.tsx');
    expect(screenModuleFor('/order/v2/cart/c1/')).toBe('src/features/cart-detail/CartDetailPage.tsx');
    expect(screenModuleFor('/order/v2/cart/c1/printable')).toBe('src/features/catalog/CataloguePage.tsx');
    expect(screenModuleFor('/order/v2/cart/c1/printable/new/detail')).toBe(
      'src/features/catalog/CataloguePage.tsx',
    );
    expect(screenModuleFor('/order/v2/cart/c1/checkout')).toBe(
      'src/features/checkout-address/CheckoutAddressPage.tsx',
    );
    expect(screenModuleFor('/order/v2/cart/c1/checkout/review')).toBe(
      'src/features/checkout-review/ReviewPage.tsx',
    );
    expect(screenModuleFor('/order/v2/cart/c1/printable/p1/design/extra')).toBe(
      'src/features/not-found/NotFoundPage.tsx',
    );
    expect(matchesPattern('/a/:b?', '/a')).toBe(true);
    expect(matchesPattern('/a/:b?', '/a/x')).toBe(true);
    expect(matchesPattern('/a/:b?', '/a/x/y')).toBe(false);
    expect(matchesPattern('/a/:b', '/a')).toBe(false);
  });

  it("preloads the screen's chunk and its imports, not what the entry already loads", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_http.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_http.js': { file: 'assets/http-1.js' },
      '_guards.js': { file: 'assets/guards-1.js', imports: ['_react.js', '_params.js'] },
      '_params.js': { file: 'assets/params-1.js', imports: ['_guards.js'] },
      'src/features/cart-detail/CartDetailPage.tsx': {
        file: 'assets/CartDetailPage-1.js',
        imports: ['_react.js', '_http.js', '_guards.js'],
      },
    };
    expect(screenPreloads(manifest, '/order/v2/cart/c1')).toEqual([
      'assets/CartDetailPage-1.js',
      'assets/guards-1.js',
      'assets/params-1.js',
    ]);
    // A screen the build does not name (or no build at all) gets no preload.
    expect(screenPreloads(manifest, '/order/v2/cart/c1/checkout')).toEqual([]);
  });

  it('#22.1 only the SPA screens count as SPA paths (anything else is a 404 not-found screen)', () => {
    expect(isSpaScreen('/order/v2')).toBe(true);
    expect(isSpaScreen('/order/v2/cart/c1/printable')).toBe(true);
    expect(isSpaScreen('/auth/login')).toBe(true);
    expect(isSpaScreen('/no-such-page')).toBe(false);
    expect(isSpaScreen('/order/v2/nowhere/at/all')).toBe(false);
  });
});
