import { describe, expect, it } from 'vitest';
import { chargedShippingMethod } from '../cart/shipping-method.ts';
import { orderItemSummaries, type PricedLine } from './order-item-summaries.ts';
import { orderReference, orderTitle } from './order-reference.ts';

const line = (
  lineNo: number,
  shipmentId: string,
  printableId: string,
  size: string,
  quantity: number,
  totalCents: number,
): PricedLine => ({
  lineNo,
  shipmentId,
  printableId,
  productIdentifier: printableId === 'mug' ? 'ceramic-mug' : 'gildan-5000',
  color: printableId === 'mug' ? 'White' : 'Navy',
  size,
  quantity,
  totalCents,
});

describe('the order page in words a buyer reads', () => {
  it('an order is titled by its name, else a short reference, never its UUID', () => {
    const id = '3f2a9c41-7d0e-4b1a-9f00-0123456789ab';
    expect(orderReference(id)).toBe('3F2A-9C41');
    expect(orderTitle({ name: null, orderId: id })).toBe('Order 3F2A-9C41');
    expect(orderTitle({ name: '  ', orderId: id })).toBe('Order 3F2A-9C41');
    expect(orderTitle({ name: 'Team shirts', orderId: id })).toBe('Team shirts');
    expect(orderReference('short')).toBe('short');
  });

  it('O-4-06 a shipment without a stored method ships (and is charged) standard', () => {
    expect(chargedShippingMethod(null)).toBe('standard');
    expect(chargedShippingMethod(undefined)).toBe('standard');
    expect(chargedShippingMethod('ups-ground')).toBe('ups-ground');
  });

  it('items: product, colour, sizes in catalogue order over every shipment, and a price that is the sum of the lines', () => {
    const lines = [
      line(1, 's1', 'tee', 'lrg', 12, 7812),
      line(2, 's1', 'tee', 'sml', 10, 6510),
      line(3, 's1', 'mug', '11oz', 8, 5200),
      line(4, 's2', 'tee', 'sml', 2, 1302),
    ];
    const items = orderItemSummaries(lines, (id) =>
      id === 'gildan-5000' ? ['sml', 'med', 'lrg'] : undefined,
    );
    expect(items).toEqual([
      {
        itemIndex: 0,
        printableId: 'tee',
        productIdentifier: 'gildan-5000',
        color: 'Navy',
        sizes: [
          { size: 'sml', label: 'S', quantity: 12, cents: 7812 },
          { size: 'lrg', label: 'L', quantity: 12, cents: 7812 },
        ],
        pieces: 24,
        cents: 15624,
      },
      {
        itemIndex: 1,
        printableId: 'mug',
        productIdentifier: 'ceramic-mug',
        color: 'White',
        sizes: [{ size: '11oz', label: '11oz', quantity: 8, cents: 5200 }],
        pieces: 8,
        cents: 5200,
      },
    ]);
    expect(items.reduce((n, i) => n + i.cents, 0)).toBe(lines.reduce((n, l) => n + l.totalCents, 0));
  });
});
