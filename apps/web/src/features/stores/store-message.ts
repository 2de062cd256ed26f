/** A line the Stores page shows after an action. */
export type Message = { kind: 'ok' | 'error'; text: string };

/** The server's sentence of a refused request. */
export const failed = (e: { message?: string }) => e.message ?? 'The request failed.';
