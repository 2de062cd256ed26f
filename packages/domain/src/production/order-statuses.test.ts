import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, isItemStatus, isOrderStatus, ORDER_STATUSES } from './order-statuses.ts';

describe('order and item statuses', () => {
  it('R-4-01 order statuses: quote, order, validated, unpaid, paid, on-hold, artwork-created, printing, shipped, cancelled', () => {
    expect(ORDER_STATUSES).toEqual([
      'quote',
      'order',
      'validated',
      'unpaid',
      'paid',
      'on-hold',
      'artwork-created',
      'printing',
      'shipped',
      'cancelled',
    ]);
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('reprint')).toBe(false);
  });

  it('R-4-02 item statuses: the order statuses plus reprint', () => {
    expect(ITEM_STATUSES).toEqual([...ORDER_STATUSES, 'reprint']);
    expect(isItemStatus('reprint')).toBe(true);
    expect(isItemStatus('delivered')).toBe(false);
  });
});
