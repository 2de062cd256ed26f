import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { ApiKeyPanel } from './ApiKeyPanel.tsx';

/** The store the data layer needs (a fresh one per render). */
const withStore = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore({ user: null, configuration: null } as never)}>{children}</Provider>
);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API key panel', () => {
  it('#13.9 shows no key until one is made, then the new key once, from POST /auth/api-key/rotate', async () => {
    const fetchMock = vi.fn(async () => json({ apiKey: 'NEW_key-123' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ApiKeyPanel />, { wrapper: withStore });
    expect(screen.queryByLabelText('New API key')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new API key' }));
    const field = (await screen.findByLabelText('New API key')) as HTMLInputElement;
    expect(field.value).toBe('NEW_key-123');
    expect(screen.getByText('Your new API key. Copy it now: it will not be shown again.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/api-key/rotate');
    expect(init.method).toBe('POST');
  });

  it('#13.9 a refused rotation shows the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'xsrf', message: 'Reload the page and try again.' }, 403)),
    );
    render(<ApiKeyPanel />, { wrapper: withStore });
    fireEvent.click(screen.getByRole('button', { name: 'Make a new API key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reload the page and try again.');
  });
});
