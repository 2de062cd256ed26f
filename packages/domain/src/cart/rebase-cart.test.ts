import { describe, expect, it } from 'vitest';
import { type CartAction, reduceCart } from './cart-reducer.ts';
import { rebaseCart, rebaseConflictMessage } from './rebase-cart.ts';
import { deepFreeze, sampleCart, sequentialIds } from '../../test/sample-cart.ts';

const deps = { isDesignReady: () => true, newId: sequentialIds() };
const apply = (cart = sampleCart(), ...actions: CartAction[]) =>
  deepFreeze(actions.reduce((c, a) => reduceCart(c, a, deps), cart));
const base = deepFreeze(sampleCart());
const qty = (quantities: Record<string, number>, printableId = 'p-black', shipmentId = 's1'): CartAction => ({
  type: 'setQuantities',
  shipmentId,
  printableId,
  quantities,
});

describe("#12.2 rebase of a tab's own changes onto the server cart (O-4-24)", () => {
  it("#12.2 a stale quantity record only carries the size this tab changed: the other tab's size stays", () => {
    const server = apply(base, qty({ S: 20, M: 3 })); // tab A, acknowledged
    const local = apply(base, qty({ S: 2, M: 7 })); // tab B, made against the old cart
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.shipments[0]?.items[0]?.quantities).toEqual({ S: 20, M: 7 });
    expect(conflicts).toEqual([]);
  });

  it('#12.2 the same field changed in both tabs keeps the server value and reports the conflict', () => {
    const server = apply(base, qty({ S: 20, M: 3 }));
    const local = apply(base, qty({ S: 40, M: 3 }));
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.shipments[0]?.items[0]?.quantities).toEqual({ S: 20, M: 3 });
    expect(conflicts).toEqual(['/shipments/s1/items/p-black/quantities/S']);
    expect(rebaseConflictMessage(conflicts)).toMatch(
      /1 of your changes \(quantities\) was replaced by the newer/,
    );
  });

  it('#12.2 a toggle made in both tabs is not flipped back (replaying "toggle" would undo the other tab)', () => {
    const server = apply(base, { type: 'toggleFoldPoly' });
    const local = apply(base, { type: 'toggleFoldPoly' });
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.features.foldPoly).toBe(true);
    expect(conflicts).toEqual([]);
  });

  it("#12.2 records are matched by id: both tabs' new printables and shipments are kept, in server order first", () => {
    const server = apply(
      base,
      {
        type: 'createPrintable',
        printable: { id: 'p-a', designDraftId: null, productIdentifier: 'x', color: 'Red', complete: false },
      },
      { type: 'addShipment', shipmentId: 's-a' },
    );
    const local = apply(
      base,
      {
        type: 'createPrintable',
        printable: { id: 'p-b', designDraftId: null, productIdentifier: 'y', color: 'Blue', complete: false },
      },
      { type: 'completePrintable', printableId: 'p-white' },
    );
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.printables.map((p) => p.id)).toEqual(['p-black', 'p-white', 'p-mug', 'p-a', 'p-b']);
    expect(doc.printables.find((p) => p.id === 'p-white')?.complete).toBe(true);
    expect(doc.shipments.map((s) => s.id)).toEqual(['s1', 's2', 's-a']);
    expect(conflicts).toEqual([]);
  });

  it('#12.2 a removal in one tab and an untouched record in the other: the removal holds', () => {
    const server = apply(base, { type: 'removeShipment', shipmentId: 's2' });
    const local = apply(base, qty({ S: 9 }));
    const { doc } = rebaseCart(base, local, server);
    expect(doc.shipments.map((s) => s.id)).toEqual(['s1']);
    expect(doc.shipments[0]?.items[0]?.quantities).toEqual({ S: 9 });
  });

  it('#12.2 quantities set for a printable another tab removed leave with it, reported', () => {
    const server = apply(base, { type: 'removePrintable', printableId: 'p-mug' });
    const local = apply(base, qty({ '11oz': 50 }, 'p-mug'));
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.printables.map((p) => p.id)).not.toContain('p-mug');
    expect(doc.shipments.flatMap((s) => s.items.map((i) => i.printableId))).not.toContain('p-mug');
    expect(conflicts.length).toBeGreaterThan(0);
  });

  it("#12.2 an address is one value: two tabs' fields are never mixed", () => {
    const addr = base.shipments[0]!.address!;
    const server = apply(base, {
      type: 'setShipmentAddress',
      shipmentId: 's1',
      address: { ...addr, zip: '94608' },
    });
    const local = apply(base, {
      type: 'setShipmentAddress',
      shipmentId: 's1',
      address: { ...addr, city: 'Berkeley' },
    });
    const { doc, conflicts } = rebaseCart(base, local, server);
    expect(doc.shipments[0]?.address).toEqual({ ...addr, zip: '94608' });
    expect(conflicts).toEqual(['/shipments/s1/address']);
    expect(rebaseConflictMessage(conflicts)).toMatch(/\(an address\)/);
  });

  it('#12.2 nothing changed here: the server cart as it is; nothing changed there: ours', () => {
    const other = apply(base, qty({ S: 1 }));
    expect(rebaseCart(base, base, other).doc).toEqual(other);
    expect(rebaseCart(base, other, base).doc).toEqual(other);
    expect(rebaseConflictMessage([])).toBeNull();
  });
});
