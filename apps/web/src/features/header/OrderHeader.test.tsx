import { emptyCart, type Cart } from '@platen/domain/entities/entities';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { cartLoaded } from '@/stores/cart-slice.ts';
import { OrderHeader } from './OrderHeader.tsx';
import { itemCountLabel } from './header-rules.ts';

const initial = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

function cartWith(complete: number, po: string | null = null): Cart {
  const c = emptyCart('c1');
  c.po = po;
  c.printables = Array.from({ length: complete + 1 }, (_, i) => ({
    id: `p${i}`,
    designDraftId: null,
    productIdentifier: 'tee',
    color: 'Black',
    complete: i < complete,
  }));
  return c;
}

function renderAt(url: string, cart: Cart | null, api = { get: vi.fn(), patch: vi.fn() }) {
  const store = createStore(initial, api);
  if (cart) store.dispatch(cartLoaded({ cart, version: 1 }));
  const page = (route: string) => ({ handle: { route }, element: <OrderHeader /> });
  const router = createMemoryRouter(
    [
      { path: '/order/v2/cart/:cartId', ...page('cartDetail') },
      { path: '/order/v2/cart/:cartId/printable/:printableId?', ...page('printableBase') },
      { path: '/order/v2/cart/:cartId/printable/:printableId/design', ...page('printableDesign') },
      { path: '/order/v2/cart/:cartId/checkout', ...page('checkoutBase') },
      { path: '/order/v2/cart/:cartId/checkout/quantity', ...page('checkoutQuantity') },
      { path: '/order/v2/cart/:cartId/checkout/shippingMethod', ...page('checkoutShippingMethod') },
      { path: '/order/v2/cart/:cartId/checkout/review', ...page('checkoutReview') },
      { path: '/order/v2/cart/:cartId/printable/:printableId/mockup', element: <OrderHeader /> },
      { path: '/manager/v2', element: <p>Manager home</p> },
      { path: '/manager/v2/orders/drafts', element: <p>Drafts</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, api };
}

afterEach(cleanup);

describe('ordering header and progress', () => {
  it('O-2-37 / O-2-38 the progress bar reads the four labels verbatim on CART, SHIPPING_ADDRESS, SHIPPING_METHOD, REVIEW', () => {
    for (const [path, current] of [
      ['', '1. Shopping cart'],
      ['/checkout', '2. Shipping Address'],
      ['/checkout/quantity', '2. Shipping Address'],
      ['/checkout/shippingMethod', '3. Shipping Method'],
      ['/checkout/review', '4. Review Order'],
    ] as const) {
      renderAt(`/order/v2/cart/c1${path}`, cartWith(2));
      const items = screen.getAllByRole('listitem').map((li) => li.textContent);
      expect(items).toEqual([
        '1. Shopping cart',
        '2. Shipping Address',
        '3. Shipping Method',
        '4. Review Order',
      ]);
      expect(screen.getByText(current).getAttribute('aria-current')).toBe('step');
      cleanup();
    }
  });

  it('O-2-31 / O-2-32 / O-2-38 / O-2-39 PRODUCT and DESIGN show the "N items" link and no progress bar', () => {
    renderAt('/order/v2/cart/c1/printable', cartWith(3));
    expect(screen.queryByRole('navigation', { name: 'Checkout progress' })).toBeNull();
    expect(screen.getByRole('link', { name: '3 items' }).getAttribute('href')).toBe('/order/v2/cart/c1');
    cleanup();
    renderAt('/order/v2/cart/c1/printable/p0/design', cartWith(2));
    expect(screen.getByRole('link', { name: '2 items' })).toBeTruthy();
  });

  it('O-1-11 / O-4-03 the count is of complete printables only', () => {
    renderAt('/order/v2/cart/c1/printable', cartWith(0));
    expect(screen.getByRole('link', { name: '0 items' })).toBeTruthy();
  });

  it('O-2-40 one item reads "1 item"', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(12)).toBe('12 items');
  });

  it('O-2-41 the headerless flag hides the header', () => {
    renderAt('/order/v2/cart/c1?headerless', cartWith(2));
    expect(screen.queryByRole('link', { name: 'Platen home' })).toBeNull();
    expect(screen.queryByText('1. Shopping cart')).toBeNull();
  });

  it('O-2-43 logo with 0 items goes straight to manager home', async () => {
    const { router } = renderAt('/order/v2/cart/c1', cartWith(0));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    expect(router.state.location.pathname).toBe('/manager/v2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('O-2-44 logo on an unknown step goes straight to manager home', () => {
    const { router } = renderAt('/order/v2/cart/c1/printable/p0/mockup', cartWith(2));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    expect(router.state.location.pathname).toBe('/manager/v2');
  });

  it('O-2-42 / O-2-45 / O-2-46 / O-2-47 / O-2-48 logo with items opens the exit modal with its texts verbatim', () => {
    renderAt('/order/v2/cart/c1', cartWith(1));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to exit?' });
    expect(dialog.textContent).toContain('Name your cart to save it for later.');
    expect(screen.getByLabelText('Cart name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();
  });

  it('O-2-46 a named cart does not ask to be named', () => {
    renderAt('/order/v2/cart/c1', cartWith(1, 'Spring tees'));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    expect(screen.getByRole('dialog').textContent).not.toContain('Name your cart to save it for later.');
    expect((screen.getByLabelText('Cart name') as HTMLInputElement).value).toBe('Spring tees');
  });

  it('O-2-49 "Return to cart" closes the modal on cart detail; "Exit" goes to manager home', () => {
    const { router } = renderAt('/order/v2/cart/c1/checkout', cartWith(1));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Return to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/order/v2/cart/c1');
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(router.state.location.pathname).toBe('/manager/v2');
  });

  it('O-4-20 a blank name is refused with an error tied to the field', () => {
    renderAt('/order/v2/cart/c1', cartWith(1));
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    const input = screen.getByLabelText('Cart name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a name for your cart.',
    );
  });

  it('O-2-50 / O-2-51 after saving: "Your cart was saved as \'{name}\'." and a link to the drafts for that cart as a quote', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"_v":2,"po":"Spring tees"}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const named = { ...cartWith(1), po: 'Spring tees' };
    const api = { get: vi.fn(async () => ({ cart: named, version: 2 })), patch: vi.fn() };
    renderAt('/order/v2/cart/c1', cartWith(1), api);
    fireEvent.click(screen.getByRole('link', { name: 'Platen home' }));
    fireEvent.change(screen.getByLabelText('Cart name'), { target: { value: '  Spring tees ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    });
    await screen.findByText("Your cart was saved as 'Spring tees'.", { exact: false });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/order2/cart/c1/name',
      expect.objectContaining({ method: 'PUT', body: '{"po":"Spring tees"}' }),
    );
    expect(screen.getByRole('link', { name: 'See it in your saved carts' }).getAttribute('href')).toBe(
      '/manager/v2/orders/drafts?cartId=c1&quote=true',
    );
    vi.unstubAllGlobals();
  });
});
