import type { Message } from '../entities/entities.ts';
import type { Cents } from '../units/units.ts';
import { orderIssueMessages } from './order-issues.ts';
import { quoteIssueMessages } from './quote-issues.ts';
import type { QuoteOrderIssue, QuoteServerIssue } from './quote-request.ts';
import type { QuoteResult } from './quote-result.ts';

/** O-4-28: the quote part of the application state. */
export interface QuoteState extends Omit<QuoteResult, 'blanks' | 'printing'> {
  loading: boolean;
  blanks: Cents | null;
  printing: Cents | null;
  /** O-8-17: the last failure, kept for display and retry. */
  error: unknown;
}

/** The state before any quote. */
export const initialQuoteState: QuoteState = {
  loading: false,
  printables: {},
  shipping: null,
  fees: null,
  tax: null,
  blanks: null,
  printing: null,
  sla: {},
  facilities: [],
  priceMatch: null,
  additionalCharges: [],
  error: null,
};

export type QuoteAction =
  | { type: 'quoteRequested' }
  /** A whole-order quote: its printables replace the stored ones. */
  | { type: 'orderQuoteSucceeded'; result: QuoteResult; removedPrintableIds?: readonly string[] }
  /** A quote of one or a few printables: their prices replace the stored ones for those printables. */
  | {
      type: 'printableQuoteSucceeded';
      result: Pick<QuoteResult, 'printables'>;
      removedPrintableIds?: readonly string[];
    }
  | { type: 'quoteFailed'; error: unknown };

const without = <T>(record: Record<string, T>, ids: readonly string[] = []): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => !ids.includes(id)));

/** O-4-28..36 / O-8-14 / O-8-17: the quote state reducer. */
export function reduceQuote(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case 'quoteRequested':
      return { ...state, loading: true, error: null };
    case 'orderQuoteSucceeded':
      return {
        ...state,
        ...action.result,
        printables: without(action.result.printables, action.removedPrintableIds),
        loading: false,
        error: null,
      };
    case 'printableQuoteSucceeded':
      return {
        ...state,
        printables: without({ ...state.printables, ...action.result.printables }, action.removedPrintableIds),
        loading: false,
        error: null,
      };
    case 'quoteFailed':
      return { ...state, loading: false, error: action.error };
  }
}

/** The body a failed quote answers with (O-8-15/16). */
export interface QuoteErrorBody {
  issues?: readonly QuoteServerIssue[] | null;
  orderIssues?: readonly QuoteOrderIssue[] | null;
}

/** O-8-15 / O-8-16: a failed quote's server issues and order issues, as error messages to push. */
export function quoteErrorMessages(body: QuoteErrorBody | null | undefined): Message[] {
  return [...quoteIssueMessages(body?.issues ?? []), ...orderIssueMessages(body?.orderIssues)];
}
