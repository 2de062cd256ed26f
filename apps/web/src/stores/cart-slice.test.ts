import { rebaseCart } from '@platen/domain/cart/rebase-cart';
import { emptyCart } from '@platen/domain/entities/entities';
import { describe, expect, it, vi } from 'vitest';
import {
  cartEdited,
  cartLoaded,
  cartRebased,
  cartReducer,
  initialCartState,
  syncCommitted,
  syncStarted,
} from './cart-slice.ts';

const loaded = () => {
  const cart = emptyCart('c1');
  cart.printables = [
    { id: 'p1', designDraftId: null, productIdentifier: 'tee', color: 'Black', complete: false },
  ];
  cart.shipments = [{ id: 's1', address: null, items: [{ printableId: 'p1', quantities: { med: 2 } }] }];
  return cartReducer(initialCartState, cartLoaded({ cart, version: 4 }));
};

describe('cart slice: edits are the domain reducers', () => {
  it('O-4-14 completing a printable, applied to the document and queued for sync', () => {
    const s = cartReducer(loaded(), cartEdited({ type: 'completePrintable', printableId: 'p1' }));
    expect(s.doc?.printables[0]?.complete).toBe(true);
    expect(s.base?.printables[0]?.complete).toBe(false);
    expect(s.pending).toHaveLength(1);
    expect(s.status).toBe('dirty');
  });

  it('O-4-17 removing a printable removes it from every shipment', () => {
    const s = cartReducer(loaded(), cartEdited({ type: 'removePrintable', printableId: 'p1' }));
    expect(s.doc?.printables).toEqual([]);
    expect(s.doc?.shipments[0]?.items).toEqual([]);
  });

  it('O-4-06 / O-4-07 standard clears the method, another stores it', () => {
    let s = cartReducer(
      loaded(),
      cartEdited({ type: 'chooseShippingMethod', shipmentId: 's1', method: 'ups-ground' }),
    );
    expect(s.doc?.shipments[0]?.shippingMethod).toBe('ups-ground');
    s = cartReducer(s, cartEdited({ type: 'chooseShippingMethod', shipmentId: 's1', method: 'standard' }));
    expect(s.doc?.shipments[0]).not.toHaveProperty('shippingMethod');
  });

  it('O-4-08 / O-4-09 rush order toggles off on the same value; O-4-10 / O-4-11 / O-4-12 toggles flip', () => {
    let s = cartReducer(loaded(), cartEdited({ type: 'chooseRushOrder', days: 3 }));
    expect(s.doc?.features.rushOrder).toBe(3);
    s = cartReducer(s, cartEdited({ type: 'chooseRushOrder', days: 3 }));
    expect(s.doc?.features.rushOrder).toBeNull();
    for (const type of ['togglePreProduction', 'toggleFoldPoly', 'toggleSendProof'] as const) {
      s = cartReducer(s, cartEdited({ type }));
    }
    expect(s.doc?.features).toMatchObject({ preProduction: true, foldPoly: true, sendProof: true });
  });

  it('O-4-20 saving a quote name sets po', () => {
    const s = cartReducer(loaded(), cartEdited({ type: 'saveQuoteName', name: '  Spring  ' }));
    expect(s.doc?.po).toBe('Spring');
  });

  it('O-8-12 an edit of an unknown printable is refused without touching the cart', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = loaded();
    const s = cartReducer(before, cartEdited({ type: 'completePrintable', printableId: 'nope' }));
    expect(s).toBe(before);
    warn.mockRestore();
  });

  it('O-4-23 a commit moves base to the sent document and bumps the version; later edits stay pending', () => {
    let s = cartReducer(loaded(), cartEdited({ type: 'toggleFoldPoly' }));
    s = cartReducer(s, syncStarted());
    s = cartReducer(s, cartEdited({ type: 'togglePreProduction' }));
    s = cartReducer(s, syncCommitted({ version: 5 }));
    expect(s.version).toBe(5);
    expect(s.base?.features.foldPoly).toBe(true);
    expect(s.base?.features.preProduction).toBeNull();
    expect(s.pending.map((p) => p.type)).toEqual(['togglePreProduction']);
  });

  it("O-4-24 / #12.2 a rebase keeps this tab's own changes over the server document", () => {
    let s = cartReducer(loaded(), cartEdited({ type: 'toggleFoldPoly' }));
    const fresh = { ...emptyCart('c1'), po: 'From tab A' };
    const { doc, conflicts } = rebaseCart(s.base!, s.doc!, fresh);
    expect(conflicts).toEqual([]);
    s = cartReducer(s, cartRebased({ cart: fresh, version: 7, doc, keepFrom: 0 }));
    expect(s.doc?.po).toBe('From tab A');
    expect(s.doc?.features.foldPoly).toBe(true);
    expect(s.version).toBe(7);
    expect(s.status).toBe('dirty');
  });

  it('#12.2 a toggle the other tab made too is not flipped back; nothing is left to send', () => {
    let s = cartReducer(loaded(), cartEdited({ type: 'toggleFoldPoly' }));
    const fresh = { ...emptyCart('c1'), features: { ...emptyCart('c1').features, foldPoly: true } };
    const { doc } = rebaseCart(s.base!, s.doc!, fresh);
    s = cartReducer(s, cartRebased({ cart: fresh, version: 7, doc, keepFrom: 0 }));
    expect(s.doc?.features.foldPoly).toBe(true);
    expect(s.pending).toEqual([]);
    expect(s.status).toBe('synced');
  });
});
