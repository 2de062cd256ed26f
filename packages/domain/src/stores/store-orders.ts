import type { Address } from '../entities/entities.ts';
import { serviceCodeFromName } from '../shipping/service-codes.ts';
import { DEFAULT_SERVICE_CODE } from '../shipping/shipping-services.ts';

/** One line of a store's order as the platform sends it (Shopify line_items, WooCommerce line_items). */
export interface StoreOrderLine {
  sku: string | null;
  quantity: number;
  title: string;
}

/** A store order reduced to what an import needs, whatever the platform. */
export interface StoreOrder {
  externalId: string;
  name: string;
  lines: StoreOrderLine[];
  shipTo: Address;
  /** The store's shipping line (code or title), as the buyer chose it. */
  shipping: string | null;
}

/** What a store SKU is in Platen: a saved printable, a colour and a size. */
export interface SkuMapping {
  sku: string;
  printableId: string;
  color: string;
  size: string;
}

/** One Platen item of an import: a printable in a colour with quantities per size. */
export interface StoreOrderItem {
  printableId: string;
  color: string;
  sizes: Record<string, number>;
}

/**
 * The margin shown when publishing is against Platen's cost at this quantity (a store sells one at a
 * time, but a reseller compares with the price list's e-commerce column, docs/decisions/shopify.md).
 */
export const STORE_QUOTE_QUANTITY = 25;

/** The distinct SKUs of the order's lines that no mapping covers (a line without SKU counts as ''). */
export function unmappedSkus(order: StoreOrder, mappings: readonly SkuMapping[]): string[] {
  const known = new Set(mappings.map((m) => m.sku));
  const out = new Set<string>();
  for (const l of order.lines) if (l.quantity > 0 && !known.has(l.sku ?? '')) out.add(l.sku ?? '');
  return [...out];
}

/**
 * The order's lines as Platen items, by SKU mapping: lines of one printable and colour share an item, their
 * sizes add up. Call after unmappedSkus is empty (unmapped lines are left out).
 */
export function storeOrderItems(order: StoreOrder, mappings: readonly SkuMapping[]): StoreOrderItem[] {
  const bySku = new Map(mappings.map((m) => [m.sku, m]));
  const items = new Map<string, StoreOrderItem>();
  for (const l of order.lines) {
    const m = bySku.get(l.sku ?? '');
    if (!m || l.quantity <= 0) continue;
    const key = JSON.stringify([m.printableId, m.color]);
    const item = items.get(key) ?? { printableId: m.printableId, color: m.color, sizes: {} };
    item.sizes[m.size] = (item.sizes[m.size] ?? 0) + l.quantity;
    items.set(key, item);
  }
  return [...items.values()];
}

/** A store's shipping line -> a Platen service code: a known service name or code, else by speed words. */
export function storeShippingService(shipping: string | null): string {
  const known = serviceCodeFromName(shipping);
  if (known) return known;
  const s = (shipping ?? '').toLowerCase();
  if (/overnight|next.?day|express/.test(s)) return 'ups-next-day-air';
  if (/2.?day|two.?day|expedited/.test(s)) return 'ups-2nd-day-air';
  return DEFAULT_SERVICE_CODE;
}

/** The SKU Platen gives a published printable's size: stable, so a re-publish maps the same lines. */
export const publishedSku = (printableId: string, size: string): string =>
  `PLATEN-${printableId.slice(0, 8)}-${size}`.toUpperCase();

/** Margin in cents and percent of a store price against Platen's per-piece cost. */
export function storeMargin(priceCents: number, costCents: number): { cents: number; percent: number } {
  const cents = priceCents - costCents;
  return { cents, percent: priceCents > 0 ? Math.round((cents / priceCents) * 1000) / 10 : 0 };
}

/** Shopify's address object (orders/paid shipping_address). */
export interface ShopifyAddress {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province_code?: string | null;
  zip?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

/** The ship-to of a Shopify order as a Platen address. */
export function shopifyShipTo(a: ShopifyAddress | null | undefined): Address {
  const name = a?.name?.trim() || [a?.first_name, a?.last_name].filter(Boolean).join(' ').trim();
  return {
    name: name || null,
    company: a?.company || null,
    address1: a?.address1 || null,
    address2: a?.address2 || null,
    city: a?.city || null,
    state: a?.province_code || null,
    zip: a?.zip || null,
    country: a?.country_code || null,
    phone: a?.phone || null,
  };
}

/** Shopify's order (the orders/paid webhook body), the fields an import reads. */
export interface ShopifyOrderPayload {
  id: number | string;
  name?: string | null;
  line_items?: { sku?: string | null; quantity?: number | null; title?: string | null }[] | null;
  shipping_address?: ShopifyAddress | null;
  shipping_lines?: { code?: string | null; title?: string | null }[] | null;
}

/** A Shopify order as a StoreOrder. */
export function storeOrderFromShopify(o: ShopifyOrderPayload): StoreOrder {
  const ship = o.shipping_lines?.[0];
  return {
    externalId: String(o.id),
    name: o.name ?? `#${o.id}`,
    lines: (o.line_items ?? []).map((l) => ({
      sku: l.sku?.trim() || null,
      quantity: Math.max(0, Math.floor(Number(l.quantity ?? 0))),
      title: l.title ?? '',
    })),
    shipTo: shopifyShipTo(o.shipping_address),
    shipping: ship?.code || ship?.title || null,
  };
}

/** A Platen parcel carrier as Shopify's tracking company names it (unknown carriers: 'Other'). */
export function shopifyTrackingCompany(carrier: string): string {
  const names: Record<string, string> = { UPS: 'UPS', USPS: 'USPS', FEDEX: 'FedEx', DHL: 'DHL eCommerce' };
  return names[carrier.toUpperCase()] ?? 'Other';
}

/** Where the publishing cost check ships (printing and blanks do not depend on it; the quote needs one). */
export const STORE_COST_ADDRESS = {
  name: 'Cost check',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
} as const;

/** Cents as the decimal string Shopify's prices use (2500 -> "25.00"). */
export const shopifyPrice = (cents: number): string => (cents / 100).toFixed(2);

/** WooCommerce's address (current `shipping`, legacy `shipping_address`). */
export interface WooCommerceAddress {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  phone?: string | null;
}

/**
 * A WooCommerce order as its webhooks send it: current stores (/wp-json/wc/v3) send the order itself, legacy
 * stores (/wc-api/v3, WooCommerce 2.2-2.5) wrap it as `{order: …}` with `shipping_address`/`order_number`.
 */
export interface WooCommerceOrderPayload {
  id: number | string;
  number?: string | number | null;
  order_number?: string | number | null;
  status?: string | null;
  line_items?: { sku?: string | null; quantity?: number | null; name?: string | null }[] | null;
  shipping?: WooCommerceAddress | null;
  shipping_address?: WooCommerceAddress | null;
  billing?: { phone?: string | null } | null;
  billing_address?: { phone?: string | null } | null;
  shipping_lines?: { method_id?: string | null; method_title?: string | null }[] | null;
}

/** The order of a WooCommerce webhook body (legacy bodies wrap it in `order`). */
export function wooCommerceOrderOf(body: Record<string, unknown>): WooCommerceOrderPayload {
  const inner = body.order;
  return (inner && typeof inner === 'object' ? inner : body) as WooCommerceOrderPayload;
}

/** WooCommerce's order statuses that mean "paid, to fulfil" and "cancelled". */
export const WOOCOMMERCE_PAID_STATUS = 'processing';
export const WOOCOMMERCE_CANCELLED_STATUS = 'cancelled';

/** A WooCommerce order (either API) as a StoreOrder. */
export function storeOrderFromWooCommerce(o: WooCommerceOrderPayload): StoreOrder {
  const a = o.shipping ?? o.shipping_address ?? null;
  const ship = o.shipping_lines?.[0];
  const name = [a?.first_name, a?.last_name].filter(Boolean).join(' ').trim();
  return {
    externalId: String(o.id),
    name: `#${o.number ?? o.order_number ?? o.id}`,
    lines: (o.line_items ?? []).map((l) => ({
      sku: l.sku?.trim() || null,
      quantity: Math.max(0, Math.floor(Number(l.quantity ?? 0))),
      title: l.name ?? '',
    })),
    shipTo: {
      name: name || null,
      company: a?.company || null,
      address1: a?.address_1 || null,
      address2: a?.address_2 || null,
      city: a?.city || null,
      state: a?.state || null,
      zip: a?.postcode || null,
      country: a?.country || null,
      phone: a?.phone || o.billing?.phone || o.billing_address?.phone || null,
    },
    shipping: ship?.method_title || ship?.method_id || null,
  };
}

/** The recorded payload of a store order as a StoreOrder, by the store's platform. */
export function storeOrderOf(
  platform: 'shopify' | 'woocommerce',
  payload: Record<string, unknown>,
): StoreOrder {
  return platform === 'woocommerce'
    ? storeOrderFromWooCommerce(wooCommerceOrderOf(payload))
    : storeOrderFromShopify(payload as unknown as ShopifyOrderPayload);
}

/** The order note WooCommerce shows the buyer when Platen ships: carrier, tracking numbers and URL. */
export function wooCommerceTrackingNote(t: {
  carrier: string;
  numbers: string[];
  url: string | null;
}): string {
  const carrier = shopifyTrackingCompany(t.carrier);
  const base = `Shipped with ${carrier === 'Other' ? t.carrier : carrier}, tracking ${t.numbers.join(', ')}`;
  return t.url ? `${base}: ${t.url}` : `${base}.`;
}
