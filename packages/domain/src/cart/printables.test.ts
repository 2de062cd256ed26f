import { describe, expect, it } from 'vitest';
import type { DesignDraft } from '../entities/entities.ts';
import { DomainError } from '../errors/domain-error.ts';
import {
  completePrintable,
  createPrintable,
  removePrintable,
  updateDesignDraft,
  updatePrintable,
} from './printables.ts';
import { deepFreeze, sampleCart } from '../../test/sample-cart.ts';

const readyWhenNamed = (d: DesignDraft) => d.name === 'ready';

describe('printables', () => {
  it('O-4-14 a printable becomes complete when explicitly completed', () => {
    const cart = deepFreeze(sampleCart());
    const next = completePrintable(cart, { printableId: 'p-white' });
    expect(next.printables.find((p) => p.id === 'p-white')?.complete).toBe(true);
    expect(cart.printables.find((p) => p.id === 'p-white')?.complete).toBe(false);
  });

  it('O-4-15 a printable created from a saved printable is complete', () => {
    const next = createPrintable(deepFreeze(sampleCart()), {
      printable: {
        id: 'p-saved',
        designDraftId: 'd-shirt',
        productIdentifier: 'gildan-5000',
        color: 'Red',
        databasePrintableId: 'db-42',
        databasePrintableName: 'Team tee red',
      },
    });
    expect(next.printables.at(-1)).toMatchObject({ id: 'p-saved', complete: true });
  });

  it('O-4-14 a fresh printable starts incomplete and brings its new draft along', () => {
    const draft: DesignDraft = { id: 'd-new', sides: {} };
    const next = createPrintable(deepFreeze(sampleCart()), {
      printable: { id: 'p-new', designDraftId: 'd-new', productIdentifier: 'bella-3001', color: 'Navy' },
      designDraft: draft,
    });
    expect(next.printables.at(-1)?.complete).toBe(false);
    expect(next.designDrafts.at(-1)).toBe(draft);
    expect(() => createPrintable(next, { printable: { ...next.printables[0]! } })).toThrow(DomainError);
  });

  it('O-4-16 updating a draft that is not design-ready sets complete=false on all printables using it', () => {
    const cart = deepFreeze(completePrintable(sampleCart(), { printableId: 'p-white' }));
    const next = updateDesignDraft(
      cart,
      { draft: { id: 'd-shirt', name: 'wip', sides: {} } },
      readyWhenNamed,
    );
    expect(next.printables.map((p) => [p.id, p.complete])).toEqual([
      ['p-black', false],
      ['p-white', false],
      ['p-mug', true],
    ]);
    expect(next.designDrafts.find((d) => d.id === 'd-shirt')?.name).toBe('wip');
  });

  it('O-4-16 updating a draft that is design-ready keeps completion as it was', () => {
    const next = updateDesignDraft(
      deepFreeze(sampleCart()),
      { draft: { id: 'd-shirt', name: 'ready', sides: {} } },
      readyWhenNamed,
    );
    expect(next.printables.map((p) => p.complete)).toEqual([true, false, true]);
  });

  it('O-8-13 an unknown design draft on update raises an error', () => {
    expect(() =>
      updateDesignDraft(sampleCart(), { draft: { id: 'ghost', sides: {} } }, readyWhenNamed),
    ).toThrow(expect.objectContaining({ code: 'unknown_design_draft' }));
  });

  it('O-8-12 an unknown printable on update raises an error', () => {
    expect(() => updatePrintable(sampleCart(), { printableId: 'ghost', changes: { color: 'Red' } })).toThrow(
      expect.objectContaining({ code: 'unknown_printable' }),
    );
    expect(() => completePrintable(sampleCart(), { printableId: 'ghost' })).toThrow(DomainError);
  });

  it('O-8-12 updating a known printable changes its fields but never its id', () => {
    const next = updatePrintable(deepFreeze(sampleCart()), {
      printableId: 'p-mug',
      changes: { color: 'Black', id: 'hijack' } as never,
    });
    expect(next.printables[2]).toMatchObject({ id: 'p-mug', color: 'Black' });
  });

  it('O-4-17 removing a printable also removes it from every shipment', () => {
    const next = removePrintable(deepFreeze(sampleCart()), { printableId: 'p-black' });
    expect(next.printables.map((p) => p.id)).toEqual(['p-white', 'p-mug']);
    expect(next.shipments.map((s) => s.items.map((i) => i.printableId))).toEqual([['p-mug'], []]);
  });

  it('O-4-17 removing an absent printable changes nothing', () => {
    const cart = sampleCart();
    expect(removePrintable(cart, { printableId: 'ghost' })).toEqual(cart);
  });
});
