/** The server's sentence of a failed request, or null. */
export const messageOf = (e: unknown) =>
  e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : null;

/** A query's failure as an alert: the server's sentence, or `fallback` when there is none. */
export function LoadError({ error, fallback = 'Not loaded.' }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return <p role="alert">{messageOf(error) ?? fallback}</p>;
}
