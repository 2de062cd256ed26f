import { sampleCart } from '@platen/domain/test/sample-cart';
import { emptyCart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  APPLICATION_STATE_KEYS,
  BoxPackageSchema,
  BusinessHoursConfigSchema,
  BypassApprovalSchema,
  CartSchema,
  CartShippingSchema,
  DatabasePrintableRequestSchema,
  DesignDraftSchema,
  ElementSchema,
  FeaturesSchema,
  MessageSchema,
  PackByConfigurationSchema,
  PrintableSchema,
  QuoteRequestItemSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
  ShipmentItemSchema,
  ShipmentSchema,
  ShippingServiceSchema,
  ShippingSlaSchema,
  SideSchema,
  TrackingInputSchema,
  VariationSchema,
} from './index.ts';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success).toBe(true);
const bad = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success).toBe(false);

describe('entity schemas', () => {
  it('O-3-01 a cart has _id, po, shipments, printables, designDrafts, pricingTier, shippingMode, ... orderedAt', () => {
    const cart = {
      ...sampleCart(),
      pricingTier: 'reseller',
      loading: false,
      orderedAt: '2024-03-01T09:00:00Z',
    };
    expect(CartSchema.parse(cart)).toEqual(cart);
    ok(CartSchema, emptyCart('c-1'));
    bad(CartSchema, { ...emptyCart('c-1'), surprise: true });
    bad(CartSchema, { ...emptyCart('c-1'), _id: '' });
    bad(CartSchema, { ...emptyCart('c-1'), orderedAt: 'yesterday' });
    const { features: _f, ...withoutFeatures } = emptyCart('c-1');
    bad(CartSchema, withoutFeatures);
  });

  it('O-3-01 a cart is internally consistent: unique ids, resolvable references', () => {
    const cart = sampleCart();
    bad(CartSchema, { ...cart, printables: [...cart.printables, cart.printables[0]] });
    bad(CartSchema, {
      ...cart,
      shipments: [{ id: 's9', address: null, items: [{ printableId: 'ghost', quantities: {} }] }],
    });
    bad(CartSchema, { ...cart, designDrafts: [] });
  });

  it('O-3-01 hostile sizes are bounded', () => {
    bad(CartSchema, { ...emptyCart('c'), po: 'x'.repeat(101) });
    bad(CartSchema, {
      ...emptyCart('c'),
      shipments: Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, address: null, items: [] })),
    });
    const manySizes = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`S${i}`, 1]));
    bad(ShipmentItemSchema, { printableId: 'p', quantities: manySizes });
  });

  it('O-3-02 shippingMode is "single" or "multiple"', () => {
    ok(CartSchema, { ...emptyCart('c'), shippingMode: 'multiple' });
    bad(CartSchema, { ...emptyCart('c'), shippingMode: 'split' });
  });

  it('O-3-03 cart shipping: default.domestic codes and service', () => {
    ok(CartShippingSchema, { default: { domestic: ['UPS Ground', 'USPS Priority'] }, service: 'standard' });
    bad(CartShippingSchema, { default: {} });
  });

  it('O-3-04 features: rushOrder days or null, preProduction/foldPoly boolean or null, shipping, coupa', () => {
    const features = {
      rushOrder: 3,
      preProduction: null,
      bypassApproval: null,
      foldPoly: true,
      shipping: 'UPS',
      coupa: true,
    };
    ok(FeaturesSchema, features);
    bad(FeaturesSchema, { ...features, rushOrder: -1 });
    bad(FeaturesSchema, { ...features, foldPoly: 'yes' });
  });

  it('O-3-05 bypassApproval is {artworkCreation, userApproval} or null', () => {
    ok(BypassApprovalSchema, { artworkCreation: true, userApproval: false });
    bad(BypassApprovalSchema, { artworkCreation: true });
    ok(FeaturesSchema, { rushOrder: null, preProduction: null, bypassApproval: null, foldPoly: null });
  });

  it('O-3-06 shipment: id, address, items, shippingMethod', () => {
    ok(ShipmentSchema, { id: 's1', address: null, items: [], shippingMethod: 'UPS Ground' });
    bad(ShipmentSchema, { id: 's1', items: [] });
  });

  it('O-3-07 shipment item: printableId and whole, non-negative quantities keyed by size', () => {
    ok(ShipmentItemSchema, { printableId: 'p1', quantities: { S: 2, XL: 0 } });
    bad(ShipmentItemSchema, { printableId: 'p1', quantities: { S: -1 } });
    bad(ShipmentItemSchema, { printableId: 'p1', quantities: { S: 1.5 } });
  });

  it('O-3-08 printable: id, designDraftId, productIdentifier, color, complete, database fields', () => {
    ok(PrintableSchema, {
      id: 'p1',
      designDraftId: 'd1',
      productIdentifier: 'gildan-5000',
      color: 'Black',
      complete: true,
      databasePrintableId: 'db1',
      databasePrintableName: 'Tee',
    });
    bad(PrintableSchema, { id: 'p1', designDraftId: null, productIdentifier: null, color: null });
  });

  it('O-3-09 / O-3-10 / O-3-11 design draft with type and printType enums', () => {
    const draft = { id: 'd1', name: 'Tee', type: 'Garment', printType: 'dtg', sides: {}, designId: null };
    ok(DesignDraftSchema, draft);
    for (const type of ['Case', 'Mug', 'Poster', 'Garment']) ok(DesignDraftSchema, { ...draft, type });
    for (const printType of ['screenprint', 'dtg', 'embr', 'mug', 'case', 'poster'])
      ok(DesignDraftSchema, { ...draft, printType });
    bad(DesignDraftSchema, { ...draft, type: 'Hat' });
    bad(DesignDraftSchema, { ...draft, printType: 'laser' });
  });

  it('O-3-12 variation: finish or size', () => {
    ok(VariationSchema, { finish: 'gloss' });
    ok(VariationSchema, { size: '24width' });
    bad(VariationSchema, { colour: 'red' });
  });

  it('O-3-13 side: name, placeName, elements, platen offset/width, colours matched/sequences', () => {
    ok(SideSchema, {
      name: 'front',
      placeName: 'Front',
      elements: [],
      platen: { offset: { top: 2, bottom: null }, width: 14 },
      colors: { matched: ['red'], sequences: [['red', 'white']] },
    });
    bad(SideSchema, { name: 'front' });
  });

  it('O-3-14 / O-3-15 element fields and elementPlace enum', () => {
    const element = {
      artworkId: 'a1',
      width: 0.5,
      position: { horizontal: 'C', offset: { top: 1 } },
      url: 'https://cdn.example.com/a1.png',
      elementPlace: 'full-wrap',
      fileName: 'logo.png',
      thumbnailUrl: 'https://cdn.example.com/a1-t.png',
      fullQualityUrl: 'https://cdn.example.com/a1-f.png',
    };
    ok(ElementSchema, element);
    for (const elementPlace of ['full-wrap', 'left', 'right'])
      ok(ElementSchema, { ...element, elementPlace });
    bad(ElementSchema, { ...element, elementPlace: 'center' });
    bad(ElementSchema, { ...element, url: `https://x/${'a'.repeat(3000)}` });
  });

  it('R-3-31 / R-3-84 element rotation: degrees in [0, 360), optional so older designs stay valid', () => {
    const element = { artworkId: 'a1', width: 0.5, position: { horizontal: 'C' } };
    ok(ElementSchema, element);
    for (const rotation of [0, 15, 90, 359.5, null]) ok(ElementSchema, { ...element, rotation });
    for (const rotation of [-90, 360, 720, '90']) bad(ElementSchema, { ...element, rotation });
  });

  it('O-3-16 address fields', () => {
    ok(AddressSchema, {
      name: 'Ada',
      company: 'Engines Ltd',
      address1: '1 Main St',
      address2: null,
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
      country: 'US',
      phone: '5105551234',
      fax: null,
    });
    bad(AddressSchema, { street: '1 Main St' });
    bad(AddressSchema, { name: 'x'.repeat(201) });
  });

  it('O-3-17 shipping service: description, carrier, weights, white- or blacklist', () => {
    const service = {
      code: 'dhl-smartmail',
      carrier: 'DHL',
      description: 'DHL SmartMail Parcel Plus',
      estimate: { min: 2, max: 8 },
      maxWeight: { amount: 25, unit: 'lb' },
      minWeight: { amount: 1, unit: 'oz' },
      whitelist: ['US'],
    };
    ok(ShippingServiceSchema, service);
    bad(ShippingServiceSchema, { ...service, blacklist: ['CA'] });
    bad(ShippingServiceSchema, { ...service, carrier: 'PONY_EXPRESS' });
  });

  it('O-3-18 pack-by configuration', () => {
    for (const configuration of ['pack-by-size', 'pack-by-color', 'pack-by-style', 'pack-by-custom']) {
      ok(PackByConfigurationSchema, { configuration });
    }
    ok(PackByConfigurationSchema, {
      configuration: 'pack-by-custom',
      configurationUrl: 'https://x.test/c.json',
    });
    bad(PackByConfigurationSchema, { configuration: 'pack-by-weight' });
  });

  it('O-3-19 tracking input: service, carrier, tracking', () => {
    ok(TrackingInputSchema, { service: 'UPS Ground', carrier: 'UPS', tracking: '1Z999AA10123456784' });
    bad(TrackingInputSchema, { service: 'UPS Ground', carrier: 'UPS', tracking: '' });
  });

  it('O-3-20 box package: identifier, length, width, height', () => {
    ok(BoxPackageSchema, { identifier: 'Box 1', length: 12, width: 9, height: 3 });
    bad(BoxPackageSchema, { identifier: 'Box 1', length: 0, width: 9, height: 3 });
  });

  it('O-3-21 shipping SLA: list of entries with days', () => {
    ok(ShippingSlaSchema, [{ days: 3 }, { days: -1 }, { days: null }]);
    bad(ShippingSlaSchema, [{ days: 'soon' }]);
  });

  it('O-3-22 database printable request: name, designId, product, sizePrices, minQuantity', () => {
    const request = {
      name: 'Team tee',
      designId: 'design-1',
      product: { identifier: 'gildan-5000', color: 'Black' },
      sizePrices: [{ size: 'M', price: 1299 }],
      minQuantity: 1,
    };
    ok(DatabasePrintableRequestSchema, request);
    bad(DatabasePrintableRequestSchema, { ...request, sizePrices: [] });
    bad(DatabasePrintableRequestSchema, { ...request, minQuantity: 0 });
  });

  it('O-3-23 business-hours configuration', () => {
    const config = {
      timezoneLocation: 'America/Los_Angeles',
      businessHours: { start: '09:00', end: '17:00' },
      weekend: { start: { day: 6, time: '00:00' }, end: { day: 7, time: '23:59:59' } },
      holidays: { rule: 'us-federal', dates: [{ date: '2019-12-25', name: 'Christmas Day' }] },
    };
    ok(BusinessHoursConfigSchema, config);
    bad(BusinessHoursConfigSchema, { ...config, businessHours: { start: '9am', end: '5pm' } });
  });

  it('O-3-24 / O-3-25 / O-3-26 a built quote request validates; an item has designId or sides, not both', () => {
    const cart = sampleCart();
    cart.designDrafts[0] = {
      ...cart.designDrafts[0]!,
      printType: 'dtg',
      sides: { front: { elements: [{ artworkId: 'a' }] } },
    };
    cart.designDrafts[1] = { ...cart.designDrafts[1]!, designId: 'design-9' };
    const { request } = buildQuoteRequest(cart, { isDesignReady: () => true });
    expect(request.items.length).toBeGreaterThan(0);
    ok(QuoteRequestSchema, request);
    const item = request.items[0]!;
    ok(QuoteRequestItemSchema, item);
    bad(QuoteRequestItemSchema, { ...item, designId: 'design-1' });
    const { sides: _s, ...neither } = item;
    bad(QuoteRequestItemSchema, neither);
    bad(QuoteRequestItemSchema, { ...item, products: [] });
  });

  it('O-3-27 / O-3-28 quote details: embroidery stitches and colours per side; poster front dimensions', () => {
    const base = {
      type: 'embr',
      products: [{ id: 'cap', quantity: 1, size: 'OS', color: 'Navy' }],
      address: null,
      sides: { front: 1 },
    };
    ok(QuoteRequestItemSchema, {
      ...base,
      quoteDetails: { embroidery: { sides: { front: { stitchCount: 8000, colors: 3 } } } },
    });
    ok(QuoteRequestItemSchema, {
      ...base,
      type: 'poster',
      quoteDetails: { poster: { front: { width: 24, height: 36 } } },
    });
    bad(QuoteRequestItemSchema, {
      ...base,
      quoteDetails: { embroidery: { sides: { front: { stitchCount: -5, colors: 1 } } } },
    });
  });

  it('O-3-29 quote response: breakdown, facilities, sla, warnings, orderIssues, issues', () => {
    const response = {
      breakdown: [{ printing: 1000, blanks: 500, shipping: 700, fees: 100, tax: 80 }],
      facilities: ['INDY'],
      sla: [{ days: 3 }],
      warnings: ['Holiday delays'],
      orderIssues: [{ message: 'No address given' }],
      issues: [{ code: 'bad_value', path: ['items', 0, 'address', 'zip'], message: 'Invalid zip' }],
    };
    ok(QuoteResponseSchema, response);
    bad(QuoteResponseSchema, {
      ...response,
      breakdown: [{ printing: 10.5, blanks: 0, shipping: 0, fees: 0, tax: 0 }],
    });
    bad(QuoteResponseSchema, { ...response, issues: [{ path: 'x', message: 'no code' }] });
  });

  it('O-3-30 / O-3-31 / O-3-32 message: message, level, type, id', () => {
    ok(MessageSchema, { id: 'global:x', message: 'x', level: 'warning', type: 'CLEAN_QUOTE' });
    bad(MessageSchema, { id: 'global:x', message: 'x', level: 'info', type: 'global' });
    bad(MessageSchema, { id: 'global:x', message: 'x', level: 'error', type: 'design' });
  });

  it('O-3-33 application state keys', () => {
    expect(APPLICATION_STATE_KEYS).toEqual([
      'routing',
      'user',
      'auth',
      'cart',
      'quote',
      'configuratorData',
      'messageCenter',
      'loading',
    ]);
  });
});
