import { describe, expect, it } from 'vitest';
import { allocateBlanks, blanksCutoffFor, receiptOf, supplierFor, swapSuggestion } from './blanks.ts';

const need = (unitCode: string, productIdentifier: string, size = 'med') => ({
  unitCode,
  productIdentifier,
  color: 'Black',
  size,
  facility: 'INDY' as const,
});

describe('blanks', () => {
  it('R-9-43 blanks are ordered from the active suppliers only', () => {
    expect(supplierFor('port-and-company-pc54')).toBe('SANMAR');
    expect(supplierFor('delta-11730')).toBe('DELTA');
    expect(supplierFor('gildan-5000')).toBe('ALPHA');
    expect(supplierFor('gildan-5000', 'SANMAR')).toBe('SANMAR');
    expect(supplierFor('gildan-5000', 'INVENTORY')).toBe('ALPHA');
  });

  it('stock first, then supplier orders grouped per supplier per facility with one line per sku', () => {
    const stock = new Map([['INDY|gildan-5000|Black|med', 1]]);
    const a = allocateBlanks(
      [
        need('1-1-1', 'gildan-5000'),
        need('1-1-2', 'gildan-5000'),
        need('1-1-3', 'gildan-5000'),
        need('1-2-1', 'port-pc54'),
      ],
      stock,
    );
    expect(a.fromStock.map((x) => x.unitCode)).toEqual(['1-1-1']);
    expect(a.toOrder).toEqual([
      {
        supplier: 'ALPHA',
        facility: 'INDY',
        lines: [
          {
            productIdentifier: 'gildan-5000',
            color: 'Black',
            size: 'med',
            quantity: 2,
            unitCodes: ['1-1-2', '1-1-3'],
          },
        ],
      },
      {
        supplier: 'SANMAR',
        facility: 'INDY',
        lines: [
          { productIdentifier: 'port-pc54', color: 'Black', size: 'med', quantity: 1, unitCodes: ['1-2-1'] },
        ],
      },
    ]);
    expect(stock.get('INDY|gildan-5000|Black|med')).toBe(1);
  });

  it('O-9-11 R-9-98 a blank order goes out at the 12:00 Los Angeles cutoff of its business day', () => {
    // Tuesday 2026-11-24 10:00 PST -> 12:00 PST same day (20:00 UTC).
    expect(blanksCutoffFor('2026-11-24T18:00:00Z')).toBe('2026-11-24T20:00:00.000Z');
    // 12:30 PST -> next business day's noon.
    expect(blanksCutoffFor('2026-11-24T20:30:00Z')).toBe('2026-11-25T20:00:00.000Z');
  });

  it('receiving: partial, complete, and no more than ordered', () => {
    expect(receiptOf(5, 0, 2)).toEqual({ ok: true, total: 2, complete: false });
    expect(receiptOf(5, 2, 3)).toEqual({ ok: true, total: 5, complete: true });
    expect(receiptOf(5, 2, 4)).toMatchObject({ ok: false });
    expect(receiptOf(5, 0, 0)).toMatchObject({ ok: false });
  });

  it('R-9-45 out of stock -> the first substitute of the swap table', () => {
    expect(swapSuggestion('Gildan 5000')).toBe('Hanes 5180');
    expect(swapSuggestion('Unknown 1')).toBeNull();
  });
});
