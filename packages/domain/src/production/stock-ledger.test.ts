import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_CHECKPOINTS } from './inventory-checkpoints.ts';
import {
  adjustmentRefusal,
  LOW_STOCK_AT,
  onHand,
  type StockMovement,
  stockLevel,
  stockTotals,
} from './stock-ledger.ts';

/** What happens to one sku at a facility, in the order the floor does it. */
const step = fc.oneof(
  // A delivery of q blanks while w units wait for them: the waiting ones take theirs at once.
  fc.record({
    kind: fc.constant('receipt' as const),
    quantity: fc.integer({ min: 1, max: 50 }),
    waiting: fc.nat(60),
  }),
  // A released unit reserves a free blank (or waits for a supplier when none is free).
  fc.record({ kind: fc.constant('allocate' as const) }),
  // The pull: a reserved blank leaves the shelf for its unit.
  fc.record({ kind: fc.constant('pull' as const) }),
  fc.record({
    kind: fc.constant('adjustment' as const),
    quantity: fc.integer({ min: -80, max: 80 }),
    reason: fc.constantFrom(...INVENTORY_CHECKPOINTS, 'lost'),
  }),
);

describe('stock ledger', () => {
  it('R-4-36 stock adds up: on-hand = received - consumed + adjustments = free + reserved, never below zero, over any receipts, consumptions and adjustments', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const ledger: StockMovement[] = [];
        let free = 0;
        let reserved = 0;
        for (const s of steps) {
          if (s.kind === 'receipt') {
            const released = Math.min(s.quantity, s.waiting);
            ledger.push({ kind: 'receipt', quantity: s.quantity });
            if (released > 0) ledger.push({ kind: 'consumption', quantity: released });
            free += s.quantity - released;
          } else if (s.kind === 'allocate') {
            if (free > 0) [free, reserved] = [free - 1, reserved + 1];
          } else if (s.kind === 'pull') {
            if (reserved === 0) continue;
            ledger.push({ kind: 'consumption', quantity: 1 });
            reserved -= 1;
          } else {
            const level = { onHand: onHand(stockTotals(ledger)), reserved };
            const refusal = adjustmentRefusal(level, s.quantity, s.reason);
            const allowed = s.quantity !== 0 && s.reason !== 'lost' && level.onHand + s.quantity >= reserved;
            expect(refusal === null).toBe(allowed);
            if (refusal) continue;
            ledger.push({ kind: 'adjustment', quantity: s.quantity });
            free += s.quantity;
          }
          const t = stockTotals(ledger);
          const level = stockLevel(t, reserved, 0);
          expect(level.onHand).toBe(t.received - t.consumed + t.adjusted);
          expect(level.onHand).toBe(free + reserved);
          expect(level.available).toBe(free);
          expect(free).toBeGreaterThanOrEqual(0);
          expect(level.low).toBe(free <= LOW_STOCK_AT);
        }
        // The order rows are summed in does not matter.
        expect(onHand(stockTotals([...ledger].reverse()))).toBe(onHand(stockTotals(ledger)));
      }),
      { numRuns: 300 },
    );
  });

  it('R-4-36 an adjustment needs a checkpoint as reason and a non-zero whole number', () => {
    const level = { onHand: 5, reserved: 2 };
    expect(adjustmentRefusal(level, 3, 'stock-update')).toBeNull();
    expect(adjustmentRefusal(level, -3, 'order-created')).toBeNull();
    expect(adjustmentRefusal(level, 0, 'stock-update')).toMatch(/not 0/);
    expect(adjustmentRefusal(level, 1.5, 'stock-update')).toMatch(/whole number/);
    expect(adjustmentRefusal(level, 1, 'shrinkage')).toBe(
      'The reason must be one of the inventory checkpoints: order-created, order-part-created, stock-update, order-accepted.',
    );
    expect(adjustmentRefusal(level, -4, 'stock-update')).toBe(
      'Only 3 can be taken off: 5 on hand, 2 reserved for units not yet pulled.',
    );
  });
});
