import { describe, expect, it } from 'vitest';
import { describeEvent } from './event-descriptions.ts';

describe('order timeline words', () => {
  it('#15.3 events read as plain words, with the item and the reason the customer must read', () => {
    expect(describeEvent({ name: 'paid' })).toBe('Payment recorded');
    expect(describeEvent({ name: 'cancelled', itemIndex: 0 })).toBe('Cancelled (item 1)');
    expect(describeEvent({ name: 'artwork-qc-reject', data: { reason: 'Too blurry' } })).toBe(
      'Artwork needs changes: Too blurry',
    );
    expect(describeEvent({ name: 'qc-complete' })).toBe('Quality check passed');
    expect(describeEvent({ name: 'blanks-placed', itemIndex: 0 })).toBe(
      'Blanks ordered from the supplier (item 1)',
    );
    expect(describeEvent({ name: 'not-an-event' })).toBe('not-an-event');
    expect(describeEvent({ name: 'order-released' })).toBe('Funds received: order released');
    expect(describeEvent({ name: 'order-released', data: { orderNo: 7, facilities: { 0: 'INDY' } } })).toBe(
      'Released to the production floor',
    );
  });
});
