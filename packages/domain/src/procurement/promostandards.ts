import type { OrderStatus } from '../production/order-statuses.ts';

/**
 * PromoStandards as a supplier (docs/decisions/promostandards.md): the standard's service-message codes, the
 * Order Status 2.0.0 status table, Platen's order statuses in it, and part ids (product, colour, size).
 */

/** The standard's ServiceMessage codes Platen answers with. */
export const PS_MESSAGES = {
  idNotFound: { code: 100, description: 'ID (customerID) not found' },
  authFailed: { code: 105, description: 'Authentication Credentials failed' },
  credentialsRequired: { code: 110, description: 'Authentication Credentials required' },
  versionNotFound: { code: 115, description: 'wsVersion not found' },
  fieldsRequired: { code: 120, description: 'The following field(s) are required' },
  notSupported: { code: 125, description: 'Not Supported' },
  productNotFound: { code: 130, description: 'Product Id not found' },
  noResults: { code: 160, description: 'No Results Found' },
  generalError: { code: 999, description: 'General Error - Contact the System Service Provider' },
} as const;

export type PsMessageKey = keyof typeof PS_MESSAGES;

export interface PsServiceMessage {
  code: number;
  description: string;
  severity: 'Error' | 'Information' | 'Warning';
}

/** One ServiceMessage of the table, with an optional detail after the standard's sentence. */
export function psMessage(key: PsMessageKey, detail?: string): PsServiceMessage {
  const m = PS_MESSAGES[key];
  return {
    code: m.code,
    description: detail ? `${m.description}: ${detail}` : m.description,
    severity: key === 'noResults' ? 'Information' : 'Error',
  };
}

/** Order Status 2.0.0 status ids and names. */
export const PS_ORDER_STATUS_TYPES = [
  { id: 10, name: 'Received' },
  { id: 11, name: 'Order Entry Hold' },
  { id: 20, name: 'Order Confirmed' },
  { id: 30, name: 'Pre-Production' },
  { id: 40, name: 'General Hold' },
  { id: 41, name: 'Credit Hold' },
  { id: 42, name: 'Proof Hold' },
  { id: 43, name: 'Art Hold' },
  { id: 44, name: 'Back Order Hold' },
  { id: 60, name: 'In Production' },
  { id: 70, name: 'In Storage' },
  { id: 75, name: 'Partial Shipment' },
  { id: 80, name: 'Complete' },
  { id: 99, name: 'Canceled' },
] as const;

const STATUS_ID: Record<OrderStatus, number> = {
  quote: 10,
  order: 10,
  validated: 20,
  unpaid: 41,
  paid: 30,
  'on-hold': 40,
  'artwork-created': 60,
  printing: 60,
  shipped: 80,
  cancelled: 99,
};

/** A Platen order status as the standard's status (unknown statuses read as Received). */
export function psOrderStatus(status: string): { id: number; name: string } {
  const id = STATUS_ID[status as OrderStatus] ?? 10;
  const found = PS_ORDER_STATUS_TYPES.find((s) => s.id === id) ?? PS_ORDER_STATUS_TYPES[0];
  return { id: found.id, name: found.name };
}

/** Open for the standard's allOpen query: neither complete nor cancelled. */
export const psOrderOpen = (status: string): boolean => status !== 'shipped' && status !== 'cancelled';

/** A part id: one colour and size of a product, `<identifier>|<colour>|<size>`. */
export const psPartId = (identifier: string, colour: string, size: string): string =>
  `${identifier}|${colour}|${size}`;

export interface PsCatalogueProduct {
  identifier: string;
  name: string;
  colors: readonly { name: string; sizes: readonly string[] }[];
  stock: Record<string, Record<string, number>>;
}

export interface PsPartInventory {
  partId: string;
  partColor: string;
  labelSize: string;
  partDescription: string;
  quantity: number;
}

export interface PsInventoryFilter {
  partIds?: readonly string[];
  sizes?: readonly string[];
  colours?: readonly string[];
}

/** Every part of a product with its prime stock, narrowed by the standard's Filter (each list an OR, all ANDed). */
export function psPartInventory(p: PsCatalogueProduct, filter: PsInventoryFilter = {}): PsPartInventory[] {
  const keep = (list: readonly string[] | undefined, v: string) => !list?.length || list.includes(v);
  return p.colors.flatMap((c) =>
    c.sizes
      .map((size) => ({
        partId: psPartId(p.identifier, c.name, size),
        partColor: c.name,
        labelSize: size,
        partDescription: `${p.name}, ${c.name}, ${size}`,
        quantity: Math.max(0, p.stock[c.name]?.[size] ?? 0),
      }))
      .filter(
        (part) =>
          keep(filter.partIds, part.partId) &&
          keep(filter.sizes, part.labelSize) &&
          keep(filter.colours, part.partColor),
      ),
  );
}

/** Decoration methods (a product's print types) with the ids Platen answers in Pricing and Configuration. */
export const PS_DECORATION_METHODS: Record<string, { id: number; name: string }> = {
  screenprint: { id: 1, name: 'Screen Print' },
  dtg: { id: 2, name: 'Direct To Garment' },
  embr: { id: 3, name: 'Embroidery' },
  sublimation: { id: 4, name: 'Sublimation' },
  dtf: { id: 5, name: 'Direct To Film' },
};

/** A print type as a decoration method; an unknown one gets an id after the table's by its position. */
export const psDecoration = (printType: string, index: number) =>
  PS_DECORATION_METHODS[printType] ?? { id: 100 + index, name: printType };

const LOCATION_IDS: Record<string, number> = { front: 1, back: 2, 'sleeve-left': 3, 'sleeve-right': 4 };

/** A print area (side) as a decoration location. */
export const psLocation = (side: string, index: number) => ({
  locationId: LOCATION_IDS[side] ?? 100 + index,
  locationName: side,
});

/** The charges a Platen quote is made of, in the standard's charge types. */
export const PS_CHARGES = [
  {
    chargeId: 1,
    chargeName: 'Printing',
    chargeDescription: 'Printing per decorated item and side',
    chargeType: 'Run',
  },
  {
    chargeId: 2,
    chargeName: 'Shipping',
    chargeDescription: 'Shipping per shipment, by service',
    chargeType: 'Freight',
  },
  {
    chargeId: 3,
    chargeName: 'Fees',
    chargeDescription: 'Order fees (e.g. small-order, rush)',
    chargeType: 'Order',
  },
] as const;

/** Where Platen's goods ship from (the one FOB point). */
export const PS_FOB = {
  fobId: 'PLATEN',
  address1: 'Platen production',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
} as const;
