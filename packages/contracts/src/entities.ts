/**
 * Zod schemas for the ordering-flow entities (spec O-3), each typed against its domain interface so the
 * runtime check and the type cannot drift. Objects are strict (unknown keys are rejected), strings and
 * collections are capped so hostile input stays bounded. Business rules (address lengths, shipment limits,
 * design readiness) stay in @platen/domain and answer with user messages; these caps only bound the size.
 */
import type { BusinessHoursConfig } from '@platen/domain/calendar/business-hours-config';
import { CART_NAME_MAX_LENGTH } from '@platen/domain/cart/save-quote-name';
import { MAX_QUANTITY_PER_SIZE } from '@platen/domain/cart/quantity-limits';
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
  MESSAGE_LEVELS,
  MESSAGE_TYPES,
  type Message,
  PRINT_TYPES,
  type Printable,
  SHIPPING_MODES,
  type Shipment,
  type ShipmentItem,
  type Side,
  type Variation,
} from '@platen/domain/entities/entities';
import type { QuoteItemRef } from '@platen/domain/quote/build-quote-request';
import type {
  QuoteBreakdownEntry,
  QuoteDetails,
  QuoteOrderIssue,
  QuoteProduct,
  QuoteRequest,
  QuoteRequestItem,
  QuoteResponse,
  QuoteServerIssue,
  QuoteWarning,
} from '@platen/domain/quote/quote-request';
import { CARRIERS } from '@platen/domain/shipping/carriers';
import type { ShippingService } from '@platen/domain/shipping/shipping-services';
import type { SlaEntry } from '@platen/domain/sla/shipment-sla';
import { cents } from '@platen/domain/units/units';
import { z } from 'zod';

/** Size caps: generous for real carts, small enough that a hostile body cannot exhaust memory or CPU. */
export const LIMITS = {
  id: 100,
  text: 200,
  longText: 2000,
  url: 2048,
  code: 50,
  shipments: 100,
  printables: 200,
  designDrafts: 200,
  itemsPerShipment: 200,
  sizes: 50,
  sides: 20,
  elements: 50,
  colours: 50,
  quantity: MAX_QUANTITY_PER_SIZE,
  quoteItems: 2000,
  messages: 200,
  countries: 300,
} as const;

const id = z.string().min(1).max(LIMITS.id);
const text = z.string().max(LIMITS.text);
const code = z.string().max(LIMITS.code);
const url = z.string().max(LIMITS.url);
const quantity = z.number().int().min(0).max(LIMITS.quantity);
const money = z.number().int().min(-100_000_000).max(100_000_000);
/** An amount in integer cents (O-9-24), branded on the way in. */
const centsAmount = money.transform((n) => cents(n));

/** A record with at most `max` keys (zod records have no size cap of their own). */
function boundedRecord<V extends z.ZodType>(key: z.ZodString, value: V, max: number) {
  return z
    .record(key, value)
    .refine((r) => Object.keys(r).length <= max, { message: `At most ${max} entries` });
}

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
  position: z.strictObject({ horizontal: z.string().max(30).nullish(), offset: offset.nullish() }).nullish(),
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

const weight = z.strictObject({ amount: z.number().positive().max(100_000), unit: z.enum(['lb', 'oz']) });
const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** O-3-17: shipping service detail: description, carrier, optional weights, a white- or blacklist. */
export const ShippingServiceSchema: z.ZodType<ShippingService> = z
  .strictObject({
    code,
    carrier: z.enum(CARRIERS),
    description: text,
    estimate: z.strictObject({ min: z.number().min(0).max(365), max: z.number().min(0).max(365) }).nullable(),
    maxWeight: weight.optional(),
    minWeight: weight.optional(),
    whitelist: z.array(countryCode).max(LIMITS.countries).optional(),
    blacklist: z.array(countryCode).max(LIMITS.countries).optional(),
    carrierCode: code.optional(),
  })
  .refine((s) => !(s.whitelist && s.blacklist), {
    message: 'A service has a whitelist or a blacklist, not both',
  });

/** O-3-18 */
export const PACK_BY_CONFIGURATIONS = [
  'pack-by-size',
  'pack-by-color',
  'pack-by-style',
  'pack-by-custom',
] as const;
export const PackByConfigurationSchema = z.strictObject({
  configuration: z.enum(PACK_BY_CONFIGURATIONS),
  configurationUrl: url.optional(),
});
export type PackByConfiguration = z.infer<typeof PackByConfigurationSchema>;

/** O-3-19 */
export const TrackingInputSchema = z.strictObject({
  service: code,
  carrier: z.enum(CARRIERS),
  tracking: z.string().min(1).max(100),
});
export type TrackingInput = z.infer<typeof TrackingInputSchema>;

const inchesDimension = z.number().positive().max(1000);
/** O-3-20: a box package, dimensions in inches. */
export const BoxPackageSchema = z.strictObject({
  identifier: text.min(1),
  length: inchesDimension,
  width: inchesDimension,
  height: inchesDimension,
});
export type BoxPackage = z.infer<typeof BoxPackageSchema>;

/** O-3-21: one SLA entry; the shipping SLA is a list of them. */
export const SlaEntrySchema: z.ZodType<SlaEntry> = z.strictObject({
  days: z.number().int().min(-1).max(365).nullish(),
});
export const ShippingSlaSchema = z.array(SlaEntrySchema).max(LIMITS.quoteItems);

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

/** O-3-24: one product line of a quote item. */
export const QuoteProductSchema: z.ZodType<QuoteProduct> = z.strictObject({
  id,
  quantity: quantity.min(1),
  size: z.string().min(1).max(20),
  color: text,
});

/** O-3-27 / O-3-28 */
export const QuoteDetailsSchema: z.ZodType<QuoteDetails> = z.strictObject({
  embroidery: z
    .strictObject({
      sides: boundedRecord(
        z.string().min(1).max(50),
        z.strictObject({
          stitchCount: z.number().int().min(0).max(10_000_000),
          colors: z.number().int().min(1).max(LIMITS.colours),
        }),
        LIMITS.sides,
      ),
    })
    .optional(),
  poster: z
    .strictObject({ front: z.strictObject({ width: inchesDimension, height: inchesDimension }) })
    .optional(),
});

const quoteItemBase = {
  type: z.enum(PRINT_TYPES),
  products: z.array(QuoteProductSchema).min(1).max(LIMITS.sizes),
  address: AddressSchema.nullable(),
  features: z
    .strictObject({
      shipping: code.nullish(),
      shippingBilling: code.nullish(),
      rushOrder: z.number().int().positive().max(30).nullish(),
      foldPoly: z.boolean().nullish(),
    })
    .optional(),
  quoteDetails: QuoteDetailsSchema.optional(),
};

/** O-3-24 / O-3-25 / O-3-26: a quote item carries designId or sides (colours per side), never both. */
export const QuoteRequestItemSchema: z.ZodType<QuoteRequestItem> = z.union([
  z.strictObject({ ...quoteItemBase, designId: id, sides: z.undefined().optional() }),
  z.strictObject({
    ...quoteItemBase,
    designId: z.undefined().optional(),
    sides: boundedRecord(
      z.string().min(1).max(50),
      z.number().int().min(1).max(LIMITS.colours),
      LIMITS.sides,
    ),
  }),
]);

/** O-7-19: the bulk quote payload. */
export const QuoteRequestSchema: z.ZodType<QuoteRequest> = z.strictObject({
  items: z.array(QuoteRequestItemSchema).max(LIMITS.quoteItems),
  data: z.strictObject({ pricingTier: code.nullish() }).optional(),
  sla: z.boolean(),
});

/** Which cart item a quote item stands for. */
export const QuoteItemRefSchema: z.ZodType<QuoteItemRef> = z.strictObject({
  shipmentId: id,
  printableId: id,
});

/** O-3-29 */
export const QuoteBreakdownEntrySchema: z.ZodType<QuoteBreakdownEntry> = z.strictObject({
  printing: money,
  blanks: money,
  shipping: money,
  fees: money,
  tax: money,
});

const issuePath = z.union([
  z.string().max(500),
  z.array(z.union([z.string().max(100), z.number().int()])).max(30),
]);
export const QuoteServerIssueSchema: z.ZodType<QuoteServerIssue> = z.strictObject({
  code,
  path: issuePath,
  message: z.string().max(LIMITS.longText),
});
const textOrMessage = z.union([
  z.string().max(LIMITS.longText),
  z.strictObject({ code: code.nullish(), message: z.string().max(LIMITS.longText) }),
]);
export const QuoteOrderIssueSchema: z.ZodType<QuoteOrderIssue> = textOrMessage;
export const QuoteWarningSchema: z.ZodType<QuoteWarning> = textOrMessage;

/** O-3-29: the quote answer: breakdown, facilities, sla, warnings, orderIssues, issues. */
export const QuoteResponseSchema: z.ZodType<QuoteResponse> = z.strictObject({
  breakdown: z.array(QuoteBreakdownEntrySchema).max(LIMITS.quoteItems),
  facilities: z.array(code).max(50).optional(),
  sla: z
    .array(z.strictObject({ days: z.number().int().min(-1).max(365).nullable() }))
    .max(LIMITS.quoteItems)
    .optional(),
  warnings: z.array(QuoteWarningSchema).max(LIMITS.messages).optional(),
  orderIssues: z.array(QuoteOrderIssueSchema).max(LIMITS.messages).optional(),
  issues: z.array(QuoteServerIssueSchema).max(LIMITS.messages).optional(),
  priceMatch: centsAmount.nullish(),
  additionalCharges: z
    .array(z.strictObject({ name: text, amount: centsAmount }))
    .max(50)
    .optional(),
});

/** O-3-30 / O-3-31 / O-3-32: a message center message. */
export const MessageSchema: z.ZodType<Message> = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(LIMITS.longText + 50),
  message: z.string().min(1).max(LIMITS.longText),
  level: z.enum(MESSAGE_LEVELS),
  type: z.enum(MESSAGE_TYPES),
});
export const MessageCenterSchema = z.array(MessageSchema).max(LIMITS.messages);

/** O-3-33: the keys of the application state. */
export const APPLICATION_STATE_KEYS = [
  'routing',
  'user',
  'auth',
  'cart',
  'quote',
  'configuratorData',
  'messageCenter',
  'loading',
] as const;
export type ApplicationStateKey = (typeof APPLICATION_STATE_KEYS)[number];
