import { describe, expect, it } from 'vitest';
import { quoteAction, quoteReducer } from './quote-slice.ts';

describe('quote slice: the domain quote reducer in the store', () => {
  it('O-4-29 / O-4-31 / O-8-14 / O-8-17 loading starts on request, ends on error, the error is kept', () => {
    let s = quoteReducer(undefined, { type: '@@init' });
    s = quoteReducer(s, quoteAction({ type: 'quoteRequested' }));
    expect(s.loading).toBe(true);
    s = quoteReducer(s, quoteAction({ type: 'quoteFailed', error: 'boom' }));
    expect(s).toMatchObject({ loading: false, error: 'boom' });
  });
  it('other actions leave the quote alone', () => {
    const s = quoteReducer(undefined, { type: '@@init' });
    expect(quoteReducer(s, { type: 'cart/edited' })).toBe(s);
  });
});
