import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import { orderLines, productionDays, STANDARD_PRODUCTION_DAYS } from './order-lines.ts';

describe('order lines', () => {
  it('O-4-03 one line per size with quantity > 0 of complete printables, numbered from 1', () => {
    const lines = orderLines(sampleCart());
    expect(lines.map((l) => [l.lineNo, l.shipmentId, l.printableId, l.size, l.quantity])).toEqual([
      [1, 's1', 'p-black', 'S', 2],
      [2, 's1', 'p-black', 'M', 3],
      [3, 's1', 'p-mug', '11oz', 4],
      [4, 's2', 'p-black', 'L', 1],
    ]);
  });
  it('O-4-05 single mode orders only the first shipment', () => {
    const lines = orderLines({ ...sampleCart(), shippingMode: 'single' });
    expect(new Set(lines.map((l) => l.shipmentId))).toEqual(new Set(['s1']));
  });
  it('rush orders shorten production', () => {
    expect(productionDays({ rushOrder: 3 })).toBe(3);
    expect(productionDays({ rushOrder: null })).toBe(STANDARD_PRODUCTION_DAYS);
  });
});
