import { describe, expect, it } from 'vitest';
import { createPrintable } from '../cart/printables.ts';
import { emptyCart } from '../entities/entities.ts';
import {
  draftFromSavedDesign,
  MAX_PRINTABLE_IDENTIFIERS,
  printableFromSaved,
  printableIdentifiers,
  printableParams,
} from './printable-params.ts';

const q = (s: string) => new URLSearchParams(s);
const saved = {
  printableId: 'db1',
  name: 'Staff tee',
  product: { identifier: 'gildan-5000', color: 'Navy' },
  design: {
    designId: 'des1',
    name: 'Logo',
    type: 'Garment',
    printType: 'dtg',
    variation: null,
    sublimationColor: null,
    sides: { front: { name: 'front', elements: [{ artworkId: 'a1', width: 0.5 }] } },
  },
};

describe('printable screen parameters (O-2-19)', () => {
  it('O-2-19 reads every optional parameter; flags are on when present unless false/0/no', () => {
    expect(
      printableParams(
        q(
          'productIdentifier=gildan-5000&printableColor=Navy&printableDesignId=d1&createPrintable&preventPrintableEdit=1',
        ),
      ),
    ).toEqual({
      productIdentifier: 'gildan-5000',
      family: null,
      category: null,
      brand: null,
      createPrintable: true,
      printableDesignId: 'd1',
      printableColor: 'Navy',
      preventPrintableEdit: true,
      printableIdentifiers: [],
    });
    expect(printableParams(q('createPrintable=false&preventPrintableEdit=0')).createPrintable).toBe(false);
    expect(printableParams(q('preventPrintableEdit=no')).preventPrintableEdit).toBe(false);
    expect(printableParams(q('')).createPrintable).toBe(false);
  });

  it('O-2-19 printableIdentifier repeats or lists with commas; blanks and repeats dropped; capped', () => {
    expect(
      printableIdentifiers(q('printableIdentifier=a,b&printableIdentifier=b&printableIdentifier= c ,')),
    ).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 30 }, (_, i) => `p${i}`).join(',');
    expect(printableIdentifiers(q(`printableIdentifier=${many}`))).toHaveLength(MAX_PRINTABLE_IDENTIFIERS);
  });

  it('O-4-15 a printable made from a saved printable is complete on creation and carries the saved design', () => {
    const action = printableFromSaved(saved, { printableId: 'p1', draftId: 'dr1' });
    const cart = createPrintable(emptyCart('c1'), action);
    expect(cart.printables).toEqual([
      {
        id: 'p1',
        designDraftId: 'dr1',
        productIdentifier: 'gildan-5000',
        color: 'Navy',
        databasePrintableId: 'db1',
        databasePrintableName: 'Staff tee',
        complete: true,
      },
    ]);
    expect(cart.designDrafts[0]).toMatchObject({
      id: 'dr1',
      designId: 'des1',
      printType: 'dtg',
      type: 'Garment',
    });
  });

  it('O-2-19 printableDesignId: an unknown type or print type becomes null rather than a wrong value', () => {
    const d = draftFromSavedDesign({ ...saved.design, type: 'Hat', printType: 'laser' }, 'x');
    expect(d.type).toBeNull();
    expect(d.printType).toBeNull();
    expect(d.designId).toBe('des1');
  });
});
