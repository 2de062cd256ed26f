import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../test/sample-cart.ts';
import { cents } from '../units/units.ts';
import type { QuoteResult } from './quote-result.ts';
import { initialQuoteState, quoteErrorMessages, reduceQuote } from './quote-state.ts';

const result = (printables: Record<string, number>): QuoteResult => ({
  printables: Object.fromEntries(Object.entries(printables).map(([k, v]) => [k, cents(v)])),
  shipping: { s1: cents(500) },
  fees: cents(100),
  tax: cents(50),
  blanks: cents(300),
  printing: cents(700),
  sla: { s1: 3 },
  facilities: ['FRESNO'],
  priceMatch: null,
  additionalCharges: [],
});

describe('quote state', () => {
  it('O-4-28 the state holds loading, printables, shipping, fees, tax, blanks, printing, sla, facilities, priceMatch, additionalCharges', () => {
    expect(Object.keys(initialQuoteState).sort()).toEqual(
      [
        'loading',
        'printables',
        'shipping',
        'fees',
        'tax',
        'blanks',
        'printing',
        'sla',
        'facilities',
        'priceMatch',
        'additionalCharges',
        'error',
      ].sort(),
    );
  });

  it('O-4-29 loading starts when a request starts', () => {
    expect(reduceQuote(deepFreeze(initialQuoteState), { type: 'quoteRequested' }).loading).toBe(true);
  });

  it('O-4-30 loading ends on success', () => {
    const loading = reduceQuote(initialQuoteState, { type: 'quoteRequested' });
    const done = reduceQuote(deepFreeze(loading), {
      type: 'orderQuoteSucceeded',
      result: result({ p1: 800 }),
    });
    expect(done.loading).toBe(false);
    expect(done).toMatchObject({
      shipping: { s1: 500 },
      fees: 100,
      tax: 50,
      sla: { s1: 3 },
      facilities: ['FRESNO'],
    });
  });

  it('O-4-31 / O-8-14 loading ends on error', () => {
    const loading = reduceQuote(initialQuoteState, { type: 'quoteRequested' });
    expect(reduceQuote(loading, { type: 'quoteFailed', error: new Error('x') }).loading).toBe(false);
  });

  it('O-8-17 the error is kept in quote state', () => {
    const error = { statusCode: 400, issues: [] };
    const failed = reduceQuote(initialQuoteState, { type: 'quoteFailed', error });
    expect(failed.error).toBe(error);
    expect(reduceQuote(failed, { type: 'quoteRequested' }).error).toBeNull();
  });

  it('O-4-32 order-quote results replace quote printables and drop removed ones', () => {
    const before = reduceQuote(initialQuoteState, {
      type: 'orderQuoteSucceeded',
      result: result({ p1: 800, p2: 900 }),
    });
    const after = reduceQuote(deepFreeze(before), {
      type: 'orderQuoteSucceeded',
      result: result({ p2: 950, p3: 400 }),
      removedPrintableIds: ['p3'],
    });
    expect(after.printables).toEqual({ p2: 950 });
  });

  it('O-4-33 printable-quote results replace quote printables and drop removed ones', () => {
    const before = reduceQuote(initialQuoteState, {
      type: 'orderQuoteSucceeded',
      result: result({ p1: 800, p2: 900 }),
    });
    const after = reduceQuote(deepFreeze(before), {
      type: 'printableQuoteSucceeded',
      result: { printables: { p2: cents(999) } },
      removedPrintableIds: ['p1'],
    });
    expect(after.printables).toEqual({ p2: 999 });
    expect(after.shipping).toEqual({ s1: 500 });
  });

  it('O-8-15 / O-8-16 server issues and orderIssues become error messages', () => {
    const messages = quoteErrorMessages({
      issues: [{ code: 'bad_value', path: 'items[0].products[0].quantity', message: 'Too many' }],
      orderIssues: ['No address given'],
    });
    expect(messages).toEqual([
      { id: 'quantity:Too many', message: 'Too many', level: 'error', type: 'quantity' },
      {
        id: 'ORDER_ISSUES:No address given',
        message: 'No address given',
        level: 'error',
        type: 'ORDER_ISSUES',
      },
    ]);
    expect(quoteErrorMessages(null)).toEqual([]);
  });
});
