import { describe, expect, it } from 'vitest';
import {
  blankOrderOfPo,
  expectedQuantities,
  poNumberOf,
  purchaseOrderCsv,
  supplierProgress,
  supplierShortages,
} from './supplier-channels.ts';

const line = (size: string, quantity: number) => ({
  productIdentifier: 'gildan-5000',
  color: 'Black',
  size,
  quantity,
});

describe('supplier channels', () => {
  it('R-9-45 a line the supplier cannot fill gets the swap table suggestion; filled lines none', () => {
    const short = supplierShortages(
      [line('med', 2), line('lrg', 1)],
      new Map([
        ['gildan-5000|Black|med', 1],
        ['gildan-5000|Black|lrg', 5],
      ]),
      () => 'Gildan 5000',
    );
    expect(short).toEqual([{ ...line('med', 2), available: 1, swap: 'Hanes 5180' }]);
  });
  it('the CSV quotes commas and quotes and never starts a field with a formula', () => {
    const csv = purchaseOrderCsv({
      id: 4,
      facility: 'LAX',
      lines: [{ ...line('med', 1), color: '=HYPERLINK("x")' }],
    });
    expect(csv).toBe(
      'po_number,line,style,color,size,quantity,ship_to\r\nPLT-BO-4,1,gildan-5000,"\'=HYPERLINK(""x"")",med,1,LAX\r\n',
    );
  });
  it('PO numbers round-trip; statuses and notices read as progress and expected quantities', () => {
    expect(blankOrderOfPo(poNumberOf(12))).toBe(12);
    expect(blankOrderOfPo('PO-12')).toBeNull();
    expect(
      ['Complete', 'Partial Shipment', 'Credit Hold', 'Canceled', 'In Production'].map(supplierProgress),
    ).toEqual(['shipped', 'shipped', 'hold', 'canceled', 'open']);
    const expected = expectedQuantities(
      [line('med', 2)],
      [{ lines: [line('med', 1), line('xl', 3)] }, { lines: [line('med', 5)] }],
    );
    expect([...expected]).toEqual([['gildan-5000|Black|med', 2]]);
  });
});
