import { emptyCart } from '@platen/domain/entities/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartState, cartEdited, cartLoaded, cartReducer, initialCartState } from './cart-slice.ts';
import { flushCart } from './cart-sync-middleware.ts';
import { guardUnsavedCart } from './leave-guard.ts';

function setup(dirty: boolean) {
  let cart: CartState = cartReducer(initialCartState, cartLoaded({ cart: emptyCart('c1'), version: 1 }));
  if (dirty) cart = cartReducer(cart, cartEdited({ type: 'toggleFoldPoly' }));
  const dispatch = vi.fn();
  const stop = guardUnsavedCart({ dispatch, getState: () => ({ cart }) });
  return { dispatch, stop };
}

const beforeUnload = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e;
};

let stops: Array<() => void> = [];
afterEach(() => {
  for (const s of stops) s();
  stops = [];
});

describe('#12.3 leave guard', () => {
  it('#12.3 pagehide and a hidden tab flush unsaved edits at once as keepalive', () => {
    const { dispatch, stop } = setup(true);
    stops.push(stop);
    window.dispatchEvent(new Event('pagehide'));
    expect(dispatch).toHaveBeenCalledWith(flushCart({ keepalive: true }));
    dispatch.mockClear();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(dispatch).toHaveBeenCalledWith(flushCart({ keepalive: true }));
  });

  it('#12.3 beforeunload asks the user to stay while an edit is unsaved, and sends it', () => {
    const { dispatch, stop } = setup(true);
    stops.push(stop);
    expect(beforeUnload().defaultPrevented).toBe(true);
    expect(dispatch).toHaveBeenCalledWith(flushCart({ keepalive: true }));
  });

  it('#12.3 nothing unsaved: no prompt, nothing sent; after unsubscribe nothing either', () => {
    const { dispatch, stop } = setup(false);
    expect(beforeUnload().defaultPrevented).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(dispatch).not.toHaveBeenCalled();
    stop();
    const dirty = setup(true);
    dirty.stop();
    expect(beforeUnload().defaultPrevented).toBe(false);
    expect(dirty.dispatch).not.toHaveBeenCalled();
  });
});
