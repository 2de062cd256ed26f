import { Link } from 'react-router';

/** An order screen whose order did not load: the screen's title, the server's sentence and the way back. */
export function OrderLoadError({ title, error }: { title: string; error: unknown }) {
  const message =
    error && typeof error === 'object' && 'message' in error
      ? String((error as { message: unknown }).message)
      : 'The order could not be loaded.';
  return (
    <section aria-labelledby="order-error-title">
      <h1 id="order-error-title">{title}</h1>
      <p role="alert">{message}</p>
      <Link to="/manager/v2/orders">All orders</Link>
    </section>
  );
}
