import { describe, expect, it } from 'vitest';
import { offeredActions } from './customer-actions.ts';

const order = (status: string, ...items: string[]) => ({ status, items: items.map((s) => ({ status: s })) });

describe('actions the customer is offered', () => {
  it('#15.4 R-4-06 a paid order: cancel, rename, change shipments and designs, cancel each live item', () => {
    expect(offeredActions(order('paid', 'paid', 'cancelled'))).toEqual({
      cancel: true,
      rename: true,
      changeShipments: true,
      changeDesign: true,
      cancelItem: [true, false],
    });
  });

  it('#15.4 once artwork exists the design is fixed; once printing starts nothing but the name changes', () => {
    expect(offeredActions(order('artwork-created', 'artwork-created'))).toMatchObject({
      cancel: true,
      changeShipments: true,
      changeDesign: false,
    });
    expect(offeredActions(order('printing', 'printing'))).toMatchObject({
      cancel: false,
      rename: true,
      changeShipments: false,
      changeDesign: false,
      cancelItem: [false],
    });
    expect(offeredActions(order('cancelled', 'cancelled'))).toMatchObject({ cancel: false, rename: false });
  });
});
