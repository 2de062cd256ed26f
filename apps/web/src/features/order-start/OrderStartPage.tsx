import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createCart } from '@/api/order2/create-cart.ts';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/http.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';

/** O-2-25 / O-2-26: where a freshly created cart goes. */
export function afterCreateUrl(cartId: string, search: string): string {
  const params = new URLSearchParams(search);
  const base = `/order/v2/cart/${encodeURIComponent(cartId)}`;
  const suffix = params.size ? `?${params}` : '';
  return params.has('printableIdentifier') ? `${base}${suffix}` : `${base}/printable${suffix}`;
}

/**
 * Main page (O-2-04): creates a cart (POST order2 cart base) and goes to its printable selection, or to cart
 * detail when printable identifiers were given (O-2-25/26). Signed-out visitors are asked to sign in first.
 */
export default function OrderStartPage() {
  const user = useAppSelector((s) => s.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    createCart()
      .then((id) => navigate(afterCreateUrl(id, location.search), { replace: true }))
      .catch((err) => {
        setFailed(true);
        dispatch(
          pushMessage(
            'global',
            err instanceof NetworkError ? NETWORK_ERROR_MESSAGE : GLOBAL_MESSAGES.cartCreateFailed,
          ),
        );
      });
  }, [user, navigate, location.search, dispatch]);

  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title">Start a new order</h1>
      {!user ? (
        <p>
          <Link to={`/auth/login?next=${next}`}>Sign in</Link> or{' '}
          <Link to={`/auth/register?next=${next}`}>create an account</Link> to start an order.
        </p>
      ) : failed ? (
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Try again
          </button>{' '}
          or go to <Link to="/manager/v2">your saved carts and orders</Link>.
        </p>
      ) : (
        <p aria-busy="true">Welcome back, {user.name}. Creating your cart…</p>
      )}
    </section>
  );
}
