import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { Cart } from '../entities/entities.ts';
import { buildQuoteRequest } from './build-quote-request.ts';
import {
  cartQuantitiesOf,
  editorPrice,
  editorQuoteItem,
  quantityBreakItems,
  quantityBreakLabels,
  unitPriceCents,
} from './editor-quote-item.ts';

function cart(): Cart {
  const c = sampleCart();
  c.designDrafts = [
    {
      id: 'd-shirt',
      type: 'Garment',
      printType: 'screenprint',
      designId: 'design-1',
      sides: {
        front: {
          name: 'front',
          elements: [{ artworkId: 'a1', width: 0.5 }],
          colors: { matched: ['Black', 'White', 'Red'] },
        },
      },
    },
  ];
  return c;
}
const printable = (c: Cart) => c.printables.find((p) => p.id === 'p-black')!;
const draft = (c: Cart) => c.designDrafts[0]!;

describe('editor quote item', () => {
  it('#12.7 the editor prices the quantities the cart holds for the item, not one piece', () => {
    const c = cart();
    const q = editorQuoteItem({
      cart: c,
      printable: printable(c),
      draft: draft(c),
      statedQuantity: null,
      defaultSize: 'S',
    });
    const held = cartQuantitiesOf(c, 'p-black');
    const pieces = Object.values(held).reduce((a, b) => a + b, 0);
    expect(pieces).toBeGreaterThan(1);
    expect(q?.source).toBe('cart');
    expect(q?.pieces).toBe(pieces);
    // One item per shipment, as the review prices them; together they hold the cart's quantities.
    const priced: Record<string, number> = {};
    for (const item of q?.items ?? [])
      for (const p of item.products) priced[p.size] = (priced[p.size] ?? 0) + p.quantity;
    expect(priced).toEqual(held);
  });
  it('#12.7 a stated quantity replaces the cart quantity; with none in the cart it is one piece until stated', () => {
    const c = cart();
    for (const s of c.shipments) s.items = [];
    const input = { cart: c, printable: printable(c), draft: draft(c), defaultSize: 'M' };
    expect(editorQuoteItem({ ...input, statedQuantity: null })?.pieces).toBe(1);
    const q = editorQuoteItem({ ...input, statedQuantity: 30 });
    expect(q?.source).toBe('stated');
    expect(q?.item.products).toEqual([{ id: 'gildan-5000', quantity: 30, size: 'M', color: 'Black' }]);
  });
  it('#12.7 the editor and the review build the item with the same function (same type, sides, details)', () => {
    const c = cart();
    const review = buildQuoteRequest(c, { isDesignReady: () => true }).request.items[0]!;
    const editor = editorQuoteItem({
      cart: c,
      printable: printable(c),
      draft: draft(c),
      statedQuantity: null,
      defaultSize: 'S',
    })!.item;
    expect(editor.type).toBe(review.type);
    // Mid-edit the editor prices the draft's sides; the review names the saved design of the same sides.
    expect(editor.sides).toEqual({ front: 3 });
    expect(review.designId).toBe('design-1');
  });
  it('#12.7 quantity breaks: one item per break at the first size, labelled as ranges', () => {
    const c = cart();
    const q = editorQuoteItem({
      cart: c,
      printable: printable(c),
      draft: draft(c),
      statedQuantity: 5,
      defaultSize: 'S',
    })!;
    const items = quantityBreakItems(q.item, [1, 24, 48]);
    expect(items.map((i) => i.products[0]?.quantity)).toEqual([1, 24, 48]);
    expect(quantityBreakLabels([1, 24, 48, 1000])).toEqual(['1-23', '24-47', '48-999', '1000+']);
  });
  it('#12.7 the unit price spreads printing (setup included) and blanks over the pieces', () => {
    // 3 inks at 30 pieces: setup $45 no longer lands on one piece.
    expect(
      unitPriceCents({ printing: 30 * 150 + 4500, blanks: 30 * 350, shipping: 0, fees: 0, tax: 0 }, 30),
    ).toBe(650);
    expect(unitPriceCents(undefined, 3)).toBeNull();
    expect(unitPriceCents({ printing: 1, blanks: 1, shipping: 0, fees: 0, tax: 0 }, 0)).toBeNull();
  });
});

describe('editor price: the same engine inputs and amounts as the review', () => {
  it('a DTG draft quoted by its sides carries its placed artwork, so the engine measures what is printed', () => {
    const c = cart();
    c.designDrafts[0] = {
      ...draft(c),
      printType: 'dtg',
      sides: { front: { name: 'front', elements: [{ artworkId: 'a1', width: 0.5, aspect: 1.2 }] } },
    };
    const q = editorQuoteItem({
      cart: c,
      printable: printable(c),
      draft: draft(c),
      statedQuantity: null,
      defaultSize: 'S',
    });
    expect(q?.item.sides).toEqual({ front: 1 });
    expect(q?.item.quoteDetails?.placed).toEqual({ front: [{ artworkId: 'a1', width: 0.5, aspect: 1.2 }] });
  });

  it('printing and blanks are shown as amounts for the pieces, each beside them', () => {
    const entry = { printing: 66300, blanks: 35700, shipping: 0, fees: 0, tax: 0 };
    expect(editorPrice([entry], 102)).toEqual({
      pieces: 102,
      printingCents: 66300,
      blanksCents: 35700,
      totalCents: 102000,
      printingEachCents: 650,
      blanksEachCents: 350,
    });
    expect(editorPrice([undefined], 3)).toBeNull();
    expect(editorPrice([entry], 0)).toBeNull();
    expect(editorPrice([entry, entry], 204)?.printingCents).toBe(132600);
  });
});
