/** A query's failure as an alert: the server's sentence, or `fallback` when there is none. */
export function LoadError({ error, fallback = 'Not loaded.' }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  const text =
    typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : fallback;
  return <p role="alert">{text}</p>;
}
