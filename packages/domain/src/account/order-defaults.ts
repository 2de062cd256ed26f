import type { Cart } from '../entities/entities.ts';
import { swapSuggestion } from '../floor/blanks.ts';
import { isShippingServiceCode } from '../shipping/shipping-services.ts';

/** The account's saved defaults the ordering flow and the floor read (/manager/v2/settings/general). */
export interface OrderDefaults {
  foldPoly: boolean;
  defaultShippingMethod: string | null;
  autoSwap: boolean;
}

/**
 * A new cart prefilled with the account's defaults: fold and poly-bag, and the shipping service every shipment
 * starts with (features.shipping, the quote's fallback for a shipment without a method of its own). "standard"
 * or an unknown code leaves the cart as it was.
 */
export function withOrderDefaults(cart: Cart, d: OrderDefaults): Cart {
  const method = d.defaultShippingMethod;
  const shipping = method && method !== 'standard' && isShippingServiceCode(method) ? method : null;
  return {
    ...cart,
    features: {
      ...cart.features,
      ...(d.foldPoly ? { foldPoly: true } : {}),
      ...(shipping ? { shipping } : {}),
    },
  };
}

/**
 * autoSwap: the substitute a blank style waiting on the supplier is swapped to without asking, or null (the
 * account asks first, or the swap table has none; the floor then shows the suggestion).
 */
export function automaticSwap(style: string, autoSwap: boolean): string | null {
  return autoSwap ? swapSuggestion(style) : null;
}

/** The customer's branding a packing slip carries: who it is from and a note to the recipient. */
export interface SlipBranding {
  from: string | null;
  message: string | null;
}

/** The slip's branding from the account's settings; without a brand name, the account's company or name. */
export function slipBranding(
  s: { slipBrandName?: unknown; slipMessage?: unknown } | null,
  account: { company: string | null; name: string | null },
): SlipBranding {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    from: str(s?.slipBrandName) ?? str(account.company) ?? str(account.name),
    message: str(s?.slipMessage),
  };
}
