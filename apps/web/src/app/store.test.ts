import type { InitialState } from '@platen/contracts';
import { emptyCart } from '@platen/domain/entities/entities';
import { describe, expect, it, vi } from 'vitest';
import { loadCart } from '@/stores/cart-sync-middleware.ts';
import { createStore } from './store.ts';

const initial: InitialState = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann', company: null },
  configuration: {
    version: 't',
    environment: 'test',
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

describe('store from the page', () => {
  it('O-1-09 a cart embedded in the page starts the store loaded at its version: opening it fetches nothing', async () => {
    const get = vi.fn(async (id: string) => ({ cart: emptyCart(id), version: 9 }));
    const store = createStore(initial, { get, patch: vi.fn() }, { cart: emptyCart('c1'), version: 4 });
    expect(store.getState().cart).toMatchObject({ cartId: 'c1', version: 4, status: 'synced', pending: [] });
    expect(store.getState().cart.base).toEqual(store.getState().cart.doc);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    expect(get).not.toHaveBeenCalled();
  });

  it('O-1-09 the server stays the source of truth: a forced load (focus) and another cart are fetched', async () => {
    const get = vi.fn(async (id: string) => ({ cart: emptyCart(id), version: 9 }));
    const store = createStore(initial, { get, patch: vi.fn() }, { cart: emptyCart('c1'), version: 4 });
    await store.dispatch(loadCart({ cartId: 'c1', force: true }));
    expect(store.getState().cart.version).toBe(9);
    await store.dispatch(loadCart({ cartId: 'c2' }));
    expect(get.mock.calls.map((c) => c[0])).toEqual(['c1', 'c2']);
    expect(store.getState().cart.cartId).toBe('c2');
  });

  it('O-1-09 without an embedded cart the store starts empty', () => {
    expect(createStore(initial).getState().cart).toMatchObject({ cartId: null, doc: null, status: 'empty' });
  });
});
