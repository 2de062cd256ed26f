import { Link, useSearchParams } from 'react-router';
import { SavedCarts } from './SavedCarts.tsx';
import { OrderHistory } from './order-history/OrderHistory.tsx';
import { useAppSelector } from '@/hooks/store.ts';

/** Drafts (/manager/v2/orders/drafts?cartId=…&quote=true, O-2-51): saved carts with the given one marked. */
export default function ManagerDraftsPage() {
  const user = useAppSelector((s) => s.user);
  const [query] = useSearchParams();
  const quote = query.get('quote') === 'true';
  const here = encodeURIComponent(`/manager/v2/orders/drafts?${query}`);
  if (!user)
    return (
      <section aria-labelledby="drafts-title">
        <h1 id="drafts-title">Saved carts</h1>
        <p>
          <Link to={`/auth/login?next=${here}`}>Sign in</Link> to see your saved carts.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="drafts-title">
      <h1 id="drafts-title">{quote ? 'Saved quotes and drafts' : 'Saved carts'}</h1>
      <p>
        <Link to="/manager/v2">Manager home</Link>
      </p>
      <SavedCarts highlight={query.get('cartId')} />
      <h2>Order history</h2>
      <OrderHistory />
    </section>
  );
}
