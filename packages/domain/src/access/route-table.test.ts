import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import {
  AUTH_PATHS,
  buildPath,
  INTERNAL_AREA_ROOTS,
  matchRoute,
  PUBLIC_PATHS,
  ROUTE_PARAMS,
  ROUTES,
  SOCIAL_AUTH_PATHS,
  STAFF_STATIONS,
} from './route-table.ts';

const paths = ROUTES.map((r) => r.path);

describe('route table', () => {
  it('R-2-03 public site routes', () => {
    expect(PUBLIC_PATHS).toEqual([
      '/',
      '/pricing',
      '/screenprint',
      '/dtg',
      '/sublimation',
      '/posters',
      '/shopify',
      '/woocommerce',
      '/api',
      '/catalog',
      '/jobs',
      '/careers',
      '/contact',
      '/company/about',
      '/company/terms',
      '/company/privacy',
      '/docs/',
      '/services',
      '/press',
      '/status',
    ]);
    expect(matchRoute('/')?.route.area).toBe('public');
    expect(matchRoute('/docs/')?.route.path).toBe('/docs/');
    expect(matchRoute('/pricing?x=1')?.route.requires).toBeUndefined();
  });
  it('R-2-04 auth routes login, logout, register, registerSubUser, addSubUsers, forgot, reset, change', () => {
    for (const p of [
      'login',
      'logout',
      'register',
      'registerSubUser',
      'addSubUsers',
      'forgot',
      'reset',
      'change',
    ])
      expect(matchRoute(`/auth/${p}`)?.route.area).toBe('auth');
  });
  it('R-2-05 auth routes /auth/assume/{userId} and /auth/unassume', () => {
    expect(matchRoute('/auth/assume/u%2042')).toEqual({
      route: { path: '/auth/assume/{userId}', area: 'auth', requires: 'user.assume' },
      params: { userId: 'u 42' },
    });
    expect(matchRoute('/auth/unassume')?.route.requires).toBeUndefined();
  });
  it('R-2-06 auth routes /auth/success, /auth/totp/user, /auth/coupa', () => {
    for (const p of ['/auth/success', '/auth/totp/user', '/auth/coupa']) expect(AUTH_PATHS).toContain(p);
    expect(matchRoute('/auth/totp/user')?.route.path).toBe('/auth/totp/user');
  });
  it('R-2-07 social login and callback routes for two providers', () => {
    expect(SOCIAL_AUTH_PATHS).toEqual([
      '/auth/google',
      '/auth/google/callback',
      '/auth/facebook',
      '/auth/facebook/callback',
    ]);
    expect(matchRoute('/auth/facebook/callback?code=x')?.route.area).toBe('auth');
  });
  it('R-2-08 auth routes /auth/v2/register, /auth/v2/login', () => {
    expect(matchRoute('/auth/v2/register')?.route.area).toBe('auth');
    expect(matchRoute('/auth/v2/login')?.route.area).toBe('auth');
  });
  it('R-2-09 /manager/v2 orders: list, drafts, detail, approval, confirmed, bypassApproval, shipping-form, claim', () => {
    expect(matchRoute('/manager/v2/orders')?.route.requires).toBe('order.history');
    expect(matchRoute('/manager/v2/orders/drafts')?.route.path).toBe('/manager/v2/orders/drafts');
    expect(matchRoute('/manager/v2/orders/o1')?.params).toEqual({ orderId: 'o1' });
    for (const s of ['approval', 'confirmed', 'bypassApproval', 'claim'])
      expect(matchRoute(`/manager/v2/orders/o1/${s}`)?.route.path).toBe(`/manager/v2/orders/{orderId}/${s}`);
    expect(matchRoute('/manager/v2/orders/o1/shipping-form/f1')?.params).toEqual({
      orderId: 'o1',
      shippingFormId: 'f1',
    });
  });
  it('R-2-10 /manager/v2 claims', () => {
    expect(matchRoute('/manager/v2/claims')?.route.requires).toBe('claim.access');
  });
  it('R-2-11 /manager/v2 settings: account, api, general, teams', () => {
    for (const s of ['account', 'api', 'general', 'teams'])
      expect(matchRoute(`/manager/v2/settings/${s}`)?.route.requires).toBe('account.manage');
  });
  it('R-2-12 /manager/v2 designs: artworks, embroidery generator', () => {
    expect(matchRoute('/manager/v2/designs/artworks')?.route.path).toBe('/manager/v2/designs/artworks');
    expect(matchRoute('/manager/v2/designs/embroidery-generator')?.route.path).toBe(
      '/manager/v2/designs/embroidery-generator',
    );
  });
  it('R-2-13 /manager/v2 printables: mask', () => {
    expect(matchRoute('/manager/v2/printables/mask')?.route.area).toBe('manager');
  });
  it('R-2-14 /manager/v2 billing pages', () => {
    for (const s of [
      'balance',
      'invoices',
      'invoiceStatement',
      'transactions',
      'statement',
      'paymentMethods',
    ])
      expect(matchRoute(`/manager/v2/billing/${s}`)?.route.requires).toBe('billing.access');
    expect(matchRoute('/manager/v2/billing/invoice/i1')?.params).toEqual({ invoiceId: 'i1' });
  });
  it('R-2-15 /manager/v2 ecommerce and catalog', () => {
    expect(matchRoute('/manager/v2/ecommerce')?.route.area).toBe('manager');
    expect(matchRoute('/manager/v2/catalog')?.route.area).toBe('manager');
  });
  it('R-2-16 older /manager area: order, cart, reship, design, billing, settings (shipping, autoSwap), claim', () => {
    for (const s of [
      'order',
      'cart',
      'reship',
      'design',
      'billing',
      'settings/shipping',
      'settings/autoSwap',
      'claim',
    ])
      expect(matchRoute(`/manager/${s}`)?.route.area).toBe('manager-legacy');
  });
  it('R-2-17 ordering flow under /order/v2/cart/{cartId}', () => {
    for (const s of [
      'checkout/quantity',
      'checkout/shippingMethod',
      'checkout/review',
      'confirmation',
      'printable',
      'family',
      'category',
      'design',
    ]) {
      const m = matchRoute(`/order/v2/cart/c1/${s}`);
      expect(m?.route.area).toBe('order');
      expect(m?.params).toEqual({ cartId: 'c1' });
    }
  });
  it('O-1-08 / R-2-18 internal staff areas need internal access, down to any sub-page', () => {
    expect(INTERNAL_AREA_ROOTS).toEqual([
      '/internal/dashboard',
      '/internal/dashboard2/workstation',
      '/query',
      '/internal/employee',
      '/alpha',
      '/sanmar',
      '/ecommerce',
      '/ecommerce/v2',
    ]);
    for (const p of [
      '/query/orders/1',
      '/alpha/blanks',
      '/sanmar',
      '/ecommerce/v2/stores',
      '/internal/employee/logs',
    ])
      expect(matchRoute(p)?.route.requires).toBe('internal.access');
    // A screen below a root may ask for more than internal access: timesheets are for supervisors.
    expect(matchRoute('/internal/employee/shifts')?.route.requires).toBe('shifts.manage');
    expect(matchRoute('/query/reports')?.route.requires).toBe('reports.view');
    expect(matchRoute('/internal/dashboard/crm')?.route.requires).toBe('crm.read');
    expect(matchRoute('/ecommerce/v2/x')?.route.path).toBe('/ecommerce/v2');
  });
  it('R-2-19 staff stations', () => {
    expect(STAFF_STATIONS).toEqual([
      'pick',
      'pull',
      'store',
      'rack',
      'shipping',
      'qc',
      'dtg',
      'embroidery',
      'screenprint',
      'autoprint',
      'assembly',
      'preprint',
    ]);
    expect(matchRoute('/internal/dashboard2/workstation/qc')?.route.requires).toBe('station.use');
  });
  it('R-2-20 / R-6-25 approval queues, feature flags and role manager, by role', () => {
    const at = (p: string) => matchRoute(p)!.route.requires!;
    expect(can({ role: 'EMPLOYEE', group: 'cs' }, at('/internal/dashboard/approvals'))).toBe(true);
    expect(can({ role: 'EMPLOYEE', group: 'production' }, at('/internal/dashboard/approvals'))).toBe(false);
    expect(can({ role: 'MANAGE' }, at('/internal/dashboard/feature-flags'))).toBe(true);
    expect(can({ role: 'EMPLOYEE', group: 'sales' }, at('/internal/dashboard/feature-flags'))).toBe(false);
    expect(can({ role: 'MANAGE' }, at('/internal/dashboard/roles'))).toBe(false);
    expect(can({ role: 'ADMIN' }, at('/internal/dashboard/roles'))).toBe(true);
    expect(can({ role: 'USER' }, at('/internal/dashboard'))).toBe(false);
  });
  it('R-2-21 route parameters', () => {
    expect(ROUTE_PARAMS).toEqual([
      'orderId',
      'cartId',
      'billingId',
      'invoiceId',
      'designId',
      'claimId',
      'reshipId',
      'shippingFormId',
      'rackId',
      'bin',
      'barcode',
      'facility',
      'printId',
      'ripId',
      'embrId',
      'userId',
    ]);
    const used = new Set(paths.flatMap((p) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual([...ROUTE_PARAMS].sort());
  });
  it('matches nothing outside the table and builds paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/manager/v2/orders/o1/extra/deep')).toBeNull();
    expect(buildPath('/order/v2/cart/{cartId}/design', { cartId: 'a/b' })).toBe(
      '/order/v2/cart/a%2Fb/design',
    );
    expect(() => buildPath('/auth/assume/{userId}', {})).toThrow('Missing route parameter userId');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
