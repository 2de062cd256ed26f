import { describe, expect, it } from 'vitest';
import { NO_ADDRESS_GIVEN, NO_DESIGN_ID_PROVIDED } from './order-issues.ts';
import type { QuoteRequestItem, QuoteResponse } from './quote-request.ts';
import { quoteResult } from './quote-result.ts';

const item = (quantity: number): QuoteRequestItem => ({
  type: 'dtg',
  products: [{ id: 'tee', quantity, size: 'M', color: 'Black' }],
  address: null,
  sides: { front: 1 },
});
const items = [item(2), item(4), item(2)];
const refs = [
  { shipmentId: 's1', printableId: 'p1' },
  { shipmentId: 's1', printableId: 'p2' },
  { shipmentId: 's2', printableId: 'p1' },
];
const response = (orderIssues: string[] = []): QuoteResponse => ({
  breakdown: [
    { printing: 1000, blanks: 600, shipping: 500, fees: 100, tax: 80 },
    { printing: 2000, blanks: 1200, shipping: 0, fees: 100, tax: 160 },
    { printing: 1000, blanks: 600, shipping: 700, fees: 100, tax: 80 },
  ],
  facilities: ['INDY'],
  sla: [{ days: 3 }, { days: 5 }, { days: -1 }],
  orderIssues,
});

describe('quote result', () => {
  it('O-4-28 unit price per printable, shipping per shipment, totals, sla and facilities', () => {
    expect(quoteResult(response(), items, refs)).toEqual({
      printables: { p1: 800, p2: 800 },
      shipping: { s1: 500, s2: 700 },
      fees: 300,
      tax: 320,
      blanks: 2400,
      printing: 4000,
      sla: { s1: 5, s2: -1 },
      facilities: ['INDY'],
      priceMatch: null,
      additionalCharges: [],
    });
  });

  it('O-4-34 shipping, fees and tax are not set when an order issue says the address is missing', () => {
    const r = quoteResult(response([NO_ADDRESS_GIVEN]), items, refs);
    expect([r.shipping, r.fees, r.tax]).toEqual([null, null, null]);
    expect(r.printing).toBe(4000);
  });

  it('O-4-35 shipping, fees and tax are not set when an order issue says designId is missing', () => {
    const r = quoteResult(response([NO_DESIGN_ID_PROVIDED]), items, refs);
    expect([r.shipping, r.fees, r.tax]).toEqual([null, null, null]);
  });

  it('O-4-36 shipping, fees and tax are set from the quote when no such order issue exists', () => {
    const r = quoteResult(response(['Rush unavailable']), items, refs);
    expect([r.shipping, r.fees, r.tax]).toEqual([{ s1: 500, s2: 700 }, 300, 320]);
  });
});
