import { emptyCart } from '@platen/domain/entities/entities';
import { applyPatch, type Json } from '@platen/domain/patch/json-patch';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartSchema, cartValidAfterEdit } from './entities.ts';

const draft = (id: string) => ({
  id,
  name: 'Team tee',
  type: 'Garment',
  printType: 'screenprint',
  designId: null,
  sides: {
    front: {
      name: 'Front',
      elements: [{ artworkId: 'art-1', width: 10, position: { horizontal: 'C' } }],
      platen: { offset: { top: 3 }, width: 14 },
      colors: { matched: ['Black'] },
    },
  },
});
const printable = (id: string, draftId: string) => ({
  id,
  designDraftId: draftId,
  productIdentifier: 'gildan-5000',
  color: 'Black',
  complete: true,
});
const shipment = (id: string, printableId: string) => ({
  id,
  address: {
    name: 'Ada Lovelace',
    address1: '1 Main St',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
    country: 'US',
  },
  items: [{ printableId, quantities: { med: 2 } }],
  shippingMethod: 'ups-ground',
});

/** A valid cart with n lines. */
function cart(n: number) {
  return {
    ...emptyCart('c1'),
    shipments: Array.from({ length: n }, (_, i) => shipment(`s${i}`, `p${i}`)),
    printables: Array.from({ length: n }, (_, i) => printable(`p${i}`, `d${i}`)),
    designDrafts: Array.from({ length: n }, (_, i) => draft(`d${i}`)),
  };
}

/** Edits a client could send: valid ones and ones that break a shape, a limit or a reference. */
const edit = fc.oneof(
  fc.string({ maxLength: 300 }).map((po) => [{ op: 'replace', path: '/po', value: po }]),
  fc
    .constantFrom('single', 'multiple', 'bogus')
    .map((m) => [{ op: 'replace', path: '/shippingMode', value: m }]),
  fc.constantFrom('d0', 'nope').map((d) => [{ op: 'add', path: '/printables/-', value: printable('px', d) }]),
  fc
    .constantFrom('p0', 'p1', 'gone')
    .map((p) => [{ op: 'add', path: '/shipments/-', value: shipment('sx', p) }]),
  fc.constant([{ op: 'remove', path: '/printables/0' }]),
  fc.constant([{ op: 'add', path: '/designDrafts/-', value: draft('d0') }]),
  fc.constant([{ op: 'add', path: '/unknownKey', value: 1 }]),
  fc.constant([{ op: 'remove', path: '/features' }]),
  fc.constant([{ op: 'remove', path: '/loading' }]),
  fc.constant([{ op: 'add', path: '/loading', value: true }]),
  fc.constant([{ op: 'replace', path: '/printables/0/color', value: 42 }]),
  fc.constant([{ op: 'replace', path: '/shipments/0/items/0/quantities/med', value: -1 }]),
  fc.constant([{ op: 'replace', path: '', value: { _id: 'c1' } }]),
);

describe('cartValidAfterEdit', () => {
  it('O-7-09 agrees with a full CartSchema parse after any sequence of edits of a valid cart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(edit, { minLength: 1, maxLength: 6 }),
        (n, edits) => {
          let doc = cart(n) as Record<string, unknown>;
          const start = CartSchema.safeParse(doc);
          expect(start.success, JSON.stringify(start.error?.issues)).toBe(true);
          for (const ops of edits) {
            const r = applyPatch(doc as Json, ops);
            if (!r.ok) continue;
            const fast = cartValidAfterEdit(doc, r.doc);
            const full = CartSchema.safeParse(r.doc).success;
            expect(fast).toBe(full);
            if (full) doc = r.doc as Record<string, unknown>; // as the route: only a valid result is stored
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('skips parsing what the edit did not touch', () => {
    const before = cart(2);
    const after = { ...before, po: 'Team order' };
    // The arrays are the same objects: a parse of them would be wasted work, and is not needed.
    expect(after.printables).toBe(before.printables);
    expect(cartValidAfterEdit(before, after)).toBe(true);
    expect(cartValidAfterEdit(before, { ...before, po: 'x'.repeat(10_000) })).toBe(false);
  });
});
