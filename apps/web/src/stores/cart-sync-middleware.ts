import {
  CART_SYNC_DEBOUNCE_MS,
  type CartPatchAnswer,
  type CartPatchRequest,
  cartPatchRequest,
  cartSyncOutcome,
  diffDocument,
} from '@platen/domain/cart/cart-sync';
import type { Cart } from '@platen/domain/entities/entities';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import type { Middleware } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import { HttpError, NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/http.ts';
import {
  type CartState,
  cartEdited,
  cartLoaded,
  cartLoadFailed,
  cartRebased,
  cartRequested,
  syncCommitted,
  syncFailed,
  syncOffline,
  syncRefused,
  syncStarted,
} from './cart-slice.ts';
import { messageDismissed, pushMessage } from './message-center-slice.ts';
import { makeMessage } from '@platen/domain/message-center/message-center';

/** The three cart calls the sync needs (O-7 table): fetch in full, patch with a version. */
export interface CartSyncApi {
  get(cartId: string): Promise<{ cart: Cart; version: number }>;
  /** `keepalive`: the request must outlive the page (it is being left). */
  patch(cartId: string, body: CartPatchRequest, opts?: { keepalive?: boolean }): Promise<CartPatchAnswer>;
}

export interface CartSyncOptions {
  debounceMs?: number;
  /** Subscribes to "the network is back"; returns the unsubscribe. */
  onOnline?: (cb: () => void) => () => void;
  log?: (...args: unknown[]) => void;
}

/**
 * Sends every pending edit now (e.g. after "Save cart"); dispatching it returns a promise of true once the
 * cart is synced, false when it cannot be (offline, failure). `keepalive` (the page is being left): the
 * request outlives the page, and edits made while a save is in flight go out at once too.
 */
export const flushCart = createAction<{ keepalive?: boolean } | undefined>('cart/flush');

/** True while an edit is not yet acknowledged by the server (pending, or on its way). */
export const hasUnsavedEdits = (cart: CartState): boolean =>
  cart.pending.length > 0 || cart.status === 'syncing';
/** Loads a cart into the store (the cart routes dispatch it); resolves when loaded. */
export const loadCart = createAction<{ cartId: string; force?: boolean }>('cart/load');

const networkMessageId = makeMessage('global', NETWORK_ERROR_MESSAGE).id;

/** Said when the server refused a save's content and the edits were undone. */
export const CHANGES_REFUSED =
  'Your latest changes could not be saved and were undone; the cart shows what is saved. Please enter them again.';

/**
 * Cart sync (O-4-21..24, O-8-01/02/09/25): edits are reduced locally at once; 700 ms after the last one the
 * difference between the acknowledged document and ours goes out as RFC 6902 operations with the version.
 * A commit bumps the version; a 409 (or any other version in the answer) fetches the cart again and replays
 * the unsent edits over it, saying which could not be kept. Offline, the edits wait and go out by themselves
 * when the network returns.
 */
export function createCartSyncMiddleware(api: CartSyncApi, opts: CartSyncOptions = {}): Middleware {
  const debounceMs = opts.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
  const log = opts.log ?? ((...a: unknown[]) => console.warn(...a));
  const onOnline =
    opts.onOnline ??
    ((cb: () => void) => {
      globalThis.addEventListener?.('online', cb);
      return () => globalThis.removeEventListener?.('online', cb);
    });

  return (store) => {
    const cart = (): CartState => (store.getState() as { cart: CartState }).cart;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let running: Promise<void> | null = null;
    let offlineUnsub: (() => void) | null = null;
    let waiters: Array<(synced: boolean) => void> = [];

    /** Resolves the flush waiters once nothing is left to send, or once sending cannot go on by itself. */
    const settle = () => {
      const c = cart();
      if (running) return;
      const synced = c.pending.length === 0;
      if (synced || c.status === 'offline' || c.status === 'failed') {
        const w = waiters;
        waiters = [];
        for (const fn of w) fn(synced);
      }
    };

    const schedule = (ms = debounceMs) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, ms);
    };

    /**
     * Fetches the cart and rebases only this tab's own changes onto it; where they collide with a change
     * made elsewhere the server's value stays and the message center says so.
     */
    const refetch = async (cartId: string, keepFrom: number, sent = false) => {
      try {
        // The rebase is only needed after a conflict or a refocus: it loads then, off the entry chunk.
        const [fresh, rebase] = await Promise.all([
          api.get(cartId),
          import('@platen/domain/cart/rebase-cart'),
        ]);
        const now = cart();
        // The server took our in-flight patch before moving on (`sent`): only what came after it is ours.
        const from = sent ? now.inflightDoc : now.base;
        const { doc, conflicts } =
          from && now.doc ? rebase.rebaseCart(from, now.doc, fresh.cart) : { doc: fresh.cart, conflicts: [] };
        store.dispatch(cartRebased({ cart: fresh.cart, version: fresh.version, doc, keepFrom }));
        const message = rebase.rebaseConflictMessage(conflicts);
        if (message) store.dispatch(pushMessage('global', message, 'warning'));
      } catch (err) {
        store.dispatch(syncFailed());
        if (err instanceof NetworkError) goOffline();
        else store.dispatch(pushMessage('global', GLOBAL_MESSAGES.cartFetchFailed));
      }
    };

    const goOffline = () => {
      store.dispatch(syncOffline());
      store.dispatch(pushMessage('global', NETWORK_ERROR_MESSAGE));
      if (offlineUnsub) return;
      offlineUnsub = onOnline(() => {
        offlineUnsub?.();
        offlineUnsub = null;
        store.dispatch(messageDismissed(networkMessageId));
        void flush();
      });
    };

    /**
     * Leaving while a save is in flight: the edits made since go out now, built on the version the
     * in-flight patch will make (if it fails, this one is refused as stale and nothing is lost that was not
     * already unsaved). Sent at most once per document.
     */
    let leftWith: unknown = null;
    const sendBehindInflight = () => {
      const c = cart();
      if (!c.cartId || !c.doc || !c.inflightDoc || c.doc === leftWith) return;
      const ops = diffDocument(c.inflightDoc, c.doc);
      if (!ops.length) return;
      leftWith = c.doc;
      api.patch(c.cartId, cartPatchRequest(c.version + 1, ops), { keepalive: true }).catch(() => undefined);
    };

    const flush = async (keepalive = false): Promise<void> => {
      if (running) {
        if (keepalive) sendBehindInflight();
        return running;
      }
      const c = cart();
      if (!c.cartId || !c.doc || !c.base || c.pending.length === 0) return settle();
      running = (async () => {
        const cartId = c.cartId as string;
        const request = cartPatchRequest(c.version, diffDocument(c.base, c.doc));
        store.dispatch(syncStarted());
        if (request._d.length === 0) {
          // The edits cancelled out: nothing to send, the version stays.
          store.dispatch(syncCommitted({ version: c.version }));
          return;
        }
        try {
          const answer = await api.patch(cartId, request, keepalive ? { keepalive } : undefined);
          const outcome = cartSyncOutcome(request, answer);
          if (outcome.log.length) log('cart patch errors', outcome.log); // O-8-09: only logged
          if (outcome.kind === 'committed') store.dispatch(syncCommitted({ version: outcome.version }));
          // The server took our patch but moved further: fetch it, replay only what was not sent.
          else await refetch(cartId, cart().inflight, true);
        } catch (err) {
          if (err instanceof HttpError && err.status === 409) await refetch(cartId, 0);
          else if (err instanceof HttpError && (err.status === 400 || err.status === 422)) {
            // Refused content is never retried (that would fail forever): undo it and say so.
            log('cart patch refused', err);
            store.dispatch(syncRefused());
            store.dispatch(pushMessage('global', GLOBAL_MESSAGES.cartSyncFailed));
            store.dispatch(pushMessage('global', CHANGES_REFUSED, 'warning'));
          } else if (err instanceof NetworkError) goOffline();
          else {
            log('cart sync failed', err);
            store.dispatch(syncFailed());
            store.dispatch(pushMessage('global', GLOBAL_MESSAGES.cartSyncFailed));
          }
        }
      })().finally(() => {
        running = null;
      });
      await running;
      const after = cart();
      if (after.pending.length && (after.status === 'dirty' || after.status === 'syncing')) schedule(0);
      settle();
    };

    const load = async (cartId: string) => {
      store.dispatch(cartRequested(cartId));
      try {
        const { cart: doc, version } = await api.get(cartId);
        store.dispatch(cartLoaded({ cart: doc, version }));
      } catch (err) {
        store.dispatch(cartLoadFailed());
        store.dispatch(
          pushMessage(
            'global',
            err instanceof NetworkError ? NETWORK_ERROR_MESSAGE : GLOBAL_MESSAGES.cartFetchFailed,
          ),
        );
        throw err;
      }
    };

    return (next) => (action) => {
      if (flushCart.match(action)) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        const done = new Promise<boolean>((resolve) => waiters.push(resolve));
        void flush(action.payload?.keepalive ?? false);
        return done;
      }
      if (loadCart.match(action)) {
        const c = cart();
        if (c.cartId === action.payload.cartId && c.doc) {
          if (!action.payload.force || running) return Promise.resolve();
          // Same cart again (focus, another tab may have changed it): rebase, keeping unsent edits. It holds
          // the sync lock so no patch goes out against the document being replaced.
          const cartId = action.payload.cartId;
          running = refetch(cartId, 0).finally(() => {
            running = null;
            if (cart().pending.length && cart().status === 'dirty') schedule();
          });
          return running;
        }
        return load(action.payload.cartId);
      }
      const result = next(action);
      if (cartEdited.match(action) && cart().status !== 'offline') schedule();
      return result;
    };
  };
}
