import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, DesignDraft } from '../entities/entities.ts';
import { type CartAction, reduceCart } from './cart-reducer.ts';
import { diffDocument } from './cart-sync.ts';
import { refusedCartPaths } from './customer-cart-paths.ts';
import { deepFreeze, sampleCart, sequentialIds } from '../../test/sample-cart.ts';

const isDesignReady = (d: DesignDraft) => d.name !== 'wip';

/** A shipment id the cart does not hold yet (a removed shipment's id may come round again otherwise). */
function freshShipmentId(cart: Cart, pick: number): string {
  let n = cart.shipments.length;
  while (cart.shipments.some((s) => s.id === `ship-${pick}-${n}`)) n += 1;
  return `ship-${pick}-${n}`;
}

/** Builds an action that is valid for `cart`, picking ids from what the cart holds. */
function actionFor(cart: Cart, pick: number, kind: number): CartAction {
  const printable = cart.printables[pick % Math.max(cart.printables.length, 1)];
  const shipment = cart.shipments[pick % Math.max(cart.shipments.length, 1)];
  const draft = cart.designDrafts[pick % Math.max(cart.designDrafts.length, 1)];
  const candidates: (CartAction | null)[] = [
    shipment
      ? { type: 'chooseShippingMethod', shipmentId: shipment.id, method: pick % 2 ? 'standard' : 'UPS' }
      : null,
    { type: 'chooseRushOrder', days: [1, 3, 5][pick % 3]! },
    { type: 'togglePreProduction' },
    { type: 'toggleFoldPoly' },
    { type: 'toggleSendProof' },
    printable ? { type: 'completePrintable', printableId: printable.id } : null,
    printable ? { type: 'removePrintable', printableId: printable.id } : null,
    draft ? { type: 'updateDesignDraft', draft: { ...draft, name: pick % 2 ? 'wip' : 'ok' } } : null,
    printable ? { type: 'addExtraColours', printableId: printable.id, colors: ['Red', 'Blue'] } : null,
    { type: 'saveQuoteName', name: `Quote ${pick}` },
    { type: 'setShippingMode', mode: pick % 2 ? 'single' : 'multiple' },
    { type: 'addShipment', shipmentId: freshShipmentId(cart, pick) },
    shipment ? { type: 'removeShipment', shipmentId: shipment.id } : null,
    shipment ? { type: 'setShipmentAddress', shipmentId: shipment.id, address: { city: 'Reno' } } : null,
    shipment && printable
      ? { type: 'setQuantities', shipmentId: shipment.id, printableId: printable.id, quantities: { M: pick } }
      : null,
  ];
  return candidates[kind % candidates.length] ?? { type: 'toggleFoldPoly' };
}

describe('cart reducer', () => {
  it('O-4-06 / O-4-16 / O-4-18 every action returns a new cart and never mutates its (frozen) input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { maxLength: 25 }), (steps) => {
        const newId = sequentialIds();
        let cart = deepFreeze(sampleCart());
        for (const [pick, kind] of steps) {
          const before = structuredClone(cart);
          const action = actionFor(cart, pick, kind);
          const next = reduceCart(cart, action, { isDesignReady, newId });
          expect(cart).toEqual(before);
          cart = deepFreeze(next);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('#H3 #M1 every edit the SPA syncs (its diff of the reduced cart) writes only paths customers may write', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { minLength: 1, maxLength: 25 }), (steps) => {
        const deps = { isDesignReady, newId: sequentialIds() };
        let cart = sampleCart();
        for (const [pick, kind] of steps) {
          const next = reduceCart(cart, actionFor(cart, pick, kind), deps);
          expect(refusedCartPaths(diffDocument(cart, next))).toEqual([]);
          cart = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('O-4-17 after any sequence no shipment item points at a removed printable', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { maxLength: 25 }), (steps) => {
        const deps = { isDesignReady, newId: sequentialIds() };
        const cart = steps.reduce(
          (c, [pick, kind]) => reduceCart(c, actionFor(c, pick, kind), deps),
          sampleCart(),
        );
        const ids = new Set(cart.printables.map((p) => p.id));
        for (const s of cart.shipments) for (const i of s.items) expect(ids.has(i.printableId)).toBe(true);
      }),
    );
  });

  it('O-4-20 the saveQuoteName action sets po through the reducer', () => {
    const next = reduceCart(
      sampleCart(),
      { type: 'saveQuoteName', name: 'Fall' },
      { isDesignReady, newId: sequentialIds() },
    );
    expect(next.po).toBe('Fall');
  });
});
