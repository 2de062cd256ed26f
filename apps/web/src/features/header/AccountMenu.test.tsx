import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '@/app/store.ts';
import { initialsOf } from './account-links.ts';
import { OrderHeader } from './OrderHeader.tsx';

const initial = {
  user: { id: 'u1', email: 'ann@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

function renderHeader(signedIn = true) {
  const store = createStore(signedIn ? initial : { ...initial, user: null });
  const router = createMemoryRouter(
    [
      { path: '/manager/v2', element: <OrderHeader /> },
      { path: '*', element: <OrderHeader /> },
    ],
    { initialEntries: ['/manager/v2'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

afterEach(cleanup);
const trigger = () => screen.getByRole('button', { name: 'Account menu' });
const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe('account menu', () => {
  it('a signed-in page has the menu: orders, designs, billing, settings, team, sign out', () => {
    renderHeader();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['Orders', 'Designs and artwork', 'Billing', 'Settings', 'Team', 'Sign out']);
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(href('Orders')).toBe('/manager/v2/orders');
    expect(href('Billing')).toBe('/manager/v2/billing');
    expect(href('Settings')).toBe('/manager/v2/settings');
    expect(href('Team')).toBe('/manager/v2/settings/teams');
    expect(href('Designs and artwork')).toBe('/manager/v2/designs/artworks');
    // The user's name still links to the account's home.
    expect(screen.getByRole('link', { name: 'Ann Buyer' }).getAttribute('href')).toBe('/manager/v2');
  });

  it('keyboard: Down opens on the first item, arrows wrap, Home/End, Escape returns to the button', () => {
    renderHeader();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(document.activeElement).toBe(item('Orders'));
    fireEvent.keyDown(item('Orders'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
    fireEvent.keyDown(item('Sign out'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Orders'));
    fireEvent.keyDown(item('Orders'), { key: 'End' });
    expect(document.activeElement).toBe(item('Sign out'));
    fireEvent.keyDown(item('Sign out'), { key: 'Home' });
    expect(document.activeElement).toBe(item('Orders'));
    fireEvent.keyDown(item('Orders'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
    fireEvent.keyDown(item('Sign out'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('following an item navigates and closes; a click elsewhere closes', () => {
    const router = renderHeader();
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Billing' }));
    expect(router.state.location.pathname).toBe('/manager/v2/billing');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signed out: a Sign in link, no menu', () => {
    renderHeader(false);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('initials for the avatar', () => {
    expect(initialsOf('Demo Buyer')).toBe('DB');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('Mary Ann van Dyke')).toBe('MD');
    expect(initialsOf('  ')).toBe('?');
  });
});
