import { type Cart, emptyCart } from '@platen/domain/entities/entities';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { cartLoaded } from '@/stores/cart-slice.ts';
import { ExtraColours } from './ExtraColours.tsx';

const initial = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const colours = [
  { name: 'Black', hex: '000000' },
  { name: 'Navy', hex: '1f2a44' },
  { name: 'Red', hex: 'cc0000' },
];
const draft = {
  id: 'd1',
  type: 'Garment',
  printType: 'dtg',
  sides: {},
} as unknown as Cart['designDrafts'][number];

/** A cart whose printable already comes in Black, Navy and Red (three colours to save). */
function cart(): Cart {
  const c = emptyCart('c1');
  c.designDrafts = [draft];
  c.printables = ['Black', 'Navy', 'Red'].map((color, i) => ({
    id: `pr${i}`,
    designDraftId: 'd1',
    productIdentifier: 'gildan-5000',
    color,
    complete: true,
  }));
  return c;
}

function mount() {
  const store = createStore(initial, { get: vi.fn(), patch: vi.fn(async () => ({ _v: 2 })) } as never);
  const c = cart();
  store.dispatch(cartLoaded({ cart: c, version: 1 }));
  const router = createMemoryRouter(
    [
      {
        path: '/editor',
        element: (
          <ExtraColours
            printable={c.printables[0]!}
            draft={draft}
            colours={colours}
            sizes={['sml', 'med']}
            save={async () => 'design-1'}
          />
        ),
      },
      { path: '/manager/v2/printables', element: <p>Saved printables</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** A fetch stub that answers each printable POST only when the test releases it, recording what was sent. */
function gatedFetch(failAt = -1) {
  const sent: { color: string; sizePrices: { size: string; price: number }[] }[] = [];
  const release: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const req = typeof input === 'string' ? new Request(new URL(input, 'http://x'), init) : input;
      const body = JSON.parse(await req.text()) as {
        product: { color: string };
        sizePrices: { size: string; price: number }[];
      };
      const i = sent.push({ color: body.product.color, sizePrices: body.sizePrices }) - 1;
      await new Promise<void>((r) => release.push(r));
      return i === failAt
        ? new Response(JSON.stringify({ code: 'internal', message: 'no' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ printableId: `db${i}` }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
  return { sent, release };
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('save as a printable, one per colour', () => {
  it('O-7-18 POST print v3 printable is sent one at a time, one per colour: the next starts only after the previous answered', async () => {
    const { sent, release } = gatedFetch();
    const { router } = mount();
    fireEvent.change(screen.getByLabelText('Printable name'), { target: { value: 'Team tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save printable' }));
    for (let answered = 0; answered < 3; answered++) {
      await settle();
      // Exactly one request more than the answers given so far: never two in flight.
      expect(sent).toHaveLength(answered + 1);
      release[answered]!();
    }
    await settle();
    expect(sent.map((s) => s.color)).toEqual(['Black', 'Navy', 'Red']);
    expect(router.state.location.pathname).toBe('/manager/v2/printables');
  });

  it('O-7-18 the first failure stops the colours after it and says so', async () => {
    const { sent, release } = gatedFetch(1);
    const { store, router } = mount();
    fireEvent.change(screen.getByLabelText('Printable name'), { target: { value: 'Team tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save printable' }));
    await settle();
    release[0]!();
    await settle();
    release[1]!();
    await settle();
    await settle();
    expect(sent.map((s) => s.color)).toEqual(['Black', 'Navy']);
    expect(router.state.location.pathname).toBe('/editor');
    expect(JSON.stringify(store.getState().messageCenter)).toContain('Failed to create printable');
  });

  it('O-9-26 size prices are sent in whole cents, floored (19.999 -> 1999; 19.99 never loses a cent to float noise)', async () => {
    const { sent, release } = gatedFetch();
    mount();
    fireEvent.change(screen.getByLabelText('Printable name'), { target: { value: 'Team tee' } });
    const price = screen.getByLabelText('Price per piece ($)');
    fireEvent.change(price, { target: { value: 'abc' } });
    expect(screen.getByText('Enter a price per piece in dollars, like 20.00.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save printable' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(price, { target: { value: '19.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save printable' }));
    await settle();
    expect(sent[0]!.sizePrices).toEqual([
      { size: 'sml', price: 1999 },
      { size: 'med', price: 1999 },
    ]);
    for (let i = 0; i < 3; i++) {
      release[i]?.();
      await settle();
    }
    cleanup();
    const second = gatedFetch();
    mount();
    fireEvent.change(screen.getByLabelText('Printable name'), { target: { value: 'Team tee' } });
    // 19.99 * 100 is 1998.9999999999998 in floating point: flooring that naively would lose a cent.
    fireEvent.change(screen.getByLabelText('Price per piece ($)'), { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save printable' }));
    await settle();
    expect(second.sent[0]!.sizePrices[0]).toEqual({ size: 'sml', price: 1999 });
  });
});
