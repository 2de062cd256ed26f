import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { ProductScreen } from './ProductScreen.tsx';

const initial = {
  user: null,
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const never = () => new Promise<Response>(() => {});

const tee = {
  productId: 'p1',
  identifier: 'gildan-5000',
  name: 'Heavy Cotton Tee',
  brand: 'Gildan',
  style: '5000',
  family: 'tees',
  type: 'garment',
  categories: [],
  material: 'cotton',
  description: 'A tee.',
  designable: true,
  printTypes: ['screenprint'],
  sizes: ['med', 'lrg'],
  colors: [{ name: 'Black', hex: '000000', sizes: ['med', 'lrg'] }],
  prices: { med: 300, lrg: 300 },
  printAreas: {},
  templates: { colors: [] },
  properties: {},
};

/** The product screen over a stubbed print service: the tee, with 5 of each size in our own stock. */
async function mountTee() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/availability')
        ? json({ productId: 'p1', availability: { Black: { med: 5, lrg: 5 } }, backlogged: false })
        : json(tee),
    ),
  );
  const store = createStore(initial, { get: never as never, patch: never as never });
  await act(async () => {
    render(
      <Provider store={store}>
        <ProductScreen identifier="gildan-5000" onChoose={() => {}} />
      </Provider>,
    );
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product screen a customer chooses sizes on', () => {
  it('R-9-57 / O-9-29 quantities our own stock covers show the short ship message: internal inventory, 3 days', async () => {
    await mountTee();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ships from our internal inventory in 3 days.',
    );
  });

  it('R-9-58 / O-9-30 more than our stock holds shows the long one: supplier inventory, 7 days', async () => {
    await mountTee();
    await act(async () => {
      fireEvent.change(await screen.findByLabelText('Quantity L'), { target: { value: '6' } });
    });
    expect(screen.getByRole('status').textContent).toBe('Ships from supplier inventory in 7 days.');
  });

  it('R-3-47 the size rows read M and L for med and lrg', async () => {
    await mountTee();
    expect((await screen.findAllByRole('rowheader')).map((h) => h.textContent)).toEqual(['M', 'L']);
  });
});
