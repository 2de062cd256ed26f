import { Link, useLocation } from 'react-router';

/** Shown for any URL the route table does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <p>
        <Link to="/order/v2">Start a new order</Link>
      </p>
    </section>
  );
}
