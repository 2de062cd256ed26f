import { describe, expect, it } from 'vitest';
import { boxTarget, parseBoxLabel } from './box-labels.ts';

const order = {
  id: 12,
  supplier: 'SANMAR',
  status: 'partial',
  lines: [
    { productIdentifier: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 1, received: 1 },
    { productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 2, received: 0 },
  ],
};

describe('box labels at receiving', () => {
  it('reads an order number, BO-<id> and BO-<id>:style[:colour[:size]]', () => {
    expect(parseBoxLabel(' 12 ')).toEqual({
      ok: true,
      label: { blankOrderId: 12, style: null, color: null, size: null },
    });
    expect(parseBoxLabel('bo-12')).toMatchObject({ ok: true, label: { blankOrderId: 12 } });
    expect(parseBoxLabel('BO-12 : gildan-5000:Black:med')).toEqual({
      ok: true,
      label: { blankOrderId: 12, style: 'gildan-5000', color: 'Black', size: 'med' },
    });
    expect(parseBoxLabel('hello')).toMatchObject({ ok: false, reason: expect.stringContaining('BO-12') });
  });

  it('opens the first open line of the order; refuses a wrong style with a sentence', () => {
    expect(boxTarget('BO-12', [order])).toMatchObject({ ok: true, orderId: 12, line: { size: 'med' } });
    expect(boxTarget('BO-12:GILDAN-5000', [order])).toMatchObject({ ok: true, line: { size: 'med' } });
    expect(boxTarget('BO-12:bella-3001', [order])).toEqual({
      ok: false,
      reason:
        'This box holds bella-3001, which is not on blank order 12 from SANMAR (it lists gildan-5000). Set the box aside.',
    });
    expect(boxTarget('BO-12:gildan-5000:Black:lrg', [order])).toEqual({
      ok: false,
      reason: 'Every gildan-5000 Black lrg on blank order 12 was already received.',
    });
    expect(boxTarget('BO-13', [order])).toEqual({ ok: false, reason: 'There is no blank order 13.' });
    expect(boxTarget('12', [{ ...order, status: 'open' }])).toMatchObject({ ok: false });
    expect(boxTarget('12', [{ ...order, status: 'received' }])).toEqual({
      ok: false,
      reason: 'Blank order 12 was received in full.',
    });
  });
});
