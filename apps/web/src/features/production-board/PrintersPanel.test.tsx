import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { PrintersPanel } from './PrintersPanel.tsx';

const withStore = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore({ user: null, configuration: null } as never)}>{children}</Provider>
);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request fetch was given: path, query, method and JSON body. */
const asked = (input: RequestInfo | URL, init?: RequestInit) => ({
  url: new URL(String(input), 'http://localhost'),
  method: init?.method ?? 'GET',
  body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
});

const printer = (id: string, name: string, status: 'printing' | 'out-of-service', reason: string | null) => ({
  printerId: id,
  facility: 'INDY',
  name,
  status,
  reason,
  since: '2026-11-24T10:00:00.000Z',
  type: 'dtg',
  dpi: null,
  retiredAt: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrintersPanel (#18 a shift lead marks a printer out of service or back)', () => {
  it('lists the facility printers, sends "out of service" with the reason, and "back in service"', async () => {
    let printers = [
      printer('k7', 'Kornit 7', 'printing', null),
      printer('k8', 'Kornit 8', 'out-of-service', 'Belt'),
    ];
    const sent: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = asked(input, init);
        const url = req.url;
        if (req.method === 'PUT') {
          const body = req.body as { status: 'printing' | 'out-of-service'; reason: string | null };
          sent.push({ url: url.pathname, method: req.method, body });
          const id = url.pathname.split('/').pop() as string;
          printers = printers.map((p) =>
            p.printerId === id ? { ...p, status: body.status, reason: body.reason } : p,
          );
          return json(printers.find((p) => p.printerId === id));
        }
        expect(url.pathname).toBe('/api/internal/printers');
        expect(url.searchParams.get('facility')).toBe('INDY');
        return json({ printers });
      }),
    );
    render(<PrintersPanel facility="INDY" />, { wrapper: withStore });
    expect(await screen.findByText(/out of service \(Belt\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why Kornit 7 is out of service'), {
      target: { value: 'Head clog' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Mark Kornit 7 out of service' })),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/internal/printers/k7',
      method: 'PUT',
      body: { facility: 'INDY', name: 'Kornit 7', status: 'out-of-service', reason: 'Head clog' },
    });
    expect(await screen.findByText('Kornit 7 is out of service.')).toBeTruthy();
    // The list is read again: Kornit 7 now offers "back in service".
    const back = await screen.findByRole('button', { name: 'Put Kornit 7 back in service' });
    await act(async () => fireEvent.click(back));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ facility: 'INDY', name: 'Kornit 7', status: 'printing', reason: null });
    expect(await screen.findByText('Kornit 7 is back in service.')).toBeTruthy();
  });

  it('shows the server refusal (no printers.manage) as an alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = asked(input, init);
        if (req.method === 'PUT')
          return json({ error: { code: 'forbidden', message: 'You may not manage printers.' } }, 403);
        return json({ printers: [printer('k7', 'Kornit 7', 'printing', null)] });
      }),
    );
    render(<PrintersPanel facility="INDY" />, { wrapper: withStore });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Mark Kornit 7 out of service' })),
    );
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
