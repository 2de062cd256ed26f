import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import { MessageCenter } from './MessageCenter.tsx';

const initial = {
  user: null,
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

function setup() {
  const store = createStore(initial, { get: vi.fn(), patch: vi.fn() });
  render(
    <Provider store={store}>
      <MessageCenter />
    </Provider>,
  );
  return store;
}

afterEach(cleanup);

describe('message center', () => {
  it('O-4-37 / O-5-83 pushed messages show once, errors as alerts, warnings as status', () => {
    const store = setup();
    act(() => void store.dispatch(pushMessage('global', 'Failed to sync Cart')));
    act(() => void store.dispatch(pushMessage('global', 'Failed to sync Cart')));
    act(() => void store.dispatch(pushMessage('quantity', 'Check sizes', 'warning')));
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual(['Failed to sync Cart']);
    expect(screen.getByRole('status').textContent).toContain('Check sizes');
  });

  it('O-4-38 dismiss removes one message', () => {
    const store = setup();
    act(() => void store.dispatch(pushMessage('global', 'Failed to get Cart')));
    act(() => void store.dispatch(pushMessage('address', 'Zip must be provided.')));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Failed to get Cart' }));
    expect(store.getState().messageCenter.map((m) => m.message)).toEqual(['Zip must be provided.']);
  });

  it('O-4-39 "Dismiss all" resets every message', () => {
    const store = setup();
    act(() => void store.dispatch(pushMessage('global', 'Failed to create cart')));
    act(() => void store.dispatch(pushMessage('shipping', 'No service', 'warning')));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    expect(store.getState().messageCenter).toEqual([]);
  });

  it('groups messages: global, quantity, print, shipping, address', () => {
    const store = setup();
    act(() => void store.dispatch(pushMessage('address', 'A')));
    act(() => void store.dispatch(pushMessage('global', 'G')));
    act(() => void store.dispatch(pushMessage('print', 'P')));
    const groups = [...document.querySelectorAll('[data-group]')].map((e) => e.getAttribute('data-group'));
    expect(groups).toEqual(['global', 'print', 'address']);
  });

  it('#12.2 axe "list": a message list holds plain list items (the live role is on the text)', () => {
    const store = setup();
    act(() => void store.dispatch(pushMessage('global', 'Failed to sync Cart')));
    expect(screen.getByRole('alert').closest('li')?.getAttribute('role')).toBeNull();
  });
});
