import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import RegisterPage, { NOT_OPENED } from './RegisterPage.tsx';

const initial = {
  user: null,
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const never = () => new Promise<Response>(() => {});
const user = { id: 'u1', email: 'ann@example.com', name: 'Ann Buyer', company: null };

function mount() {
  const store = createStore(initial, { get: never as never, patch: never as never });
  const router = createMemoryRouter(
    [
      { path: '/auth/register', element: <RegisterPage /> },
      { path: '*', element: <p>signed in elsewhere</p> },
    ],
    { initialEntries: ['/auth/register?next=%2Fmanager%2Fv2'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ann Buyer' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good long passphrase' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return { store, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('register screen', () => {
  it('#13.8 a new account: confirmed by /auth/me, then on to ?next=', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/auth/register' ? json({ user, apiKey: 'k'.repeat(43) }, 201) : json({ user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store, router } = mount();
    expect(await screen.findByText('signed in elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/v2');
    expect(store.getState().user).toEqual(user);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/auth/register', '/auth/me']);
  });

  it('#13.8 a taken e-mail (201 but no session) stays on the form and suggests signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/auth/register'
          ? json({ user, apiKey: 'k'.repeat(43) }, 201)
          : json({ code: 'unauthorized', message: 'Sign in' }, 401),
      ),
    );
    const { store, router } = mount();
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_OPENED);
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(store.getState().user).toBeNull();
  });

  it('#13.8 a refused password shows the server message on the password field', async () => {
    const message = 'Password must be at least 12 characters.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          { code: 'validation', message, issues: [{ path: 'body.password', message, code: 'too_short' }] },
          400,
        ),
      ),
    );
    mount();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});
