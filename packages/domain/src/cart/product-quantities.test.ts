import { describe, expect, it } from 'vitest';
import { emptyCart } from '../entities/entities.ts';
import { reduceCart } from './cart-reducer.ts';
import { decodeSizeQuantities, encodeSizeQuantities, productQuantityEdits } from './product-quantities.ts';
import { sampleCart, sequentialIds } from '../../test/sample-cart.ts';

const deps = { isDesignReady: () => true, newId: sequentialIds() };

describe('#12.4 quantities typed on the product page reach the cart', () => {
  it('#12.4 a cart without shipments gets one (no address yet) holding the quantities', () => {
    const cart = emptyCart('c1');
    cart.printables = [
      { id: 'p1', designDraftId: null, productIdentifier: 'tee', color: 'Black', complete: false },
    ];
    const edits = productQuantityEdits(cart, 'p1', { med: 24, lrg: 0, sml: 6 }, () => 's-new');
    expect(edits).toEqual([
      { type: 'addShipment', shipmentId: 's-new' },
      { type: 'setQuantities', shipmentId: 's-new', printableId: 'p1', quantities: { med: 24, sml: 6 } },
    ]);
    const after = edits.reduce((c, a) => reduceCart(c, a, deps), cart);
    expect(after.shipments).toEqual([
      { id: 's-new', address: null, items: [{ printableId: 'p1', quantities: { med: 24, sml: 6 } }] },
    ]);
  });

  it('#12.4 O-4-05 they go to the first shipment, merged over what it holds for the printable', () => {
    const edits = productQuantityEdits(sampleCart(), 'p-black', { M: 10, XL: 1 }, () => 'unused');
    expect(edits).toEqual([
      { type: 'setQuantities', shipmentId: 's1', printableId: 'p-black', quantities: { S: 2, M: 10, XL: 1 } },
    ]);
  });

  it('#12.4 nothing typed, nothing changed', () => {
    expect(productQuantityEdits(sampleCart(), 'p-black', { M: 0 }, () => 'x')).toEqual([]);
  });

  it('#12.4 #12.6 the URL form round-trips and drops what the cart could not hold', () => {
    expect(encodeSizeQuantities({ med: 24, lrg: 0, '2xl': 3 })).toBe('med:24,2xl:3');
    expect(decodeSizeQuantities('med:24,2xl:3')).toEqual({ med: 24, '2xl': 3 });
    expect(decodeSizeQuantities('med:99999999,lrg:-1,sml:x,:4,xl:2')).toEqual({ xl: 2 });
    expect(decodeSizeQuantities(null)).toEqual({});
  });
});
