import type { Cart, DesignDraft, Printable, Shipment } from '../src/entities/entities.ts';
import { emptyCart } from '../src/entities/entities.ts';

/** The sample shipping address (also the API reference's example address). */
export const SAMPLE_ADDRESS = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
} as const;

/** A small, realistic cart for tests: two shirts sharing a draft, one mug, two shipments. */
export function sampleCart(): Cart {
  const drafts: DesignDraft[] = [
    { id: 'd-shirt', name: 'Team tee', type: 'Garment', printType: 'screenprint', designId: null, sides: {} },
    { id: 'd-mug', name: 'Logo mug', type: 'Mug', printType: 'mug', variation: { size: '11oz' }, sides: {} },
  ];
  const printables: Printable[] = [
    {
      id: 'p-black',
      designDraftId: 'd-shirt',
      productIdentifier: 'gildan-5000',
      color: 'Black',
      complete: true,
    },
    {
      id: 'p-white',
      designDraftId: 'd-shirt',
      productIdentifier: 'gildan-5000',
      color: 'White',
      complete: false,
    },
    { id: 'p-mug', designDraftId: 'd-mug', productIdentifier: 'mug-11oz', color: 'White', complete: true },
  ];
  const shipments: Shipment[] = [
    {
      id: 's1',
      address: { ...SAMPLE_ADDRESS },
      items: [
        { printableId: 'p-black', quantities: { S: 2, M: 3 } },
        { printableId: 'p-mug', quantities: { '11oz': 4 } },
      ],
      shippingMethod: 'UPS Ground',
    },
    {
      id: 's2',
      address: null,
      items: [{ printableId: 'p-black', quantities: { L: 1 } }],
    },
  ];
  return { ...emptyCart('cart-1'), designDrafts: drafts, printables, shipments, shippingMode: 'multiple' };
}

/** Freezes a value recursively so a test fails loudly if a reducer mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A deterministic id generator for tests: new-1, new-2, ... */
export function sequentialIds(prefix = 'new'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
