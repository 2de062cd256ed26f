import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import {
  offeredRushes,
  rushOptions,
  serviceOptions,
  shippingOptionsRequests,
} from './shipping-options-quote.ts';

function cart() {
  const c = sampleCart();
  c.designDrafts = [
    {
      id: 'd-shirt',
      type: 'Garment',
      printType: 'dtg',
      designId: 'ds',
      sides: { front: { elements: [{ width: 0.5 }] } },
    },
    { id: 'd-mug', type: 'Mug', printType: 'mug', designId: 'dm', sides: {} },
  ];
  return c;
}
const ready = { isDesignReady: () => true };

describe('shipping options quote', () => {
  it('#12.8 every service of every shipment and every rush tier is priced before the review', () => {
    const built = shippingOptionsRequests(cart(), () => ['standard', 'ups-ground'], ready)!;
    const perShipment = built.services.refs.filter((r) => r.service === 'standard').length;
    expect(built.services.refs.length).toBe(perShipment * 2);
    expect(built.services.request.items.map((i) => i.features?.shipping)).toContain('ups-ground');
    // A copy without rush first (days 0): the due date a rush has to beat.
    expect(built.rush.refs.map((r) => r.days)).toEqual(
      [0, 1, 3, 5].flatMap((d) => Array.from({ length: perShipment }, () => d)),
    );
    expect(built.rush.request.items.map((i) => i.features?.rushOrder ?? 0)).toEqual(
      built.rush.refs.map((r) => r.days),
    );
  });
  it('#12.8 the answer becomes a price and arrival date per shipment and service, and a fee per rush tier', () => {
    const refs = [
      { shipmentId: 's1', service: 'standard' },
      { shipmentId: 's1', service: 'standard' },
      { shipmentId: 's1', service: 'ups-ground' },
    ];
    const answer = {
      details: [
        { shipment: 0, fees: [] },
        { shipment: 0, fees: [] },
        { shipment: 1, fees: [] },
      ],
      shipments: [
        { shipping: 899, arrivalDate: '2026-12-10' },
        { shipping: 1299, arrivalDate: '2026-12-07' },
      ],
    };
    expect(serviceOptions(refs, answer)).toEqual({
      s1: {
        standard: { cents: 899, arrivalDate: '2026-12-10' },
        'ups-ground': { cents: 1299, arrivalDate: '2026-12-07' },
      },
    });
    const rush = rushOptions([{ days: 1 }, { days: 1 }, { days: 3 }], {
      details: [
        { shipment: 0, fees: [{ code: 'rush', cents: 1500 }] },
        { shipment: 0, fees: [{ code: 'rush', cents: 2000 }] },
        {
          shipment: 0,
          fees: [
            { code: 'rush', cents: 1500 },
            { code: 'fold-poly', cents: 50 },
          ],
        },
      ],
      shipments: [],
      sla: [{ days: 1 }, { days: 1 }, { days: 3 }],
    });
    expect(rush).toEqual({
      1: { cents: 3500, days: 1, dueDate: null },
      3: { cents: 1500, days: 3, dueDate: null },
    });
  });

  it('O-9-22 only the rush tiers that make the order due sooner are offered, each with its date', () => {
    // A DTG order: 3 days without rush; a 3-day or 5-day rush leaves it due on the same day.
    const refs = [{ days: 0 }, { days: 1 }, { days: 3 }, { days: 5 }];
    const due = [
      '2026-12-03T21:00:00.000Z',
      '2026-12-01T21:00:00.000Z',
      '2026-12-03T21:00:00.000Z',
      '2026-12-03T21:00:00.000Z',
    ];
    const options = rushOptions(refs, {
      details: due.map((dueDate, i) => ({
        shipment: 0,
        fees: i === 0 ? [] : [{ code: 'rush', cents: 1500 }],
        dueDate,
      })),
      shipments: [],
      sla: [{ days: 3 }, { days: 1 }, { days: 3 }, { days: 3 }],
    });
    expect(offeredRushes(options)).toEqual([{ days: 1, cents: 1500, dueDate: '2026-12-01T21:00:00.000Z' }]);
  });
});
