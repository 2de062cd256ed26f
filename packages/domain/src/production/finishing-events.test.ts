import { describe, expect, it } from 'vitest';
import { shipmentPackedEvents, qcEvents } from './finishing-events.ts';
import { applyEvent, initialState, type LifecycleState } from './order-lifecycle.ts';

const at = '2026-11-24T12:00:00Z';
function printing(count: number): LifecycleState {
  const s = initialState({
    name: null,
    dueDate: '2026-12-01',
    sendProof: false,
    bypassArtworkCreation: true,
    bypassUserApproval: true,
    items: Array.from({ length: count }, () => ({ printType: 'dtg', designId: 'd1' })),
    shipments: [{ address: {}, shippingMethod: 'ups-ground' }],
  });
  const items = s.items.map((i) => ({ ...i, status: 'printing' as const }));
  return { ...s, status: 'printing', items };
}
const run = (s: LifecycleState, events: ReturnType<typeof qcEvents>) =>
  events.reduce((x, e) => applyEvent(x, e, at), s);

describe('finishing events (R-4-06)', () => {
  it('R-3-62 a QC fail makes the item reprint; the replacement passing puts it back to printing', () => {
    const s = printing(1);
    const failed = run(
      s,
      qcEvents(s, {
        itemIndex: 0,
        barcode: 'u1',
        outcome: { kind: 'reprint', event: 'qc-defects', warnArtwork: false },
        replacement: 'u1-r',
      }),
    );
    expect(failed.items[0]?.status).toBe('reprint');
    const again = qcEvents(failed, {
      itemIndex: 0,
      barcode: 'u1-r',
      outcome: { kind: 'reprint', event: 'qc-defects', warnArtwork: true },
      warning: 'w',
    });
    expect(again.map((e) => e.name)).toEqual(['qc-defects']);
    const passed = run(
      failed,
      qcEvents(failed, { itemIndex: 0, barcode: 'u1-r', outcome: { kind: 'pass', event: 'qc-complete' } }),
    );
    expect(passed.items[0]?.status).toBe('printing');
  });

  it('R-3-62 a flagged image puts the item on hold with a rejection', () => {
    const s = printing(1);
    const ev = qcEvents(s, {
      itemIndex: 0,
      barcode: 'u1',
      outcome: { kind: 'artwork-hold', event: 'rejection' },
    });
    expect(ev.map((e) => e.name)).toEqual(['rejection', 'on-hold']);
  });

  it('R-4-06 the order ships only once every live item has shipped', () => {
    const s = printing(2);
    const parcels = [{ carrier: 'UPS', service: 'ups-ground', tracking: '1Z', url: null }];
    const first = shipmentPackedEvents(s, { shipmentIndex: 0, parcels, shippedItems: [0] });
    expect(first.map((e) => e.name)).toEqual(['email-order-shipped', 'shipped']);
    const after = run(s, first);
    expect(after.status).toBe('printing');
    expect(after.items[0]?.status).toBe('shipped');
    const second = run(after, shipmentPackedEvents(after, { shipmentIndex: 0, parcels, shippedItems: [1] }));
    expect(second.status).toBe('shipped');
  });
});
