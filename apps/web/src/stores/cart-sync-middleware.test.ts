import type { CartPatchRequest } from '@platen/domain/cart/cart-sync';
import { emptyCart, type Cart } from '@platen/domain/entities/entities';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/http.ts';
import { cartEdited, cartReducer } from './cart-slice.ts';
import {
  CHANGES_REFUSED,
  type CartSyncApi,
  createCartSyncMiddleware,
  flushCart,
  hasUnsavedEdits,
  loadCart,
} from './cart-sync-middleware.ts';
import { messageCenterReducer } from './message-center-slice.ts';

/** A fake order2 cart service keeping one document with a version, applying only 'replace'/'add' ops we need. */
function fakeServer(initial: Cart) {
  let doc = structuredClone(initial);
  let version = 1;
  const patches: CartPatchRequest[] = [];
  let mode: 'ok' | 'offline' | 'error' = 'ok';
  const apply = (body: CartPatchRequest) => {
    for (const op of body._d) {
      const parts = op.path.split('/').slice(1);
      let target = doc as unknown as Record<string, unknown>;
      for (const p of parts.slice(0, -1)) target = target[p] as Record<string, unknown>;
      const last = parts[parts.length - 1] as string;
      if (op.op === 'remove') delete target[last];
      else if (Array.isArray(target) && op.op === 'add')
        (target as unknown[]).splice(Number(last), 0, op.value);
      else target[last] = structuredClone(op.value);
    }
  };
  const api: CartSyncApi = {
    get: vi.fn(async () => {
      if (mode === 'offline') throw new NetworkError();
      if (mode === 'error') throw new HttpError(500, {}, 'boom');
      return { cart: structuredClone(doc), version };
    }),
    patch: vi.fn(async (_id, body) => {
      if (mode === 'offline') throw new NetworkError();
      if (mode === 'error') throw new HttpError(500, {}, 'boom');
      patches.push(body);
      if (body._v !== version) throw new HttpError(409, { _v: version }, 'conflict');
      apply(body);
      version += 1;
      return { _v: version, _errors: [] };
    }),
  };
  return {
    api,
    patches,
    get doc() {
      return doc;
    },
    get version() {
      return version;
    },
    setMode: (m: typeof mode) => {
      mode = m;
    },
    /** Another tab's committed edit. */
    otherTab: (fn: (c: Cart) => Cart) => {
      doc = fn(doc);
      version += 1;
    },
  };
}

function setup(server: ReturnType<typeof fakeServer>) {
  const online: Array<() => void> = [];
  const store = configureStore({
    reducer: combineReducers({ cart: cartReducer, messageCenter: messageCenterReducer }),
    middleware: (d) =>
      d({ serializableCheck: false, immutableCheck: false }).concat(
        createCartSyncMiddleware(server.api, {
          onOnline: (cb) => {
            online.push(cb);
            return () => online.splice(online.indexOf(cb), 1);
          },
          log: () => {},
        }),
      ),
  });
  return {
    store,
    goOnline: () => {
      for (const cb of [...online]) cb();
    },
  };
}

const messages = (store: ReturnType<typeof setup>['store']) =>
  store.getState().messageCenter.map((m) => m.message);

// The middleware loads the rebase on demand; load it once here so fake timers do not outrun the first import.
beforeAll(async () => {
  await import('@platen/domain/cart/rebase-cart');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cart sync middleware', () => {
  it('O-4-21 / O-4-22 / O-4-23 edits are debounced 700 ms, sent as one patch with the version, version increments', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    expect(store.getState().cart.version).toBe(1);
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.advanceTimersByTimeAsync(400);
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Team order' }));
    await vi.advanceTimersByTimeAsync(699);
    expect(server.patches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.patches).toHaveLength(1);
    expect(server.patches[0]).toEqual({
      _v: 1,
      _d: expect.arrayContaining([
        { op: 'replace', path: '/po', value: 'Team order' },
        { op: 'replace', path: '/features/foldPoly', value: true },
      ]),
    });
    await vi.runAllTimersAsync();
    expect(store.getState().cart.version).toBe(2);
    expect(store.getState().cart.status).toBe('synced');
    expect(server.doc.po).toBe('Team order');
  });

  it('O-4-24 a 409 fetches the full cart again and re-applies the unsent edits (two tabs converge)', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    server.otherTab((c) => ({ ...c, po: 'Named in tab A' }));
    store.dispatch(cartEdited({ type: 'togglePreProduction' }));
    await vi.runAllTimersAsync();
    expect(server.patches.map((p) => p._v)).toEqual([1, 2]);
    expect(server.doc.po).toBe('Named in tab A');
    expect(server.doc.features.preProduction).toBe(true);
    expect(store.getState().cart.doc?.po).toBe('Named in tab A');
    expect(store.getState().cart.version).toBe(3);
    expect(messages(store)).toEqual([]);
  });

  it('O-4-24 edits the new document refuses are dropped and a message says what was lost', async () => {
    const cart = emptyCart('c1');
    cart.shipments = [{ id: 's1', address: null, items: [] }];
    const server = fakeServer(cart);
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    server.otherTab((c) => ({ ...c, shipments: [] }));
    store.dispatch(cartEdited({ type: 'setShipmentAddress', shipmentId: 's1', address: { name: 'Ann' } }));
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.runAllTimersAsync();
    expect(server.doc.features.foldPoly).toBe(true);
    expect(server.doc.shipments).toEqual([]);
    expect(messages(store)).toEqual([
      'This cart was changed in another tab or by someone else at the same time as you. 1 of your changes (a shipment) was replaced by the newer version: please check it.',
    ]);
  });

  it("#12.2 on 409 only this tab's own change is re-applied: the stale quantity record never undoes the other tab", async () => {
    const cart = emptyCart('c1');
    cart.printables = [
      { id: 'p1', designDraftId: null, productIdentifier: 'tee', color: 'Black', complete: true },
    ];
    cart.shipments = [
      { id: 's1', address: null, items: [{ printableId: 'p1', quantities: { med: 10, lrg: 2 } }] },
    ];
    const server = fakeServer(cart);
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    // Tab A sets M to 30 (acknowledged); this tab, still on the old version, sets L to 7 from its old record.
    server.otherTab((c) => ({
      ...c,
      shipments: [
        { id: 's1', address: null, items: [{ printableId: 'p1', quantities: { med: 30, lrg: 2 } }] },
      ],
    }));
    store.dispatch(
      cartEdited({
        type: 'setQuantities',
        shipmentId: 's1',
        printableId: 'p1',
        quantities: { med: 10, lrg: 7 },
      }),
    );
    await vi.runAllTimersAsync();
    expect(server.patches.map((p) => p._v)).toEqual([1, 2]);
    expect(server.patches[1]?._d).toEqual([
      { op: 'replace', path: '/shipments/0/items/0/quantities/lrg', value: 7 },
    ]);
    expect(server.doc.shipments[0]?.items[0]?.quantities).toEqual({ med: 30, lrg: 7 });
    expect(store.getState().cart.doc?.shipments[0]?.items[0]?.quantities).toEqual({ med: 30, lrg: 7 });
    expect(messages(store)).toEqual([]);
  });

  it('#12.2 on 409 a change both tabs made keeps the server value and the message center says so', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    server.otherTab((c) => ({ ...c, po: 'Named in tab A' }));
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Named in tab B' }));
    store.dispatch(cartEdited({ type: 'togglePreProduction' }));
    await vi.runAllTimersAsync();
    expect(server.doc.po).toBe('Named in tab A');
    expect(server.doc.features.preProduction).toBe(true);
    expect(store.getState().cart.doc?.po).toBe('Named in tab A');
    expect(store.getState().cart.status).toBe('synced');
    expect(messages(store)).toEqual([
      'This cart was changed in another tab or by someone else at the same time as you. 1 of your changes (the cart name) was replaced by the newer version: please check it.',
    ]);
  });

  it("O-8-01 a failed patch says 'Failed to sync Cart'", async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    server.setMode('error');
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.runAllTimersAsync();
    expect(messages(store)).toEqual([GLOBAL_MESSAGES.cartSyncFailed]);
    expect(store.getState().cart.status).toBe('failed');
    expect(store.getState().cart.pending).toHaveLength(1);
  });

  it("O-8-02 a failed fetch says 'Failed to get Cart'", async () => {
    const server = fakeServer(emptyCart('c1'));
    server.setMode('error');
    const { store } = setup(server);
    await expect(store.dispatch(loadCart({ cartId: 'c1' }))).rejects.toThrow();
    expect(messages(store)).toEqual([GLOBAL_MESSAGES.cartFetchFailed]);
  });

  it('O-8-25 offline: the network message shows, edits wait, and sync resumes when the network returns', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store, goOnline } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    server.setMode('offline');
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.runAllTimersAsync();
    expect(messages(store)).toEqual([NETWORK_ERROR_MESSAGE]);
    expect(store.getState().cart.status).toBe('offline');
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Offline name' }));
    await vi.runAllTimersAsync();
    expect(server.patches).toHaveLength(0);
    server.setMode('ok');
    goOnline();
    await vi.runAllTimersAsync();
    expect(server.doc.po).toBe('Offline name');
    expect(server.doc.features.foldPoly).toBe(true);
    expect(messages(store)).toEqual([]);
    expect(store.getState().cart.status).toBe('synced');
  });

  it('O-8-09 patch _errors are only logged, never shown', async () => {
    const server = fakeServer(emptyCart('c1'));
    (server.api.patch as ReturnType<typeof vi.fn>).mockResolvedValueOnce({ _v: 2, _errors: ['odd op'] });
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.runAllTimersAsync();
    expect(messages(store)).toEqual([]);
    expect(store.getState().cart.version).toBe(2);
  });

  it('flushCart sends at once and resolves true when synced', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Now' }));
    const done = store.dispatch(flushCart()) as unknown as Promise<boolean>;
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toBe(true);
    expect(server.doc.po).toBe('Now');
  });

  it('O-4-24 a refetch on focus rebases unsent edits and they still go out', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    server.otherTab((c) => ({ ...c, po: 'From tab A' }));
    await store.dispatch(loadCart({ cartId: 'c1', force: true }));
    expect(store.getState().cart.doc?.po).toBe('From tab A');
    await vi.runAllTimersAsync();
    expect(server.doc).toMatchObject({ po: 'From tab A', features: { foldPoly: true } });
    expect(server.patches.map((p) => p._v)).toEqual([2]);
  });

  it('#12.3 leaving the page sends the pending edit at once, as a keepalive request (no 700 ms wait)', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Typed just before reload' }));
    expect(hasUnsavedEdits(store.getState().cart)).toBe(true);
    store.dispatch(flushCart({ keepalive: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.api.patch).toHaveBeenCalledWith('c1', expect.objectContaining({ _v: 1 }), {
      keepalive: true,
    });
    expect(server.doc.po).toBe('Typed just before reload');
    expect(hasUnsavedEdits(store.getState().cart)).toBe(false);
  });

  it('#12.3 leaving while a save is in flight sends the later edits behind it, on the version it will make', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    const patch = server.api.patch as ReturnType<typeof vi.fn>;
    const real = patch.getMockImplementation() as CartSyncApi['patch'];
    let release: () => void = () => {};
    patch.mockImplementationOnce(
      (id: string, body: CartPatchRequest) =>
        new Promise((resolve) => {
          release = () => resolve(real(id, body));
        }),
    );
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.advanceTimersByTimeAsync(700); // first save in flight
    expect(store.getState().cart.status).toBe('syncing');
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Second' }));
    store.dispatch(flushCart({ keepalive: true }));
    expect(patch).toHaveBeenLastCalledWith(
      'c1',
      { _v: 2, _d: [{ op: 'replace', path: '/po', value: 'Second' }] },
      { keepalive: true },
    );
    release();
    await vi.runAllTimersAsync();
    expect(server.doc).toMatchObject({ po: 'Second', features: { foldPoly: true } });
    expect(hasUnsavedEdits(store.getState().cart)).toBe(false);
  });

  it('#12.6 a save the server refuses (422) is undone and said, never retried or left pending', async () => {
    const server = fakeServer(emptyCart('c1'));
    const { store } = setup(server);
    await store.dispatch(loadCart({ cartId: 'c1' }));
    const patch = server.api.patch as ReturnType<typeof vi.fn>;
    patch.mockRejectedValueOnce(new HttpError(422, { _errors: [] }, 'The patch was not applied'));
    store.dispatch(cartEdited({ type: 'saveQuoteName', name: 'Refused' }));
    await vi.runAllTimersAsync();
    expect(patch).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.doc?.po).toBeNull();
    expect(hasUnsavedEdits(store.getState().cart)).toBe(false);
    expect(store.getState().cart.status).toBe('synced');
    expect(messages(store)).toEqual([GLOBAL_MESSAGES.cartSyncFailed, CHANGES_REFUSED]);
    // The next edit goes out on its own.
    store.dispatch(cartEdited({ type: 'toggleFoldPoly' }));
    await vi.runAllTimersAsync();
    expect(server.doc.features.foldPoly).toBe(true);
  });
});
