import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { printableIdentifiers } from '@platen/domain/printable-params/printable-params';
import { openCartOf } from '@platen/domain/cart/open-cart';
import type { ApiError } from '@/api/base-api.ts';
import { cartsApi } from '@/api/order2/carts.ts';
import { addSavedPrintables } from '@/stores/add-saved-printables.ts';
import { type AppDispatch, useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/http.ts';
import { flushCart, loadCart } from '@/stores/cart-sync-middleware.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';

/**
 * O-2-25 / O-2-26: where a freshly created cart goes. With printable identifiers it is cart detail, once they
 * are in the cart, so the identifiers are consumed (a reload must not add them twice); other flags are kept.
 */
export function afterCreateUrl(cartId: string, search: string): string {
  const params = new URLSearchParams(search);
  const base = `/order/v2/cart/${encodeURIComponent(cartId)}`;
  const saved = params.has('printableIdentifier');
  params.delete('printableIdentifier');
  const suffix = params.size ? `?${params}` : '';
  return saved ? `${base}${suffix}` : `${base}/printable${suffix}`;
}

/**
 * The user's open cart (neither ordered nor saved under a name) is resumed instead of making a new one;
 * O-2-26: otherwise creates the cart; with printable identifiers, loads it, adds those saved printables
 * (complete, O-4-15) and waits for them to be synced before answering where to go. A resumed cart that holds
 * items opens on cart detail when the visit carries no parameters.
 */
export async function startOrder(
  search: string,
  dispatch: AppDispatch,
  create: () => Promise<string> = async () =>
    (await dispatch(cartsApi.endpoints.createCart.initiate()).unwrap())._id,
  findOpen: () => Promise<{ _id: string; itemCount: number } | null> = async () =>
    openCartOf(
      (
        await dispatch(
          cartsApi.endpoints.carts.initiate({ saved: false }, { subscribe: false, forceRefetch: true }),
        ).unwrap()
      ).carts,
    ),
): Promise<string> {
  // The list is a help: when it cannot be read, a new cart is made as before.
  const open = await findOpen().catch(() => null);
  if (open && open.itemCount > 0 && new URLSearchParams(search).size === 0) {
    return `/order/v2/cart/${encodeURIComponent(open._id)}`;
  }
  const id = open?._id ?? (await create());
  const ids = printableIdentifiers(new URLSearchParams(search));
  if (ids.length) {
    await (dispatch(loadCart({ cartId: id })) as unknown as Promise<void>);
    const { added } = await addSavedPrintables(dispatch, ids);
    if (added.length) await (dispatch(flushCart()) as unknown as Promise<boolean>);
  }
  return afterCreateUrl(id, search);
}

/**
 * Main page (O-2-04): resumes the user's open cart or creates one (POST order2 cart base) and goes to
 * its printable selection, or to cart detail when printable identifiers were given (O-2-25/26). Signed-out
 * visitors are asked to sign in first.
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
    startOrder(location.search, dispatch)
      .then((url) => navigate(url, { replace: true }))
      .catch((err) => {
        setFailed(true);
        dispatch(
          pushMessage(
            'global',
            err instanceof NetworkError || (err as ApiError).status === 0
              ? NETWORK_ERROR_MESSAGE
              : GLOBAL_MESSAGES.cartCreateFailed,
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
        <p aria-busy="true">Welcome back, {user.name}. Opening your cart…</p>
      )}
    </section>
  );
}
