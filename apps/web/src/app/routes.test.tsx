import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ORDER_BASE, routes } from './routes.tsx';

/** The route names the URL resolves to (the `handle.route` of the deepest match), and the matched leaf. */
function resolve(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1]?.route as RouteObject | undefined;
  const params = matches[matches.length - 1]?.params ?? {};
  return { leaf, name: (leaf?.handle as { route?: string } | undefined)?.route, params };
}

/** The screen component a URL's route loads (its lazy chunk's default export). */
async function screenOf(url: string): Promise<unknown> {
  const { leaf } = resolve(url);
  const lazy = leaf?.lazy as (() => Promise<{ Component?: unknown }>) | undefined;
  if (!lazy) throw new Error(`${url}: no lazy route`);
  return (await lazy()).Component;
}

/** Expects the URL to load the default export of the module (imported here, apart from the route table). */
async function expectScreen(url: string, module: Promise<{ default: unknown }>) {
  const expected = (await module).default;
  expect(typeof expected, url).toBe('function');
  expect(await screenOf(url), url).toBe(expected);
}

function leaves(rs: RouteObject[]): RouteObject[] {
  return rs.flatMap((r) => (r.children ? leaves(r.children) : [r]));
}

describe('the ordering route table', () => {
  it('O-2-01 every screen is loaded on demand (a lazy route, no component in the table)', () => {
    const all = leaves(routes);
    expect(all.length).toBeGreaterThan(15);
    for (const r of all) {
      expect(typeof r.lazy, r.path ?? 'index').toBe('function');
      expect(r.Component ?? r.element).toBeUndefined();
    }
  });

  it('O-2-02 ordering routes sit under the order base path', () => {
    expect(ORDER_BASE).toBe('/order/v2');
    const c = 'c1';
    for (const path of ['', '/printable/p1', '/checkout', '/checkout/review', '/confirmation']) {
      expect(resolve(`${ORDER_BASE}/cart/${c}${path}`).name).toBeDefined();
      expect(resolve(`/order/cart/${c}${path}`).leaf?.path).toBe('*');
    }
  });

  it('O-2-03 the integration route (marketplace configurator) is outside the order base', async () => {
    await expectScreen('/integrations/configurator', import('@/features/catalog/ConfiguratorPage.tsx'));
    const r = resolve('/integrations/configurator');
    expect(r.leaf?.path).toBe('/integrations/configurator');
    expect(r.leaf?.path?.startsWith(ORDER_BASE)).toBe(false);
  });

  it('O-2-04 the main page is the order base and the cart base', async () => {
    for (const url of ['/order/v2', '/order/v2/cart'])
      await expectScreen(url, import('@/features/order-start/OrderStartPage.tsx'));
    expect(resolve('/order/v2').leaf?.path).toBe('/order/v2');
    expect(resolve('/order/v2/cart').name).toBe('cartBase');
  });

  it('O-2-05 / O-2-18 the printable page is the printable base under the cart, with cartId and printableId', async () => {
    await expectScreen('/order/v2/cart/c1/printable/p1', import('@/features/catalog/CataloguePage.tsx'));
    const r = resolve('/order/v2/cart/c1/printable/p1');
    expect(r.name).toBe('printableBase');
    expect(r.params).toMatchObject({ cartId: 'c1', printableId: 'p1' });
    expect(resolve('/order/v2/cart/c1/printable').name).toBe('printableBase');
  });

  it('O-2-06 cart detail is the cart with its printables', async () => {
    await expectScreen('/order/v2/cart/c1', import('@/features/cart-detail/CartDetailPage.tsx'));
    const r = resolve('/order/v2/cart/c1');
    expect(r.name).toBe('cartDetail');
    expect(r.params.cartId).toBe('c1');
  });

  it('O-2-07 / O-2-08 / O-2-09 catalogue: printable detail (optional search), family and category', async () => {
    for (const tail of ['detail', 'family/tees', 'category/hoodies'])
      await expectScreen(
        `/order/v2/cart/c1/printable/p1/${tail}`,
        import('@/features/catalog/CataloguePage.tsx'),
      );
    const detail = resolve('/order/v2/cart/c1/printable/p1/detail?search=gildan');
    expect(detail.name).toBe('printableDetail');
    expect(detail.params).toMatchObject({ cartId: 'c1', printableId: 'p1' });
    expect(resolve('/order/v2/cart/c1/printable/p1/family/tees').params.family).toBe('tees');
    expect(resolve('/order/v2/cart/c1/printable/p1/family/tees').name).toBe('printableFamily');
    expect(resolve('/order/v2/cart/c1/printable/p1/category/hoodies').name).toBe('printableCategory');
    expect(resolve('/order/v2/cart/c1/printable/p1/category/hoodies').params.category).toBe('hoodies');
  });

  it('O-2-10 / O-2-11 the design page and the mockup page', async () => {
    await expectScreen(
      '/order/v2/cart/c1/printable/p1/design',
      import('@/features/design-editor/DesignEditorPage.tsx'),
    );
    await expectScreen('/order/v2/cart/c1/printable/p1/mockup', import('@/features/mockup/MockupPage.tsx'));
    expect(resolve('/order/v2/cart/c1/printable/p1/design').name).toBe('printableDesign');
    expect(resolve('/order/v2/cart/c1/printable/p1/mockup').name).toBe('printableMockup');
  });

  it('O-2-12 / O-2-13 / O-2-14 / O-2-15 checkout: base (shipping address), quantity, shipping method, review', async () => {
    await expectScreen(
      '/order/v2/cart/c1/checkout',
      import('@/features/checkout-address/CheckoutAddressPage.tsx'),
    );
    await expectScreen(
      '/order/v2/cart/c1/checkout/quantity',
      import('@/features/checkout-quantity/CheckoutQuantityPage.tsx'),
    );
    await expectScreen(
      '/order/v2/cart/c1/checkout/shippingMethod',
      import('@/features/checkout-shipping/CheckoutShippingPage.tsx'),
    );
    await expectScreen(
      '/order/v2/cart/c1/checkout/review',
      import('@/features/checkout-review/ReviewPage.tsx'),
    );
    expect(resolve('/order/v2/cart/c1/checkout').name).toBe('checkoutBase');
    expect(resolve('/order/v2/cart/c1/checkout/quantity').name).toBe('checkoutQuantity');
    expect(resolve('/order/v2/cart/c1/checkout/shippingMethod').name).toBe('checkoutShippingMethod');
    expect(resolve('/order/v2/cart/c1/checkout/review').name).toBe('checkoutReview');
  });

  it('O-2-16 order confirmation is the confirmation base', async () => {
    await expectScreen(
      '/order/v2/cart/c1/confirmation',
      import('@/features/confirmation/ConfirmationPage.tsx'),
    );
    expect(resolve('/order/v2/cart/c1/confirmation').name).toBe('confirmation');
  });

  it('O-2-17 the order history screen is rendered by no ordering route (only by the manager pages)', () => {
    const sources = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const users = Object.entries(sources)
      .filter(
        ([file, text]) => !file.includes('/order-history/') && text.includes('order-history/OrderHistory'),
      )
      .map(([file]) => file);
    expect(users.length).toBeGreaterThan(0);
    for (const file of users) expect(file).toMatch(/features\/manager\/Manager\w+Page\.tsx$/);
    expect(resolve('/manager/v2').leaf?.path).toBe('/manager/v2');
    expect(resolve('/manager/v2').name).toBeUndefined();
  });

  it('R-2-01 auth and manager screens shipped now are lazy routes; other listed paths show not-found', async () => {
    const pages: [string, Promise<{ default: unknown }>][] = [
      ['/auth/login', import('@/features/auth/LoginPage.tsx')],
      ['/auth/register', import('@/features/auth/RegisterPage.tsx')],
      ['/manager/v2', import('@/features/manager/ManagerHomePage.tsx')],
      ['/manager/v2/orders/drafts', import('@/features/manager/ManagerDraftsPage.tsx')],
      ['/manager/v2/printables', import('@/features/manager/ManagerPrintablesPage.tsx')],
      ['/auth/forgot', import('@/features/account-security/ForgotPasswordPage.tsx')],
      ['/auth/reset', import('@/features/account-security/ResetPasswordPage.tsx')],
      ['/manager/v2/orders', import('@/features/order-tracking/OrdersPage.tsx')],
      ['/manager/v2/orders/o1', import('@/features/order-tracking/OrderDetailPage.tsx')],
      ['/internal/dashboard/approvals', import('@/app/screens/StaffArea.tsx')],
      ['/pricing', import('@/features/not-found/NotFoundPage.tsx')],
    ];
    for (const [url, module] of pages) await expectScreen(url, module);
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/manager/v2',
      '/manager/v2/orders/drafts',
      '/manager/v2/printables',
      '/auth/forgot',
      '/auth/reset',
      '/manager/v2/billing/invoices',
    ]) {
      const r = resolve(path);
      expect(r.leaf?.path).toBe(path);
      expect(typeof r.leaf?.lazy).toBe('function');
    }
    for (const path of ['/pricing', '/manager/v2/nowhere', '/auth/nowhere']) {
      expect(resolve(path).leaf?.path).toBe('*');
    }
  });

  it('unknown URLs resolve to the not-found screen', async () => {
    await expectScreen('/what', import('@/features/not-found/NotFoundPage.tsx'));
    expect(resolve('/order/v2/cart/c1/nowhere').leaf?.path).toBe('*');
    expect(resolve('/what').leaf?.path).toBe('*');
  });
});
