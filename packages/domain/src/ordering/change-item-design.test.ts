import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import { cartWithItemDesign } from './change-item-design.ts';

const SIDE = {
  name: 'Front',
  elements: [{ artworkId: 'a1', width: 10, position: { horizontal: 'center' } }],
  platen: { offset: { top: 3 }, width: 14 },
  colors: { matched: ['Black', 'Red'] },
};
const design = (printType = 'screenprint') => ({
  id: 'design-2',
  printType,
  doc: { type: 'Garment', printType, sides: { front: SIDE, back: SIDE } },
});

describe('an order item changing design', () => {
  it('#M2 the item gets a draft of its own on the saved design; items sharing the old draft keep theirs', () => {
    const cart = sampleCart();
    const r = cartWithItemDesign(cart, 0, design(), 'draft-new');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.cart.printables.find((p) => p.id === 'p-black')?.designDraftId).toBe('draft-new');
    expect(r.cart.printables.find((p) => p.id === 'p-white')?.designDraftId).toBe('d-shirt');
    expect(r.cart.designDrafts.at(-1)).toMatchObject({ id: 'draft-new', designId: 'design-2' });
    expect(Object.keys(r.cart.designDrafts.at(-1)!.sides)).toEqual(['front', 'back']);
  });

  it("#M2 a design that is not the customer's (read owner-scoped: null), another print type or not ready is refused", () => {
    const cart = sampleCart();
    const refused = (d: Parameters<typeof cartWithItemDesign>[2]) => {
      const r = cartWithItemDesign(cart, 0, d, 'x');
      return r.ok ? null : r.issues[0];
    };
    expect(refused(null)).toMatchObject({ path: 'designId' });
    expect(refused(design('dtg'))?.message).toContain('printed the same way');
    expect(
      refused({ ...design(), doc: { type: 'Garment', printType: 'screenprint', sides: {} } })?.message,
    ).toContain('not ready');
    expect(cartWithItemDesign(cart, 9, design(), 'x').ok).toBe(false);
  });
});
