import { describe, expect, it } from 'vitest';
import {
  publishedSku,
  storeMargin,
  storeOrderFromShopify,
  storeOrderItems,
  storeOrderOf,
  storeShippingService,
  unmappedSkus,
  wooCommerceOrderOf,
  wooCommerceTrackingNote,
} from './store-orders.ts';

const order = storeOrderFromShopify({
  id: 5001,
  name: '#1001',
  line_items: [
    { sku: 'TEE-M', quantity: 2, title: 'Tee M' },
    { sku: 'TEE-L', quantity: 1, title: 'Tee L' },
    { sku: 'MUG', quantity: 1, title: 'Mug' },
  ],
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '1 Main St',
    city: 'Oakland',
    province_code: 'CA',
    zip: '94607',
    country_code: 'US',
  },
  shipping_lines: [{ title: 'Express' }],
});
const mappings = [
  { sku: 'TEE-M', printableId: 'p1', color: 'Black', size: 'med' },
  { sku: 'TEE-L', printableId: 'p1', color: 'Black', size: 'lrg' },
];

describe('store orders', () => {
  it('#32 a store order maps by SKU: lines of one printable and colour become one item with sizes', () => {
    expect(storeOrderItems(order, mappings)).toEqual([
      { printableId: 'p1', color: 'Black', sizes: { med: 2, lrg: 1 } },
    ]);
  });
  it('#32 an unmapped SKU is named so the import waits for a mapping', () => {
    expect(unmappedSkus(order, mappings)).toEqual(['MUG']);
    expect(
      unmappedSkus(order, [...mappings, { sku: 'MUG', printableId: 'p2', color: 'White', size: '11oz' }]),
    ).toEqual([]);
  });
  it('#32 the ship-to comes from the store order; the shipping line maps to a service', () => {
    expect(order.shipTo).toMatchObject({ name: 'Ada Lovelace', state: 'CA', zip: '94607', country: 'US' });
    expect(storeShippingService('Express')).toBe('ups-next-day-air');
    expect(storeShippingService('Standard Shipping')).toBe('standard');
    expect(storeShippingService(null)).toBe('standard');
  });
  it('#32 a published size has a stable SKU; the margin is against the cost', () => {
    expect(publishedSku('abcdef12-3456', 'med')).toBe('PLATEN-ABCDEF12-MED');
    expect(storeMargin(2500, 1000)).toEqual({ cents: 1500, percent: 60 });
  });
});

describe('#32 WooCommerce orders', () => {
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: '1 Main St',
    city: 'Oakland',
    state: 'CA',
    postcode: '94607',
    country: 'US',
  };
  const lines = [{ sku: 'TEE-M', quantity: 2, name: 'Tee M' }];

  it('reads the current API order and the legacy one (wrapped in `order`, shipping_address) alike', () => {
    const current = storeOrderOf('woocommerce', {
      id: 77,
      number: '1077',
      status: 'processing',
      line_items: lines,
      shipping: address,
      billing: { phone: '555-0100' },
      shipping_lines: [{ method_id: 'flat_rate', method_title: 'Express' }],
    });
    const legacy = storeOrderOf('woocommerce', {
      order: {
        id: 77,
        order_number: 1077,
        status: 'processing',
        line_items: lines,
        shipping_address: address,
        billing_address: { phone: '555-0100' },
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Express' }],
      },
    });
    expect(legacy).toEqual(current);
    expect(current).toMatchObject({
      externalId: '77',
      name: '#1077',
      lines: [{ sku: 'TEE-M', quantity: 2, title: 'Tee M' }],
      shipping: 'Express',
    });
    expect(current.shipTo).toMatchObject({
      name: 'Ada Lovelace',
      address1: '1 Main St',
      zip: '94607',
      phone: '555-0100',
    });
    expect(wooCommerceOrderOf({ order: { id: 1 } })).toEqual({ id: 1 });
  });

  it('the tracking note names the carrier, every number and the URL', () => {
    expect(
      wooCommerceTrackingNote({ carrier: 'ups', numbers: ['1Z1', '1Z2'], url: 'https://t.example/1Z1' }),
    ).toBe('Shipped with UPS, tracking 1Z1, 1Z2: https://t.example/1Z1');
    expect(wooCommerceTrackingNote({ carrier: 'Acme', numbers: ['9'], url: null })).toBe(
      'Shipped with Acme, tracking 9.',
    );
  });
});
