import { normaliseAddress } from '../address/normalise-address.ts';
import { type Address, type Cart, emptyCart, type Printable, type Shipment } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { draftFromSavedDesign, type SavedDesign } from '../printable-params/printable-params.ts';
import { serviceCodeFromName } from '../shipping/service-codes.ts';
import { DEFAULT_SERVICE_CODE } from '../shipping/shipping-services.ts';

/** One item of a public-API quote: a saved design on a product colour, quantities per size, where it ships. */
export interface ApiQuoteItem {
  designId: string;
  product: { id: string; color: string };
  sizes: Record<string, number>;
  address: Address;
  /** A service code, name or carrier code; the default service when absent. */
  shipping?: string | null;
}

export interface ApiQuoteInput {
  items: readonly ApiQuoteItem[];
  po?: string | null;
  rushOrder?: number | null;
}

/**
 * R-7-04 v3 quotes: the cart a public-API quote stands for, so the quote is priced, checked and later ordered by
 * the cart's own rules (quoteForCart, checkoutBlockers, placeOrder) and never by a second copy. Item i becomes
 * printable `p{i}` with design draft `d{i}` (the saved design, already saved); items to the same address with
 * the same service share one shipment. Unknown designs are issues on `items[i].designId`.
 */
export function cartFromApiQuote(
  cartId: string,
  input: ApiQuoteInput,
  designOf: (designId: string) => SavedDesign | undefined,
): { cart: Cart; issues: Issue[] } {
  const cart = emptyCart(cartId);
  const issues: Issue[] = [];
  const shipments = new Map<string, Shipment>();
  input.items.forEach((item, i) => {
    const design = designOf(item.designId);
    if (!design) {
      issues.push({
        path: `items[${i}].designId`,
        code: 'not_found',
        message: `Unknown design ${item.designId}.`,
      });
      return;
    }
    const draft = draftFromSavedDesign(design, `d${i}`);
    const printable: Printable = {
      id: `p${i}`,
      designDraftId: draft.id,
      productIdentifier: item.product.id,
      color: item.product.color,
      complete: true,
    };
    cart.designDrafts.push(draft);
    cart.printables.push(printable);
    const service = item.shipping
      ? (serviceCodeFromName(item.shipping) ?? item.shipping)
      : DEFAULT_SERVICE_CODE;
    const key = JSON.stringify([normaliseAddress(item.address), service]);
    let shipment = shipments.get(key);
    if (!shipment) {
      shipment = { id: `s${shipments.size}`, address: item.address, items: [], shippingMethod: service };
      shipments.set(key, shipment);
    }
    shipment.items.push({ printableId: printable.id, quantities: { ...item.sizes } });
  });
  cart.shipments = [...shipments.values()];
  cart.shippingMode = cart.shipments.length > 1 ? 'multiple' : 'single';
  cart.po = input.po ?? null;
  cart.features = { ...cart.features, rushOrder: input.rushOrder ?? null };
  return { cart, issues };
}

/** The API item index of a cart printable built by cartFromApiQuote (`p3` -> 3). */
export const apiQuoteItemIndex = (printableId: string): number => Number(printableId.slice(1));

/**
 * How long a public-API quote's token orders it: 7 days (the spec names none; prices and stock may change
 * after, docs/decisions/api-quotes.md). An order whose price changed meanwhile is refused anyway.
 */
export const QUOTE_VALID_MS = 7 * 24 * 60 * 60 * 1000;
