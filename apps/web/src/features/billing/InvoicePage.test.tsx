import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import InvoicePage from './InvoicePage.tsx';

const initial = {
  user: { id: 'u1', email: 'ann@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const invoice = {
  id: 'inv1',
  number: 'INV-1001',
  orderId: 'o1',
  orderName: 'Spring tees',
  status: 'open',
  lines: [{ description: 'Printing', quantity: 1, unit: 1200, amount: 1200 }],
  subtotal: 1200,
  tax: 0,
  total: 1200,
  totalCents: 1200,
  createdAt: '2026-06-01T15:00:00Z',
  revision: 1,
  revisions: [],
};

/** The invoice page over a stubbed billing service with `available` cents on the balance; the calls it made. */
async function mountInvoice(available: number) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://t'), init);
      const url = req.url;
      const body =
        req.method === 'GET'
          ? undefined
          : await req
              .clone()
              .json()
              .catch(() => undefined);
      calls.push({ method: req.method, url, body });
      if (url.includes('/billing/invoice/inv1/pay')) return json({ invoice: { ...invoice, status: 'paid' } });
      if (url.includes('/billing/invoice/inv1')) return json(invoice);
      if (url.includes('/billing/balance'))
        return json({ balance: available, creditLine: 0, available, currency: 'USD' });
      return json({});
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/manager/v2/billing/invoice/:invoiceId', element: <InvoicePage /> }],
    {
      initialEntries: ['/manager/v2/billing/invoice/inv1'],
    },
  );
  await act(async () => {
    render(
      <Provider store={createStore(initial)}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  await screen.findByRole('heading', { name: 'Invoice INV-1001' });
  await act(async () => {});
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invoice page', () => {
  it('an open invoice the balance covers is paid from the balance in one click', async () => {
    const calls = await mountInvoice(5000);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Pay $12.00 from the balance' }));
    });
    const pay = calls.find((c) => c.method === 'POST' && c.url.includes('/billing/invoice/inv1/pay'));
    expect(pay?.body).toEqual({ method: 'balance' });
    expect((await screen.findByRole('status')).textContent).toBe('INV-1001 paid.');
  });

  it('a balance short of the total offers no balance payment', async () => {
    await mountInvoice(1000);
    expect(screen.queryByRole('button', { name: /from the balance/ })).toBeNull();
  });
});
