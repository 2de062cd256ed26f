import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '@/app/store.ts';
import { StaffNav } from './StaffNav.tsx';

afterEach(cleanup);

const session = (role: string, permissions: string[]) => ({
  email: `${role.toLowerCase()}@platen.test`,
  role,
  group: null,
  permissions,
});

const links = (permissions: string[]) => {
  // The order search in the navigation is a data-layer query: it needs the app's store.
  const store = createStore({
    user: null,
    configuration: { version: 't', environment: 'test' as const, services: {} as never },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <StaffNav session={session('X', ['internal.access', ...permissions])} />
      </MemoryRouter>
    </Provider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Staff area' });
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);
};

describe('staff navigation', () => {
  it('R-2-20 each screen shows to who holds the permission the page route table asks for it', () => {
    expect(
      links(['approvals.review', 'roles.manage', 'featureFlags.view', 'featureFlags.manage', 'mail.read']),
    ).toEqual([
      'Approval queue',
      'Production board',
      'Roles',
      'Feature flags',
      'Stores',
      'Mail',
      'Style guide',
    ]);
    cleanup();
    expect(links(['approvals.review', 'featureFlags.view'])).toEqual([
      'Approval queue',
      'Production board',
      'Feature flags',
      'Stores',
      'Style guide',
    ]);
    cleanup();
    // The production board, the stores' health and the style guide are for every staff member (internal.access,
    // which the session above always holds); the outbox, every customer's mail, needs mail.read.
    expect(links([])).toEqual(['Production board', 'Stores', 'Style guide']);
  });
});
