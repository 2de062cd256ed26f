import type { Message } from '../entities/entities.ts';
import { makeMessage, type MessageCenter } from '../message-center/message-center.ts';
import type { QuoteWarning } from './quote-request.ts';

/** O-5-85 / O-5-86: warnings that are noise to the customer and are never shown. */
export const DROPPED_WARNING_PHRASES = ['poor value', 'may not print well'] as const;

const warningText = (w: QuoteWarning): string => (typeof w === 'string' ? w : w.message);

/**
 * O-5-85..87: global warning messages for the quote's warnings: those containing a dropped phrase are left
 * out, and a warning already shown as a global warning (or repeated in the batch) appears once.
 */
export function quoteWarningMessages(warnings: readonly QuoteWarning[], shown: MessageCenter): Message[] {
  const existing = new Set(
    shown.filter((m) => m.type === 'global' && m.level === 'warning').map((m) => m.message),
  );
  const messages: Message[] = [];
  for (const warning of warnings) {
    const text = warningText(warning);
    const lower = text.toLowerCase();
    if (DROPPED_WARNING_PHRASES.some((p) => lower.includes(p))) continue;
    if (existing.has(text)) continue;
    existing.add(text);
    messages.push(makeMessage('global', text, 'warning'));
  }
  return messages;
}
