/**
 * Entity shapes of the ordering flow (spec O-3). packages/contracts holds the zod schemas that validate these
 * at the boundary, typed against these interfaces so the two cannot drift.
 */

/** O-3-10 */
export const DESIGN_DRAFT_TYPES = ['Case', 'Mug', 'Poster', 'Garment'] as const;
export type DesignDraftType = (typeof DESIGN_DRAFT_TYPES)[number];

/** O-3-11 */
export const PRINT_TYPES = ['screenprint', 'dtg', 'embr', 'mug', 'case', 'poster'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/** O-3-15 */
export const ELEMENT_PLACES = ['full-wrap', 'left', 'right'] as const;
export type ElementPlace = (typeof ELEMENT_PLACES)[number];

/** O-3-02: "single", or "multiple" (our stored value for several shipments; see docs/decisions). */
export const SHIPPING_MODES = ['single', 'multiple'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

export interface Address {
  name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  phone?: string | null;
  fax?: string | null;
}

/** O-3-07: quantities keyed by size code. */
export interface ShipmentItem {
  printableId: string;
  quantities: Record<string, number>;
}

/** O-3-06 */
export interface Shipment {
  id: string;
  address: Address | null;
  items: ShipmentItem[];
  shippingMethod?: string | null;
}

/** O-3-08 */
export interface Printable {
  id: string;
  designDraftId: string | null;
  productIdentifier: string | null;
  color: string | null;
  complete: boolean;
  databasePrintableId?: string | null;
  databasePrintableName?: string | null;
}

/** O-3-14 */
export interface Element {
  artworkId?: string | null;
  /** Fraction of the print-area width (posters: must be 1). */
  width?: number | null;
  /** Aspect ratio (height / width) of the artwork, when known. */
  aspect?: number | null;
  position?: { horizontal?: string | null; offset?: { top?: number; bottom?: number } | null } | null;
  url?: string | null;
  elementPlace?: ElementPlace | null;
  /**
   * Clockwise turn of the artwork about its centre, degrees in [0, 360); absent or 0 upright. Our addition to
   * O-3-14 for R-3-31 `rotate` / R-3-83 / R-3-84 (docs/decisions/element-rotation.md).
   */
  rotation?: number | null;
  fileName?: string | null;
  thumbnailUrl?: string | null;
  fullQualityUrl?: string | null;
}

/** O-3-13 */
export interface Side {
  name?: string | null;
  placeName?: string | null;
  elements: Element[];
  platen?: { offset?: { top?: number | null; bottom?: number | null } | null; width?: number | null } | null;
  colors?: { full?: boolean | null; matched?: string[] | null; sequences?: string[][] | null } | null;
}

/** O-3-12: Case carries finish (and placement), Mug and Poster carry size. */
export interface Variation {
  finish?: string | null;
  size?: string | null;
  placement?: string | null;
}

/** O-3-09 */
export interface DesignDraft {
  id: string;
  name?: string | null;
  type?: DesignDraftType | null;
  printType?: PrintType | null;
  variation?: Variation | null;
  sublimationColor?: string | null;
  designId?: string | null;
  sides: Record<string, Side>;
}

/** O-3-05 */
export interface BypassApproval {
  artworkCreation: boolean;
  userApproval: boolean;
}

/** O-3-04 */
export interface Features {
  rushOrder: number | null;
  preProduction: boolean | null;
  bypassApproval: BypassApproval | null;
  foldPoly: boolean | null;
  /** Send a proof before production (O-4 toggle). */
  sendProof?: boolean | null;
  shipping?: string | null;
  coupa?: boolean | null;
}

/** O-3-03 */
export interface CartShipping {
  default: { domestic: string[] };
  service?: string | null;
}

/** O-3-01 */
export interface Cart {
  _id: string;
  po: string | null;
  shipments: Shipment[];
  printables: Printable[];
  designDrafts: DesignDraft[];
  pricingTier?: string | null;
  shippingMode: ShippingMode;
  thirdPartyShipping?: boolean | null;
  shippingBilling?: string | null;
  shipping?: CartShipping | null;
  features: Features;
  loading?: boolean;
  orderedAt: string | null;
}

/** O-3-30..32 */
export const MESSAGE_LEVELS = ['error', 'warning'] as const;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];
export const MESSAGE_TYPES = [
  'global',
  'quantity',
  'print',
  'shipping',
  'address',
  'err',
  'ORDER_ISSUES',
  'CLEAN_QUOTE',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export interface Message {
  id: string;
  message: string;
  level: MessageLevel;
  type: MessageType;
}

/** A fresh, empty cart document. */
export function emptyCart(id: string): Cart {
  return {
    _id: id,
    po: null,
    shipments: [],
    printables: [],
    designDrafts: [],
    pricingTier: null,
    shippingMode: 'single',
    thirdPartyShipping: false,
    shippingBilling: null,
    shipping: { default: { domestic: [] }, service: null },
    features: {
      rushOrder: null,
      preProduction: null,
      bypassApproval: null,
      foldPoly: null,
      sendProof: null,
      coupa: false,
    },
    orderedAt: null,
  };
}
