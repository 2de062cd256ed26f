import { describe, expect, it } from 'vitest';
import { coupaNoticesOf, coupaNoticeRetryMs } from './coupa-notices.ts';

describe('Coupa notices', () => {
  it('a status change into a noticed status and a packed shipment with tracking are due; item moves are not', () => {
    const notices = coupaNoticesOf([
      { name: 'printing', itemIndex: null, data: { from: 'artwork-created', to: 'printing' } },
      { name: 'shipped', itemIndex: 0, data: { from: 'printing', to: 'shipped' } },
      {
        name: 'email-order-shipped',
        itemIndex: null,
        data: { shipmentIndex: 1, parcels: [{ carrier: 'UPS', tracking: '1Z1' }, { carrier: 'UPS' }] },
      },
    ]);
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'status', key: 'status:printing', text: 'In production', code: 200 }),
      { kind: 'ship', key: 'ship:1', shipmentIndex: 1, parcels: [{ carrier: 'UPS', tracking: '1Z1' }] },
    ]);
    expect(coupaNoticesOf([{ name: 'email-order-shipped', itemIndex: null, data: { parcels: [] } }])).toEqual(
      [],
    );
    expect(
      coupaNoticesOf([{ name: 'paid', itemIndex: null, data: { from: 'validated', to: 'paid' } }]),
    ).toEqual([]);
  });

  it('retries back off from 2 seconds, doubling, at most an hour', () => {
    expect([1, 2, 3].map(coupaNoticeRetryMs)).toEqual([2000, 4000, 8000]);
    expect(coupaNoticeRetryMs(40)).toBe(3_600_000);
  });
});
