import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '@/app/store.ts';

/** Main page of the order base: where a new order starts. */
export default function OrderStartPage() {
  const user = useSelector((s: RootState) => s.user);
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title">Start a new order</h1>
      {user ? (
        <p>Welcome back, {user.name}. Pick a product, design it, and ship it to one or many addresses.</p>
      ) : (
        <p>
          <Link to="/auth/login">Sign in</Link> to start an order.
        </p>
      )}
    </section>
  );
}
