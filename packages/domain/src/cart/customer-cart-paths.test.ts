import { describe, expect, it } from 'vitest';
import { formatPointer } from '../patch/json-pointer.ts';
import {
  ACCOUNT_CART_SETTINGS,
  copyCustomerParts,
  CUSTOMER_CART_PATHS,
  isCustomerCartPath,
  refusedCartPaths,
  withAccountSettings,
} from './customer-cart-paths.ts';
import { emptyCart } from '../entities/entities.ts';
import { sampleCart } from '../../test/sample-cart.ts';

/** Every leaf pointer of a JSON value (objects by key, arrays by index). */
function leafPaths(value: unknown, at: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [formatPointer(at)];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) return [formatPointer(at)];
  return entries.flatMap(([k, v]) => leafPaths(v, [...at, k]));
}

describe('the cart paths a customer may write (O-7-09)', () => {
  it('#H3 #M1 server-owned fields are outside the list: tier, approval bypass, account flags, ids', () => {
    for (const path of [
      '/pricingTier',
      '/features/bypassApproval',
      '/features/bypassApproval/artworkCreation',
      '/features/coupa',
      '/features/shipping',
      '/shippingBilling',
      '/thirdPartyShipping',
      '/shipping/default/domestic/0',
      '/_id',
      '/orderedAt',
      '/loading',
      '/features',
      '',
      '/',
      '/prices~1x',
      '/__proto__/x',
    ])
      expect(isCustomerCartPath(path), path).toBe(false);
  });

  it('the customer parts and everything under them are writable (escapes decoded first)', () => {
    for (const path of [
      ...CUSTOMER_CART_PATHS,
      '/shipments/0/address/zip',
      '/shipments/-',
      '/printables/1/complete',
      '/designDrafts/0/sides/front/elements/0/width',
      '/designDrafts/0/sides/a~1b',
    ])
      expect(isCustomerCartPath(path), path).toBe(true);
    expect(isCustomerCartPath('/p~0o')).toBe(false);
  });

  it('#H3 every leaf of a full cart is classified by the list; the server-owned ones are refused', () => {
    const cart = { ...sampleCart(), loading: false, pricingTier: 'enterprise' };
    cart.features = { ...cart.features, bypassApproval: { artworkCreation: true, userApproval: true } };
    const leaves = leafPaths(cart);
    const refused = leaves.filter((p) => !isCustomerCartPath(p));
    expect(refused.sort()).toEqual(
      [
        '/_id',
        '/pricingTier',
        '/thirdPartyShipping',
        '/shippingBilling',
        '/shipping/default/domestic',
        '/shipping/service',
        '/features/bypassApproval/artworkCreation',
        '/features/bypassApproval/userApproval',
        '/features/coupa',
        '/orderedAt',
        '/loading',
      ].sort(),
    );
    expect(leaves.filter((p) => p.startsWith('/shipments/')).every(isCustomerCartPath)).toBe(true);
  });

  it('#H3 every op kind counts, and a move or copy `from` too; test ops only read', () => {
    expect(
      refusedCartPaths([
        { op: 'add', path: '/pricingTier', value: 'enterprise' },
        { op: 'replace', path: '/features/bypassApproval', value: null },
        { op: 'remove', path: '/orderedAt' },
        { op: 'move', from: '/pricingTier', path: '/po' },
        { op: 'copy', from: '/po', path: '/features/coupa' },
        { op: 'copy', from: '/features/coupa', path: '/po' },
        { op: 'test', path: '/pricingTier', value: null },
        { op: 'replace', path: '/po', value: 'ok' },
      ]).map((e) => e.path),
    ).toEqual([
      '/pricingTier',
      '/features/bypassApproval',
      '/orderedAt',
      '/pricingTier',
      '/features/coupa',
      '/features/coupa',
    ]);
    expect(refusedCartPaths([{ op: 'replace', path: '/po', value: 'x' }, null, 'junk'])).toEqual([]);
    expect(refusedCartPaths([{ op: 'replace', path: '/pricingTier', value: 'x' }])[0]?.message).toContain(
      '/pricingTier',
    );
  });

  it('#H3 #M1 placement takes the tier from the account and never a bypass from the document', () => {
    const forged = { ...sampleCart(), pricingTier: 'enterprise' };
    forged.features = { ...forged.features, bypassApproval: { artworkCreation: true, userApproval: true } };
    const placed = withAccountSettings(forged, ACCOUNT_CART_SETTINGS);
    expect(placed.pricingTier).toBeNull();
    expect(placed.features.bypassApproval).toBeNull();
    expect(placed.shipments).toBe(forged.shipments);
  });

  it("O-7-12 a reorder copies the customer's parts only", () => {
    const source = { ...sampleCart(), po: 'Spring', pricingTier: 'reseller', orderedAt: '2026-01-01' };
    source.features = { ...source.features, rushOrder: 3, coupa: true };
    const copy = copyCustomerParts(source, emptyCart('new'));
    expect(copy).toMatchObject({ _id: 'new', po: null, pricingTier: null, orderedAt: null });
    expect(copy.features).toMatchObject({ rushOrder: 3, coupa: false, bypassApproval: null });
    expect(copy.printables).toEqual(source.printables);
  });
});
