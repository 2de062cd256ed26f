import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { DesignDraft } from '../entities/entities.ts';
import { quotablePrintables } from './quote-printables.ts';

const readyMugOnly = (d: DesignDraft) => d.id === 'd-mug';
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('quotable printables', () => {
  it('O-5-72 only printables whose design is ready are included', () => {
    expect(ids(quotablePrintables(sampleCart(), { isDesignReady: readyMugOnly }))).toEqual(['p-mug']);
    expect(ids(quotablePrintables(sampleCart(), { isDesignReady: () => true }))).toEqual([
      'p-black',
      'p-mug',
    ]);
  });

  it('O-5-72 a printable already saved is included even if its draft is not ready', () => {
    const cart = sampleCart();
    cart.printables[0] = { ...cart.printables[0]!, databasePrintableId: 'db-1' };
    expect(ids(quotablePrintables(cart, { isDesignReady: readyMugOnly }))).toEqual(['p-black', 'p-mug']);
  });

  it('O-5-73 only complete printables, or the one being quoted, are included', () => {
    const options = { isDesignReady: () => true, quotingPrintableId: 'p-white' };
    expect(ids(quotablePrintables(sampleCart(), options))).toEqual(['p-black', 'p-white', 'p-mug']);
  });
});
