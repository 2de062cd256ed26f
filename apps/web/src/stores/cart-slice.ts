import { type CartAction, reduceCart } from '@platen/domain/cart/cart-reducer';
import { diffDocument } from '@platen/domain/cart/cart-sync';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Cart } from '@platen/domain/entities/entities';
import { createAction, createReducer } from '@reduxjs/toolkit';

/** Where the local cart stands against the server copy. */
export type CartSyncStatus = 'empty' | 'loading' | 'synced' | 'dirty' | 'syncing' | 'offline' | 'failed';

/**
 * The cart document in the store (spec application state "cart"). `doc` is what the user sees: `base` (the
 * last version the server acknowledged) with the `pending` edits applied. The first `inflight` pending edits
 * are on their way to the server as one patch built against `version`.
 */
export interface CartState {
  cartId: string | null;
  doc: Cart | null;
  base: Cart | null;
  version: number;
  pending: CartAction[];
  inflight: number;
  inflightDoc: Cart | null;
  status: CartSyncStatus;
}

export const initialCartState: CartState = {
  cartId: null,
  doc: null,
  base: null,
  version: 0,
  pending: [],
  inflight: 0,
  inflightDoc: null,
  status: 'empty',
};

/** The reducer's outside needs: the design-ready rule and fresh ids (addExtraColours clones). */
export const cartDeps = {
  isDesignReady,
  newId: () => globalThis.crypto.randomUUID(),
};

export const cartRequested = createAction<string>('cart/requested');
export const cartLoaded = createAction<{ cart: Cart; version: number }>('cart/loaded');
export const cartLoadFailed = createAction('cart/loadFailed');
/** A user edit: one domain cart action (O-4), applied locally at once and synced later. */
export const cartEdited = createAction<CartAction>('cart/edited');
export const syncStarted = createAction('cart/syncStarted');
export const syncCommitted = createAction<{ version: number }>('cart/syncCommitted');
export const syncOffline = createAction('cart/syncOffline');
export const syncFailed = createAction('cart/syncFailed');
/**
 * The server refused the edits' content (400/422): sending them again can never succeed, so they are
 * undone and the document goes back to the last version the server acknowledged.
 */
export const syncRefused = createAction('cart/syncRefused');
/**
 * O-4-24: the server copy replaced ours; `doc` is this tab's own changes rebased onto it
 * (domain rebaseCart, run by the sync middleware); pending edits from index `keepFrom` on are still to send.
 */
export const cartRebased = createAction<{ cart: Cart; version: number; doc: Cart; keepFrom: number }>(
  'cart/rebased',
);

/** Replays edits over a document; returns the edits that could not be applied (e.g. their printable is gone). */
export function replayEdits(
  cart: Cart,
  edits: readonly CartAction[],
): { doc: Cart; kept: CartAction[]; lost: CartAction[] } {
  let doc = cart;
  const kept: CartAction[] = [];
  const lost: CartAction[] = [];
  for (const edit of edits) {
    try {
      doc = reduceCart(doc, edit, cartDeps);
      kept.push(edit);
    } catch {
      lost.push(edit);
    }
  }
  return { doc, kept, lost };
}

export const cartReducer = createReducer<CartState>(initialCartState, (b) => {
  b.addCase(cartRequested, (s, a) =>
    s.cartId === a.payload && s.doc ? s : { ...initialCartState, cartId: a.payload, status: 'loading' },
  )
    .addCase(cartLoaded, (_s, a) => ({
      ...initialCartState,
      cartId: a.payload.cart._id,
      doc: a.payload.cart,
      base: a.payload.cart,
      version: a.payload.version,
      status: 'synced',
    }))
    .addCase(cartLoadFailed, (s) => ({ ...s, status: 'failed' }))
    .addCase(cartEdited, (s, a) => {
      const state = s as CartState;
      if (!state.doc) return state;
      const { doc, kept } = replayEdits(state.doc, [a.payload]);
      // O-8-12 / O-8-13: an edit the document refuses (unknown printable or draft) is a bug, never a crash.
      if (!kept.length) {
        console.warn('cart edit refused', a.payload);
        return state;
      }
      return {
        ...state,
        doc,
        pending: [...state.pending, a.payload],
        status: state.status === 'offline' ? 'offline' : 'dirty',
      };
    })
    .addCase(syncStarted, (s) => ({
      ...(s as CartState),
      inflight: s.pending.length,
      inflightDoc: s.doc as Cart,
      status: 'syncing',
    }))
    .addCase(syncCommitted, (s, a) => {
      const state = s as CartState;
      const pending = state.pending.slice(state.inflight);
      return {
        ...state,
        base: state.inflightDoc,
        version: a.payload.version,
        pending,
        inflight: 0,
        inflightDoc: null,
        status: pending.length ? 'dirty' : 'synced',
      };
    })
    .addCase(syncOffline, (s) => ({ ...(s as CartState), inflight: 0, inflightDoc: null, status: 'offline' }))
    .addCase(syncFailed, (s) => ({ ...(s as CartState), inflight: 0, inflightDoc: null, status: 'failed' }))
    .addCase(syncRefused, (s) => ({
      ...(s as CartState),
      doc: s.base as Cart,
      pending: [],
      inflight: 0,
      inflightDoc: null,
      status: 'synced',
    }))
    .addCase(cartRebased, (s, a) => {
      const state = s as CartState;
      const { cart, doc } = a.payload;
      const pending = diffDocument(cart, doc).length ? state.pending.slice(a.payload.keepFrom) : [];
      return {
        ...state,
        doc: pending.length ? doc : cart,
        base: cart,
        version: a.payload.version,
        pending,
        inflight: 0,
        inflightDoc: null,
        status: pending.length ? 'dirty' : 'synced',
      };
    });
});
