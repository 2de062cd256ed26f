import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '@/hooks/store.ts';
import { currentStep } from '@/lib/route-step.ts';
import { loadCart } from '@/stores/cart-sync-middleware.ts';
import { guardUnsavedCart } from '@/stores/leave-guard.ts';

/**
 * Every /order/v2/cart/:cartId screen sits under this route: it loads the cart into the store (O-1-09 cart
 * state), fetches it again when the tab regains focus (two tabs converge), flushes unsaved edits when the page
 * is hidden or left and warns before an unload that would lose them, and sends an already-ordered cart
 * to confirmation carrying cartId, createPrintable and printableId (O-2-29).
 */
export function CartRoute() {
  const { cartId = '', printableId } = useParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useAppSelector((s) => s.cart);
  const matches = useMatches();
  const location = useLocation();

  useEffect(() => {
    dispatch(loadCart({ cartId })) as unknown as Promise<void>;
    const onFocus = () => {
      if (document.visibilityState === 'visible') dispatch(loadCart({ cartId, force: true }));
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [cartId, dispatch]);

  useEffect(() => guardUnsavedCart(store), [store]);

  if (cart.cartId !== cartId || !cart.doc) {
    if (cart.status === 'failed')
      return (
        <section aria-labelledby="cart-missing">
          <h1 id="cart-missing">This cart could not be opened</h1>
          <p>
            <a href="/order/v2">Start a new order</a>
          </p>
        </section>
      );
    return <p aria-busy="true">Loading your cart…</p>;
  }
  const step = currentStep(matches);
  if (cart.doc.orderedAt && step !== 'CONFIRMATION') {
    const src = new URLSearchParams(location.search);
    const carry = new URLSearchParams({ cartId });
    for (const k of ['createPrintable', 'printableId']) {
      const v = src.get(k) ?? (k === 'printableId' ? printableId : null);
      if (v) carry.set(k, v);
    }
    return <Navigate replace to={`/order/v2/cart/${encodeURIComponent(cartId)}/confirmation?${carry}`} />;
  }
  return <Outlet />;
}
