import type { PlacedElement } from './placed-area.ts';
import type { BusinessHoursConfig } from '../calendar/business-hours-config.ts';
import type { Issue } from '../errors/domain-error.ts';
/**
 * The quote engine's request, context and result shapes (pricing/quote-engine.ts and its steps read them).
 */
import type { Address, Side } from '../entities/entities.ts';
import type { FeeLine } from './fees-and-tax.ts';
import type { PricingTables } from './pricing-tables.ts';
import type { QuotePrintType } from './quote-print-types.ts';

/** What the engine needs to know about a catalogue product. */
export interface EngineProduct {
  productId: string;
  identifier: string;
  name: string;
  /** Catalogue product type: Garment, Mug, Case, Poster ... */
  type: string;
  printTypes: readonly string[];
  colors: readonly { name: string; sizes: readonly string[] }[];
  blankCents: Readonly<Record<string, number>>;
  /** R-3-07 tags keyed by colour and colour_size. */
  tags: Readonly<Record<string, readonly string[]>>;
  printAreas: Readonly<Record<string, { width: number; height: number; dpi: number }>>;
  /** Prime stock by colour by size. */
  stock: Readonly<Record<string, Readonly<Record<string, number>>>>;
  backlogged: boolean;
  posterSize?: string | null;
}

export interface EngineDesign {
  designId: string;
  printType: string;
  sides: Readonly<Record<string, Side>>;
}

export interface EngineArtwork {
  width: number;
  height: number;
  format: string;
  /** A DST artwork's counted stitches and stitched size (inches); absent for other formats. */
  embroidery?: { stitchCount: number; widthIn: number; heightIn: number } | null;
}

/** A quote request item as the engine reads it (values are checked here, so bad ones become issues). */
export interface EngineItem {
  type: QuotePrintType;
  products: readonly { id: string; quantity: number; size: string; color: string }[];
  address: Address | null;
  features?: {
    shipping?: string | null;
    shippingBilling?: string | null;
    rushOrder?: number | null;
    foldPoly?: boolean | null;
    preProduction?: boolean | null;
    sendProof?: boolean | null;
  } | null;
  designId?: string | null;
  sides?: Readonly<Record<string, number>> | null;
  quoteDetails?: {
    embroidery?: { sides: Readonly<Record<string, { stitchCount: number; colors: number }>> } | null;
    poster?: { front: { width: number; height: number } } | null;
    /** The artwork placed per side, when the item names no saved design (the editor's draft as it is now). */
    placed?: Readonly<Record<string, readonly PlacedElement[]>> | null;
  } | null;
}

export interface EngineRequest {
  items: readonly EngineItem[];
  data?: { pricingTier?: string | null } | null;
  sla?: boolean;
}

export interface QuoteContext {
  tables: PricingTables;
  /** Products by identifier and by productId. */
  product(id: string): EngineProduct | undefined;
  design(id: string): EngineDesign | undefined;
  artwork(id: string): EngineArtwork | undefined;
  /** When the order would be placed (due dates count from here). */
  now: Date;
  /** Due date of an SLA counted from `now` at a facility's hours; defaults to slaDueDate (callers may memoise it). */
  dueDate?: (days: number, hours: BusinessHoursConfig) => Date;
}

export interface BreakdownEntry {
  printing: number;
  blanks: number;
  shipping: number;
  fees: number;
  tax: number;
}

export interface ItemDetail {
  pieces: number;
  facility: string | null;
  /** Index into `shipments`, or null when the item has no address. */
  shipment: number | null;
  fees: FeeLine[];
  setupCents: number;
  discountCents: number;
  slaDays: number | null;
  dueDate: string | null;
}

export interface ShipmentQuote {
  address: Address;
  service: string;
  pieces: number;
  shipping: number;
  items: number[];
  /** The day it should arrive: its last item's due date plus the service's longest transit (null: no promise). */
  arrivalDate?: string | null;
}

/** A bad value of a quote request (O-5-77): an Issue with code bad_value. */
export type QuoteIssue = Issue & { code: 'bad_value' };

export interface QuoteTotals extends BreakdownEntry {
  total: number;
}

export interface EngineResult {
  breakdown: BreakdownEntry[];
  details: ItemDetail[];
  shipments: ShipmentQuote[];
  facilities: (string | null)[];
  sla?: { days: number | null }[];
  dueDate?: string | null;
  totals: QuoteTotals;
  warnings: string[];
  orderIssues: string[];
  issues: QuoteIssue[];
  /** The quantity breaks of the price list: the smallest quantity of each screenprint tier, ascending. */
  quantityBreaks: number[];
}
