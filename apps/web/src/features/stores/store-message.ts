import type { ActionMessage } from '@/components/ui/ActionOutcome.tsx';

/** A line the Stores page shows after an action. */
export type Message = ActionMessage;

/** The server's sentence of a refused request. */
export const failed = (e: { message?: string }) => e.message ?? 'The request failed.';
