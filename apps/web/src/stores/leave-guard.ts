import type { CartState } from './cart-slice.ts';
import { flushCart, hasUnsavedEdits } from './cart-sync-middleware.ts';

interface Store {
  dispatch(action: ReturnType<typeof flushCart>): unknown;
  getState(): { cart: CartState };
}

/**
 * An edit made just before the page is left is not lost to the 700 ms debounce. When the page is
 * hidden (tab switch, app switch, the first step of leaving) or hidden for good (pagehide), unsaved edits go
 * out at once as a keepalive request that outlives the page; before an unload (reload, close, typing another
 * address) the browser asks the user to stay while a save is pending or in flight. Answers the unsubscribe.
 */
export function guardUnsavedCart(
  store: Store,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
): () => void {
  const unsaved = () => hasUnsavedEdits(store.getState().cart);
  const flushNow = () => {
    if (unsaved()) store.dispatch(flushCart({ keepalive: true }));
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flushNow();
  };
  const onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    flushNow();
    e.preventDefault();
    // Older Chromium shows the prompt only when returnValue is set.
    e.returnValue = '';
  };
  win.addEventListener('pagehide', flushNow);
  win.addEventListener('beforeunload', onBeforeUnload);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', flushNow);
    win.removeEventListener('beforeunload', onBeforeUnload);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
