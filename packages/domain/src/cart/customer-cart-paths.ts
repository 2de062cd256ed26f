import type { Cart } from '../entities/entities.ts';
import { type PatchError, parsePointer } from '../patch/json-patch.ts';

/**
 * O-7-09: the parts of the cart document a customer writes (JSON pointers): each one and everything under it.
 * Everything else is the server's: the id and order time, the pricing tier, bypassApproval, the account-level
 * flags (coupa, shipping defaults, shipping billing, third-party shipping) and the UI's `loading`. A path is
 * writable only when it lies at or under one of these; a parent of one (`/features`, the root) is not, since
 * replacing it would write the server's fields beside the customer's.
 */
export const CUSTOMER_CART_PATHS = [
  '/po',
  '/shippingMode',
  '/shipments',
  '/printables',
  '/designDrafts',
  '/features/rushOrder',
  '/features/preProduction',
  '/features/foldPoly',
  '/features/sendProof',
] as const;

const ALLOWED = CUSTOMER_CART_PATHS.map((p) => p.slice(1).split('/'));

/** Whether a customer may write at `pointer` (RFC 6901); a malformed pointer is not writable. */
export function isCustomerCartPath(pointer: string): boolean {
  const parsed = parsePointer(pointer);
  if (!parsed.ok) return false;
  const tokens = parsed.tokens;
  return ALLOWED.some(
    (allowed) => allowed.length <= tokens.length && allowed.every((t, i) => tokens[i] === t),
  );
}

const refusal = (path: string): PatchError => ({
  path,
  message: `${path || '/'} is not a part of the cart a customer may change (the server sets it).`,
});

/**
 * The pointers of a client patch outside CUSTOMER_CART_PATHS: every op's `path` and, for move and copy, its
 * `from` (a move takes the value away; a copy reads a server field into the customer's). `test` writes nothing
 * and may read anywhere. Malformed ops are left to the patch itself to refuse. Empty when the patch may apply.
 */
export function refusedCartPaths(ops: readonly unknown[]): PatchError[] {
  const refused: PatchError[] = [];
  for (const op of ops) {
    if (typeof op !== 'object' || op === null) continue;
    const { op: kind, path, from } = op as { op?: unknown; path?: unknown; from?: unknown };
    if (kind === 'test') continue;
    if (typeof path === 'string' && !isCustomerCartPath(path)) refused.push(refusal(path));
    if ((kind === 'move' || kind === 'copy') && typeof from === 'string' && !isCustomerCartPath(from))
      refused.push(refusal(from));
  }
  return refused;
}

/** The server-owned fields of a customer's cart as the account sets them. */
export interface AccountCartSettings {
  /** The account's pricing tier code (pricing_tiers), or null for list prices. */
  pricingTier: string | null;
}

/** What every account has today: no pricing tier (nothing assigns one), so orders are priced without. */
export const ACCOUNT_CART_SETTINGS: AccountCartSettings = { pricingTier: null };

/**
 * A cart with its server-owned fields taken from the account, never from the stored document: what placement
 * prices and starts the lifecycle from (so a document written before the allow-list, or by any other path,
 * cannot carry a tier or an approval bypass into an order). Staff bypass approval on the order, not the cart.
 */
export function withAccountSettings(cart: Cart, account: AccountCartSettings): Cart {
  return {
    ...cart,
    pricingTier: account.pricingTier,
    features: { ...cart.features, bypassApproval: null },
  };
}

/**
 * A new cart's document from an earlier one (reorder): the customer's parts of `source` over the fresh cart
 * `into`; the server's fields stay those of `into`.
 */
export function copyCustomerParts(source: Cart, into: Cart): Cart {
  const f = source.features;
  return {
    ...into,
    po: null,
    shippingMode: source.shippingMode,
    shipments: source.shipments,
    printables: source.printables,
    designDrafts: source.designDrafts,
    features: {
      ...into.features,
      rushOrder: f?.rushOrder ?? null,
      preProduction: f?.preProduction ?? null,
      foldPoly: f?.foldPoly ?? null,
      sendProof: f?.sendProof ?? null,
    },
  };
}
