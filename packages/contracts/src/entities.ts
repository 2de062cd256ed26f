/**
 * Zod schemas for the cart entities of spec O-3 (O-3-01 to O-3-16, O-3-22, O-3-23), each typed against its domain interface so the
 * runtime check and the type cannot drift. Objects are strict (unknown keys are rejected), strings and
 * collections are capped so hostile input stays bounded. Business rules (address lengths, shipment limits,
 * design readiness) stay in @platen/domain and answer with user messages; these caps only bound the size.
 * Shipping, quote and application-state entities have their own files (shipping-entities.ts, quote-entities.ts,
 * application-state-entities.ts); the shared caps are in entity-fields.ts.
 */
import type { BusinessHoursConfig } from '@platen/domain/calendar/business-hours-config';
import { CART_NAME_MAX_LENGTH } from '@platen/domain/cart/save-quote-name';
import { unmappablePositionMessage } from '@platen/domain/placement/locations';
import {
  type Address,
  type BypassApproval,
  type Cart,
  type CartShipping,
  DESIGN_DRAFT_TYPES,
  type DesignDraft,
  ELEMENT_PLACES,
  type Element,
  type Features,
  PRINT_TYPES,
  type Printable,
  SHIPPING_MODES,
  type Shipment,
  type ShipmentItem,
  type Side,
  type Variation,
} from '@platen/domain/entities/entities';
import { z } from 'zod';
import { boundedRecord, code, id, LIMITS, money, quantity, text, url } from './entity-fields.ts';

export { LIMITS } from './entity-fields.ts';

/** O-3-16 */
export const AddressSchema: z.ZodType<Address> = z.strictObject({
  name: text.nullish(),
  company: text.nullish(),
  address1: text.nullish(),
  address2: text.nullish(),
  city: text.nullish(),
  state: text.nullish(),
  zip: z.string().max(20).nullish(),
  country: z.string().max(60).nullish(),
  phone: z.string().max(40).nullish(),
  fax: z.string().max(40).nullish(),
});

/** O-3-07: quantities keyed by size code. */
export const ShipmentItemSchema: z.ZodType<ShipmentItem> = z.strictObject({
  printableId: id,
  quantities: boundedRecord(z.string().min(1).max(20), quantity, LIMITS.sizes),
});

/** O-3-06 */
export const ShipmentSchema: z.ZodType<Shipment> = z.strictObject({
  id,
  address: AddressSchema.nullable(),
  items: z.array(ShipmentItemSchema).max(LIMITS.itemsPerShipment),
  shippingMethod: code.nullish(),
});

/** O-3-08 */
export const PrintableSchema: z.ZodType<Printable> = z.strictObject({
  id,
  designDraftId: id.nullable(),
  productIdentifier: z.string().min(1).max(LIMITS.id).nullable(),
  color: text.nullable(),
  complete: z.boolean(),
  databasePrintableId: id.nullish(),
  databasePrintableName: text.nullish(),
});

const offset = z.strictObject({ top: z.number().optional(), bottom: z.number().optional() });

/** O-3-14 / O-3-15 */
export const ElementSchema: z.ZodType<Element> = z.strictObject({
  artworkId: id.nullish(),
  width: z.number().min(0).max(100).nullish(),
  aspect: z.number().positive().max(1000).nullish(),
  position: z
    .strictObject({ horizontal: z.string().max(30).nullish(), offset: offset.nullish() })
    .superRefine((position, ctx) => {
      // R-5-17 / R-8-11: a position must map to one of the known locations.
      const message = unmappablePositionMessage(position);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['horizontal'] });
    })
    .nullish(),
  url: url.nullish(),
  elementPlace: z.enum(ELEMENT_PLACES).nullish(),
  /** Degrees clockwise, [0, 360) (docs/decisions/element-rotation.md); absent on designs saved before it. */
  rotation: z.number().min(0).lt(360).nullish(),
  fileName: text.nullish(),
  thumbnailUrl: url.nullish(),
  fullQualityUrl: url.nullish(),
});

const colourName = z.string().max(60);

/** O-3-13 */
export const SideSchema: z.ZodType<Side> = z.strictObject({
  name: text.nullish(),
  placeName: text.nullish(),
  elements: z.array(ElementSchema).max(LIMITS.elements),
  platen: z
    .strictObject({
      offset: z.strictObject({ top: z.number().nullish(), bottom: z.number().nullish() }).nullish(),
      width: z.number().min(0).max(100).nullish(),
    })
    .nullish(),
  colors: z
    .strictObject({
      full: z.boolean().nullish(),
      matched: z.array(colourName).max(LIMITS.colours).nullish(),
      sequences: z.array(z.array(colourName).max(LIMITS.colours)).max(LIMITS.colours).nullish(),
    })
    .nullish(),
});

/** O-3-12: Case carries finish (and placement), Mug and Poster carry size. */
export const VariationSchema: z.ZodType<Variation> = z.strictObject({
  finish: code.nullish(),
  size: code.nullish(),
  placement: code.nullish(),
});

/** O-3-09 / O-3-10 / O-3-11 */
export const DesignDraftSchema: z.ZodType<DesignDraft> = z.strictObject({
  id,
  name: text.nullish(),
  type: z.enum(DESIGN_DRAFT_TYPES).nullish(),
  printType: z.enum(PRINT_TYPES).nullish(),
  variation: VariationSchema.nullish(),
  sublimationColor: code.nullish(),
  designId: id.nullish(),
  sides: boundedRecord(z.string().min(1).max(50), SideSchema, LIMITS.sides),
});

/** O-3-05 */
export const BypassApprovalSchema: z.ZodType<BypassApproval> = z.strictObject({
  artworkCreation: z.boolean(),
  userApproval: z.boolean(),
});

/** O-3-04 (sendProof: O-4-13, docs/decisions/send-proof.md) */
export const FeaturesSchema: z.ZodType<Features> = z.strictObject({
  rushOrder: z.number().int().positive().max(30).nullable(),
  preProduction: z.boolean().nullable(),
  bypassApproval: BypassApprovalSchema.nullable(),
  foldPoly: z.boolean().nullable(),
  sendProof: z.boolean().nullish(),
  shipping: code.nullish(),
  coupa: z.boolean().nullish(),
});

/** O-3-03 */
export const CartShippingSchema: z.ZodType<CartShipping> = z.strictObject({
  default: z.strictObject({ domestic: z.array(code).max(50) }),
  service: code.nullish(),
});

/** Every id in the list is unique; returns the first duplicate. */
const firstDuplicate = (ids: readonly string[]): string | undefined =>
  ids.find((v, i) => ids.indexOf(v) !== i);

/**
 * O-3-01 / O-3-02: the cart document. Beyond shapes, ids are unique and references resolve (shipment items to
 * printables, printables to drafts), so a stored cart is always internally consistent.
 */
const cartShape = {
  _id: id,
  po: z.string().max(CART_NAME_MAX_LENGTH).nullable(),
  shipments: z.array(ShipmentSchema).max(LIMITS.shipments),
  printables: z.array(PrintableSchema).max(LIMITS.printables),
  designDrafts: z.array(DesignDraftSchema).max(LIMITS.designDrafts),
  pricingTier: code.nullish(),
  shippingMode: z.enum(SHIPPING_MODES),
  thirdPartyShipping: z.boolean().nullish(),
  shippingBilling: code.nullish(),
  shipping: CartShippingSchema.nullish(),
  features: FeaturesSchema,
  loading: z.boolean().optional(),
  orderedAt: z.iso.datetime({ offset: true }).nullable(),
};

/** The cart's references: unique ids, shipment items -> printables, printables -> drafts. */
function cartReferenceIssues(cart: Cart, report: (message: string, path: (string | number)[]) => void): void {
  const duplicate = (label: string, ids: string[], path: string) => {
    const dup = firstDuplicate(ids);
    if (dup !== undefined) report(`Duplicate ${label} id ${dup}`, [path]);
  };
  duplicate(
    'shipment',
    cart.shipments.map((s) => s.id),
    'shipments',
  );
  duplicate(
    'printable',
    cart.printables.map((p) => p.id),
    'printables',
  );
  duplicate(
    'design draft',
    cart.designDrafts.map((d) => d.id),
    'designDrafts',
  );
  const printables = new Set(cart.printables.map((p) => p.id));
  const drafts = new Set(cart.designDrafts.map((d) => d.id));
  cart.printables.forEach((p, i) => {
    if (p.designDraftId != null && !drafts.has(p.designDraftId)) {
      report(`Unknown design draft ${p.designDraftId}`, ['printables', i, 'designDraftId']);
    }
  });
  cart.shipments.forEach((s, si) => {
    s.items.forEach((item, ii) => {
      if (!printables.has(item.printableId)) {
        report(`Unknown printable ${item.printableId}`, ['shipments', si, 'items', ii, 'printableId']);
      }
    });
  });
}

export const CartSchema: z.ZodType<Cart> = z
  .strictObject(cartShape)
  .superRefine((cart, ctx) =>
    cartReferenceIssues(cart as Cart, (message, path) => ctx.addIssue({ code: 'custom', message, path })),
  );

/**
 * Is `next` a valid cart, given that `prev` is one? Top-level values `next` shares with `prev` (the patch code
 * copies only what it changes, so an untouched array is the same object) are valid already; only the changed
 * ones are parsed, then the references are checked over the whole cart. Returns true only when CartSchema
 * would accept `next`; anything else (false) needs CartSchema.safeParse for the issues.
 */
export function cartValidAfterEdit(prev: Record<string, unknown>, next: unknown): boolean {
  if (!next || typeof next !== 'object' || Array.isArray(next)) return false;
  const doc = next as Record<string, unknown>;
  for (const key of Object.keys(doc)) if (!Object.hasOwn(cartShape, key)) return false;
  for (const [key, schema] of Object.entries(cartShape) as [string, z.ZodType][]) {
    const value = doc[key];
    if (Object.hasOwn(prev, key) && prev[key] === value) continue;
    if (!Object.hasOwn(doc, key) && !schema.safeParse(undefined).success) return false;
    if (Object.hasOwn(doc, key) && !schema.safeParse(value).success) return false;
  }
  let ok = true;
  cartReferenceIssues(doc as unknown as Cart, () => {
    ok = false;
  });
  return ok;
}

/** O-3-22: a database (saved) printable request. */
export const DatabasePrintableRequestSchema = z.strictObject({
  name: text.min(1),
  designId: id,
  product: z.strictObject({ identifier: id, color: text.min(1) }),
  sizePrices: z
    .array(z.strictObject({ size: z.string().min(1).max(20), price: money.min(0) }))
    .min(1)
    .max(LIMITS.sizes),
  minQuantity: z.number().int().min(1).max(LIMITS.quantity),
});
export type DatabasePrintableRequest = z.infer<typeof DatabasePrintableRequestSchema>;

const timeOfDay = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const weekdayTime = z.strictObject({ day: z.number().int().min(1).max(7), time: timeOfDay });
/** O-3-23 */
export const BusinessHoursConfigSchema: z.ZodType<BusinessHoursConfig> = z.strictObject({
  timezoneLocation: z.string().min(1).max(60),
  businessHours: z.strictObject({ start: timeOfDay, end: timeOfDay }),
  weekend: z.strictObject({ start: weekdayTime, end: weekdayTime }).nullable(),
  holidays: z.strictObject({
    rule: z.enum(['us-federal', 'none']),
    dates: z.array(z.strictObject({ date: z.iso.date(), name: text })).max(500),
  }),
  aroundTheClock: z.boolean().optional(),
});
