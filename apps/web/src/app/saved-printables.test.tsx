import { sampleCart } from '@platen/domain/test/sample-cart';
import { type Cart, emptyCart } from '@platen/domain/entities/entities';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import CartDetailPage from '@/features/cart-detail/CartDetailPage.tsx';
import CheckoutQuantityPage from '@/features/checkout-quantity/CheckoutQuantityPage.tsx';
import CheckoutShippingPage from '@/features/checkout-shipping/CheckoutShippingPage.tsx';
import { cartLoaded } from '@/stores/cart-slice.ts';
import ManagerPrintablesPage from '@/features/manager/ManagerPrintablesPage.tsx';
import ReviewPage from '@/features/checkout-review/ReviewPage.tsx';

const initial = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const never = () => new Promise<Response>(() => {});

function mount(path: string, element: React.ReactNode, cart?: Cart) {
  const store = createStore(initial, { get: never as never, patch: never as never });
  if (cart) store.dispatch(cartLoaded({ cart, version: 1 }));
  const router = createMemoryRouter(
    [
      { path: '/order/v2/cart/:cartId/*', element },
      { path: '/manager/v2/printables', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const saved = (i: number) => ({
  printableId: `db${i}`,
  name: `Staff tee ${i}`,
  designId: 'des1',
  product: { productId: 'p1', identifier: 'gildan-5000', name: 'Heavy Cotton Tee', color: 'Navy' },
  sizePrices: [
    { size: 'med', price: 1500 },
    { size: 'lrg', price: 1650 },
  ],
  minQuantity: 12,
  createdAt: '2026-11-22T10:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('manager printable list', () => {
  it('O-2-30 lists saved printables (name, product, colour, size prices, min quantity, created) with "Order this"', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      json({ printables: [saved(2), saved(1)], total: 2, limit: 20, offset: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      mount('/manager/v2/printables', <ManagerPrintablesPage />);
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/print/v3/printable?limit=20&offset=0');
    const table = screen.getByRole('table', { name: 'Printables 1–2 of 2' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Staff tee 2');
    expect(first.textContent).toContain('Heavy Cotton Tee');
    expect(first.textContent).toContain('Navy');
    expect(first.textContent).toMatch(/\$15\.00/);
    expect(first.textContent).toMatch(/\$16\.50/);
    expect(first.textContent).toContain('12');
    expect(first.textContent).toContain('11/22/2026');
    const order = within(first).getByRole('link', { name: 'Order this: Staff tee 2' });
    expect(order.textContent).toBe('Order this');
    expect(order.getAttribute('href')).toBe('/order/v2?printableIdentifier=db2');
  });

  it('O-2-30 pages through many printables with keyboard-operable buttons; an empty list says how to save one', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      String(url).includes('offset=20')
        ? json({ printables: [saved(21)], total: 21, limit: 20, offset: 20 })
        : json({
            printables: Array.from({ length: 20 }, (_, i) => saved(i)),
            total: 21,
            limit: 20,
            offset: 0,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      mount('/manager/v2/printables', <ManagerPrintablesPage />);
    });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(screen.getByRole('table', { name: 'Printables 21–21 of 21' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ printables: [], total: 0, limit: 20, offset: 0 })),
    );
    await act(async () => {
      mount('/manager/v2/printables', <ManagerPrintablesPage />);
    });
    expect(screen.getByText(/Save printable/)).toBeTruthy();
  });
});

describe('printable parameters on cart detail', () => {
  it('O-2-19 preventPrintableEdit hides the edit and duplicate controls; without it they show', async () => {
    const cart = sampleCart();
    mount(`/order/v2/cart/${cart._id}?preventPrintableEdit=true`, <CartDetailPage />, cart);
    expect(screen.queryByRole('link', { name: 'Edit design' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Remove' }).length).toBe(3);
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toContain(
      'preventPrintableEdit=true',
    );
    cleanup();
    mount(`/order/v2/cart/${cart._id}`, <CartDetailPage />, cart);
    expect(screen.getAllByRole('link', { name: 'Edit design' }).length).toBe(3);
  });
});

/** A cart ready for the quantity and shipping-method steps: one complete, design-ready tee and one shipment. */
function readyCart(address: Cart['shipments'][number]['address']): Cart {
  const c = emptyCart('c9');
  c.designDrafts = [
    {
      id: 'd1',
      type: 'Garment',
      printType: 'dtg',
      designId: 'des1',
      sides: {
        front: {
          name: 'front',
          placeName: 'front',
          platen: { offset: { top: 2 }, width: 14 },
          colors: { full: true, matched: [], sequences: [] },
          elements: [
            { artworkId: 'a1', width: 0.3, aspect: 1, position: { horizontal: 'C', offset: { top: 2 } } },
          ],
        },
      },
    },
  ];
  c.printables = [
    { id: 'p1', designDraftId: 'd1', productIdentifier: 'gildan-5000', color: 'Black', complete: true },
  ];
  c.shipments = [{ id: 's1', address, items: [{ printableId: 'p1', quantities: { med: 3 } }] }];
  return c;
}
const us = { name: 'Ann', address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607', country: 'US' };

describe('shipment SLA and excluded services', () => {
  it('O-4-52 the quantity page shows each shipment’s SLA from the quote (maximum of its items)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/quote/bulk')) {
        expect(JSON.parse(String(init?.body)).items).toHaveLength(1);
        return json({ sla: [{ days: 4 }] });
      }
      return json({});
    });
    vi.stubGlobal('fetch', fetchMock);
    mount('/order/v2/cart/c9/checkout/quantity', <CheckoutQuantityPage />, readyCart(us));
    expect(screen.getByTestId('shipment-sla').textContent).toMatch(/working it out/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(screen.getByTestId('shipment-sla').textContent).toBe('Production time: 4 business days.');
  });

  it('O-5-75 on the quantity page, items the quote flags with zero total leave their shipments (a synced edit)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies: { items: unknown[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).includes('/quote/bulk')) {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ sla: [{ days: 2 }] });
        }
        return json({});
      }),
    );
    const cart = readyCart(us);
    cart.shippingMode = 'multiple';
    cart.shipments.push({
      id: 's2',
      address: { ...us, name: 'Bob' },
      items: [{ printableId: 'p1', quantities: { med: 0, lrg: 0 } }],
    });
    const { store } = mount('/order/v2/cart/c9/checkout/quantity', <CheckoutQuantityPage />, cart);
    expect(screen.getByText('Shipment 2: enter a quantity above 0 for at least one size.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    const doc = store.getState().cart.doc!;
    expect(doc.shipments[1]!.items).toEqual([]);
    expect(doc.shipments[0]!.items).toHaveLength(1);
    expect(store.getState().cart.pending).toContainEqual({
      type: 'removeShipmentItems',
      items: [{ shipmentId: 's2', printableId: 'p1' }],
    });
    expect(bodies[0]!.items).toHaveLength(1);
    expect(screen.queryByText(/Shipment 2: enter a quantity/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to shipping method' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('O-4-53 a negative SLA shows as to be confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/quote/bulk') ? json({ sla: [{ days: -1 }] }) : json({}),
      ),
    );
    mount('/order/v2/cart/c9/checkout/quantity', <CheckoutQuantityPage />, readyCart(us));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(screen.getByTestId('shipment-sla').textContent).toMatch(/to be confirmed/);
  });

  it('O-5-91 the shipping-method page lists the services an address rules out, with reasons, collapsed', () => {
    mount('/order/v2/cart/c9/checkout/shippingMethod', <CheckoutShippingPage />, readyCart(us));
    const summary = screen.getByText('Why not other services?');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    const list = within(details).getByRole('list', { name: 'Services not available for shipment 1' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    for (const li of items) expect(li.textContent).toMatch(/: \S/);
    // An offered service never appears among the excluded ones.
    const offered = screen.getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim() ?? '');
    for (const li of items) {
      const name = li.querySelector('strong')?.textContent ?? '';
      expect(offered.some((o) => o.startsWith(name))).toBe(false);
    }
  });
});

describe('the review page keeps the quote in the application state', () => {
  const answer = (orderIssues: string[]) => ({
    breakdown: [{ printing: 1000, blanks: 900, shipping: 800, fees: 150, tax: 100 }],
    facilities: ['FRESNO'],
    sla: [{ days: 3 }],
    dueDate: '2026-12-01T21:00:00.000Z',
    warnings: [],
    orderIssues,
    issues: [],
    details: [
      {
        pieces: 3,
        facility: 'FRESNO',
        shipment: 0,
        fees: [],
        setupCents: 0,
        discountCents: 0,
        slaDays: 3,
        dueDate: '2026-12-01T21:00:00.000Z',
      },
    ],
    shipments: [{ address: us, service: 'ups-ground', pieces: 3, shipping: 800, items: [0] }],
    totals: { printing: 1000, blanks: 900, shipping: 800, fees: 150, tax: 100, total: 2950 },
  });
  const review = async (orderIssues: string[]) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/quote/bulk') ? json(answer(orderIssues)) : json([]),
      ),
    );
    const cart = readyCart(us);
    cart.shipments[0]!.shippingMethod = 'ups-ground';
    let mounted: ReturnType<typeof mount> | undefined;
    await act(async () => {
      mounted = mount('/order/v2/cart/c9/checkout/review', <ReviewPage />, cart);
    });
    await act(async () => {});
    return mounted!.store.getState().quote;
  };

  it('O-4-36 shipping, fees and tax are set from the quote when no order issue says a design is missing', async () => {
    const quote = await review([]);
    expect(quote).toMatchObject({ shipping: { s1: 800 }, fees: 150, tax: 100 });
  });

  it('O-4-35 an order issue "No designId provided" leaves shipping, fees and tax unset', async () => {
    const quote = await review(['No designId provided']);
    expect(quote).toMatchObject({ shipping: null, fees: null, tax: null });
  });
});
