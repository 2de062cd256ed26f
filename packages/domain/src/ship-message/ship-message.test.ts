import { describe, expect, it } from 'vitest';
import type { Printable, Shipment } from '../entities/entities.ts';
import {
  itemLeadTime,
  type ProductStock,
  SHIP_MESSAGE_CATEGORIES,
  SHIP_MESSAGES,
  type ShipLine,
  shipMessageCategory,
  shipMessageText,
  shipmentShipMessage,
} from './ship-message.ts';

const stock: Record<string, ProductStock> = {
  tee: { type: 'garment', primeStock: { Black: { S: 10, M: 5 }, Red: { S: 0, M: 0 } } },
  hoodie: { type: 'Garment', primeStock: { Black: { L: 100 } }, backlogged: true },
  mug: { type: 'mug' },
  poster: { type: 'poster' },
};
const lookup = (id: string) => stock[id];
const line = (productIdentifier: string, color: string, quantities: Record<string, number>): ShipLine => ({
  productIdentifier,
  color,
  quantities,
});

describe('ship message', () => {
  it('O-4-41 categories: short, long, backlogged, complex', () => {
    expect(SHIP_MESSAGE_CATEGORIES).toEqual(['short', 'long', 'backlogged', 'complex']);
  });

  it('O-4-42 only items with nonzero quantity count', () => {
    expect(
      shipMessageCategory([line('tee', 'Black', { S: 1 }), line('mug', 'White', { '11oz': 0 })], lookup),
    ).toBe('short');
    expect(shipMessageCategory([line('mug', 'White', { '11oz': 0 })], lookup)).toBeNull();
  });

  it('O-4-43 products of more than one type mixed -> complex', () => {
    expect(
      shipMessageCategory([line('tee', 'Black', { S: 1 }), line('mug', 'White', { '11oz': 2 })], lookup),
    ).toBe('complex');
    expect(
      shipMessageCategory([line('mug', 'White', { a: 1 }), line('poster', 'White', { b: 1 })], lookup),
    ).toBe('complex');
  });

  it('O-4-44 otherwise any backlogged item -> backlogged (even when the rest is long)', () => {
    expect(
      shipMessageCategory([line('tee', 'Red', { S: 1 }), line('hoodie', 'Black', { L: 1 })], lookup),
    ).toBe('backlogged');
  });

  it('O-4-45 else any long item -> long', () => {
    expect(shipMessageCategory([line('tee', 'Black', { S: 1 }), line('tee', 'Red', { M: 1 })], lookup)).toBe(
      'long',
    );
  });

  it('O-4-46 else short', () => {
    expect(shipMessageCategory([line('tee', 'Black', { S: 10, M: 5 })], lookup)).toBe('short');
  });

  it('O-4-47 a non-garment is short', () => {
    expect(itemLeadTime(line('mug', 'White', { '11oz': 500 }), stock.mug)).toBe('short');
  });

  it('O-4-48 a garment whose colour has no prime stock is long', () => {
    expect(itemLeadTime(line('tee', 'Red', { S: 1 }), stock.tee)).toBe('long');
    expect(itemLeadTime(line('tee', 'Navy', { S: 1 }), stock.tee)).toBe('long');
    expect(itemLeadTime(line('tee', 'Black', { S: 1 }), { type: 'garment', primeStock: null })).toBe('long');
  });

  it('O-4-49 a garment with any size quantity above that size prime stock is long', () => {
    expect(itemLeadTime(line('tee', 'Black', { S: 11 }), stock.tee)).toBe('long');
    expect(itemLeadTime(line('tee', 'Black', { S: 1, XL: 1 }), stock.tee)).toBe('long');
  });

  it('O-4-50 a garment otherwise is short (colour names compare case-insensitively)', () => {
    expect(itemLeadTime(line('tee', 'black', { S: 10, M: 5 }), stock.tee)).toBe('short');
  });

  it('O-4-51 an item is backlogged when its product is flagged backlogged', () => {
    expect(shipMessageCategory([line('hoodie', 'Black', { L: 1 })], lookup)).toBe('backlogged');
    expect(shipMessageCategory([line('hoodie', 'Black', { L: 0 })], lookup)).toBeNull();
  });

  // The words a customer reads (the product screen shows `text`: features/catalog/ProductScreen.test.tsx).
  it('O-9-29 / R-9-57 short: internal inventory, 3 days', () => {
    expect(SHIP_MESSAGES.short.text).toBe('Ships from our internal inventory in 3 days.');
  });

  it('O-9-30 / R-9-58 long: supplier inventory, 7 days', () => {
    expect(SHIP_MESSAGES.long.text).toBe('Ships from supplier inventory in 7 days.');
  });

  it('O-9-31 / R-9-59 backlogged: 14-21 days', () => {
    expect(SHIP_MESSAGES.backlogged.text).toBe('Backlogged: ships in 14-21 days.');
  });

  it('O-9-32 / R-9-60 complex: contact sales', () => {
    expect(SHIP_MESSAGES.complex.text).toBe('Mixed product types: contact sales for a ship date.');
  });

  it('O-9-33 display texts name the source and the days', () => {
    expect(SHIP_MESSAGES.short.text).toBe('Ships from our internal inventory in 3 days.');
    expect(SHIP_MESSAGES.long.text).toBe('Ships from supplier inventory in 7 days.');
    expect(SHIP_MESSAGES.backlogged.text).toBe('Backlogged: ships in 14-21 days.');
    expect(SHIP_MESSAGES.complex.text).toBe('Mixed product types: contact sales for a ship date.');
  });

  it('O-4-41 the ship message of a shipment joins items to their printables', () => {
    const printables: Printable[] = [
      { id: 'p1', designDraftId: null, productIdentifier: 'tee', color: 'Black', complete: true },
      { id: 'p2', designDraftId: null, productIdentifier: 'tee', color: 'Red', complete: true },
    ];
    const shipment: Shipment = {
      id: 's',
      address: null,
      items: [
        { printableId: 'p1', quantities: { S: 2 } },
        { printableId: 'p2', quantities: { S: 0 } },
        { printableId: 'gone', quantities: { S: 9 } },
      ],
    };
    expect(shipmentShipMessage(shipment, printables, stock)).toEqual({
      category: 'short',
      text: SHIP_MESSAGES.short.text,
    });
    expect(shipmentShipMessage({ ...shipment, items: [] }, printables, stock)).toBeNull();
  });

  it('O-4-48 an item whose product the catalogue does not know is long', () => {
    expect(shipMessageCategory([line('unknown', 'Black', { S: 1 })], lookup)).toBe('long');
  });
});

describe('ship message with unknown products', () => {
  it('O-4-43 an unknown product does not make a shipment complex', () => {
    expect(
      shipMessageCategory([line('unknown', 'Black', { S: 1 }), line('tee', 'Black', { S: 1 })], lookup),
    ).toBe('long');
  });
});

describe('ship message with the quote', () => {
  it('#12.8 a mixed shipment does not say "contact sales" next to the quote\'s 3 business days', () => {
    const text = shipMessageText('complex', 3);
    expect(text).not.toMatch(/contact sales/);
    expect(text).toBe('Mixed product types ship together: ready to ship in 3 business days.');
  });
  it('#12.8 the message follows the quote: its days once known, the category text before', () => {
    expect(shipMessageText('short', 7)).toBe(
      'Ships from our internal inventory: ready to ship in 7 business days.',
    );
    expect(shipMessageText('complex', null)).toBe(SHIP_MESSAGES.complex.text);
    expect(shipMessageText('long', -1)).toMatch(/confirm the date after review/);
  });
});
