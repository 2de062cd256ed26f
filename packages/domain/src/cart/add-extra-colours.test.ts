import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { addExtraColours } from './add-extra-colours.ts';
import { deepFreeze, sampleCart, sequentialIds } from '../../test/sample-cart.ts';

describe('add extra colours', () => {
  it('O-4-18 clones the printable once per new colour name', () => {
    const next = addExtraColours(
      deepFreeze(sampleCart()),
      { printableId: 'p-black', colors: ['Red', 'Navy', 'Red'] },
      sequentialIds(),
    );
    expect(next.printables.map((p) => [p.id, p.color])).toEqual([
      ['p-black', 'Black'],
      ['new-1', 'Red'],
      ['new-2', 'Navy'],
      ['p-white', 'White'],
      ['p-mug', 'White'],
    ]);
    expect(next.printables[1]).toMatchObject({
      designDraftId: 'd-shirt',
      productIdentifier: 'gildan-5000',
      complete: true,
      databasePrintableId: null,
    });
  });

  it('O-4-19 a colour that already has a printable creates no clone (case and spaces ignored)', () => {
    const cart = deepFreeze(sampleCart());
    const next = addExtraColours(
      cart,
      { printableId: 'p-black', colors: ['white ', 'BLACK'] },
      sequentialIds(),
    );
    expect(next).toBe(cart);
  });

  it('O-4-19 a colour taken by another product does not block the clone', () => {
    // A Black shirt exists, but colours are per product: the mug has no Black printable yet.
    const next = addExtraColours(
      deepFreeze(sampleCart()),
      { printableId: 'p-mug', colors: ['Black', 'White'] },
      sequentialIds(),
    );
    expect(next.printables.filter((p) => p.productIdentifier === 'mug-11oz').map((p) => p.color)).toEqual([
      'White',
      'Black',
    ]);
  });

  it('O-8-12 adding colours to an unknown printable raises an error', () => {
    expect(() =>
      addExtraColours(sampleCart(), { printableId: 'ghost', colors: ['Red'] }, sequentialIds()),
    ).toThrow(DomainError);
  });
});
