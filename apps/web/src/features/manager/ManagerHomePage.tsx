import { Link } from 'react-router';
import { ApiKeyPanel } from './ApiKeyPanel.tsx';
import { SavedCarts } from './SavedCarts.tsx';
import { OrderHistory } from './order-history/OrderHistory.tsx';
import { useAppSelector } from '@/hooks/store.ts';

/** Manager home (/manager/v2): saved carts, the order history and the API key; the full manager area comes later. */
export default function ManagerHomePage() {
  const user = useAppSelector((s) => s.user);
  if (!user)
    return (
      <section aria-labelledby="mgr-title">
        <h1 id="mgr-title">Your account</h1>
        <p>
          <Link to="/auth/login?next=%2Fmanager%2Fv2">Sign in</Link> to see your saved carts and orders.
        </p>
      </section>
    );
  return (
    <section aria-labelledby="mgr-title">
      <h1 id="mgr-title">Welcome, {user.name}</h1>
      <p>
        <Link to="/order/v2">Start a new order</Link> ·{' '}
        <Link to="/manager/v2/printables">Your printables</Link>
      </p>
      <h2>Saved carts</h2>
      <SavedCarts />
      <h2>Orders</h2>
      <OrderHistory />
      <ApiKeyPanel />
    </section>
  );
}
