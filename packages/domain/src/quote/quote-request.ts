import type { PlacedElement } from '../pricing/placed-area.ts';
import type { Address, PrintType } from '../entities/entities.ts';
import type { Cents } from '../units/units.ts';

/** O-3-24: one product line of a quote item. */
export interface QuoteProduct {
  /** The catalogue product identifier. */
  id: string;
  quantity: number;
  size: string;
  color: string;
}

/** O-3-24: the features the quote honours for an item. */
export interface QuoteItemFeatures {
  shipping?: string | null;
  shippingBilling?: string | null;
  rushOrder?: number | null;
  foldPoly?: boolean | null;
}

/** O-3-27: embroidery details of one side. */
export interface EmbroiderySideDetails {
  stitchCount: number;
  colors: number;
}

/** O-3-27 / O-3-28: extra details some print types need to be priced. */
export interface QuoteDetails {
  embroidery?: { sides: Record<string, EmbroiderySideDetails> };
  poster?: { front: { width: number; height: number } };
  /** The artwork placed per side (width share, aspect), so a draft is priced by what it prints (DTG area). */
  placed?: Record<string, PlacedElement[]>;
}

interface QuoteRequestItemBase {
  /** O-3-24: the print type. */
  type: PrintType;
  products: QuoteProduct[];
  address: Address | null;
  features?: QuoteItemFeatures;
  quoteDetails?: QuoteDetails;
}

/** O-3-24 / O-3-25: a quote item names a saved design (designId) or describes its sides, never both. */
export type QuoteRequestItem =
  | (QuoteRequestItemBase & { designId: string; sides?: never })
  | (QuoteRequestItemBase & { designId?: never; sides: Record<string, number> });

/** O-7-19: the bulk quote payload. */
export interface QuoteRequest {
  items: QuoteRequestItem[];
  data?: { pricingTier?: string | null };
  sla: boolean;
}

/** O-3-29: the price parts of one quoted item, in cents (O-9-24), aligned with the request items. */
export interface QuoteBreakdownEntry {
  printing: number;
  blanks: number;
  shipping: number;
  fees: number;
  tax: number;
}

/** A problem the quote service reports about the request (O-5-77..84). */
export interface QuoteServerIssue {
  code: string;
  path: string | readonly (string | number)[];
  message: string;
}

/** An order-level issue ('No address given', ...), sent as text or as an object with a message. */
export type QuoteOrderIssue = string | { code?: string | null; message: string };

/** A warning about the request ('... may not print well'), as text or as an object with a message. */
export type QuoteWarning = string | { code?: string | null; message: string };

/** An extra charge the quote adds (e.g. a rush fee), in cents. */
export interface AdditionalCharge {
  name: string;
  amount: Cents;
}

/** O-3-29: the bulk quote answer. */
export interface QuoteResponse {
  breakdown: QuoteBreakdownEntry[];
  facilities?: string[];
  /** O-3-21: SLA entries aligned with the request items. */
  sla?: { days: number | null }[];
  warnings?: QuoteWarning[];
  orderIssues?: QuoteOrderIssue[];
  issues?: QuoteServerIssue[];
  priceMatch?: Cents | null;
  additionalCharges?: AdditionalCharge[];
}
