import {
  initialQuoteState,
  type QuoteAction,
  type QuoteState,
  reduceQuote,
} from '@platen/domain/quote/quote-state';
import type { AnyAction } from '@reduxjs/toolkit';

/** O-4-28..36: the quote state in the store; the rules are the domain reducer's. */
export const quoteAction = (action: QuoteAction) => ({ type: `quote/${action.type}`, payload: action });

export function quoteReducer(state: QuoteState = initialQuoteState, action: AnyAction): QuoteState {
  return typeof action.type === 'string' && action.type.startsWith('quote/')
    ? reduceQuote(state, action.payload as QuoteAction)
    : state;
}
