/**
 * R-2-16: the older /manager area's screens and the /manager/v2 screen each now lives at (a permanent
 * redirect). `:id` is carried over where both have one.
 */
export const LEGACY_MANAGER_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  ['/manager/order', '/manager/v2/orders'],
  ['/manager/order/:id', '/manager/v2/orders/:id'],
  ['/manager/cart', '/manager/v2/orders/drafts'],
  ['/manager/cart/:id', '/order/v2/cart/:id'],
  ['/manager/reship', '/manager/v2/claims'],
  ['/manager/reship/:id', '/manager/v2/claims/:id'],
  ['/manager/design', '/manager/v2/designs/artworks'],
  ['/manager/design/:id', '/manager/v2/designs/:id'],
  ['/manager/billing', '/manager/v2/billing/invoices'],
  ['/manager/billing/:id', '/manager/v2/billing/invoice/:id'],
  ['/manager/settings', '/manager/v2/settings/account'],
  ['/manager/settings/shipping', '/manager/v2/settings/general'],
  ['/manager/settings/autoSwap', '/manager/v2/settings/general'],
  ['/manager/claim', '/manager/v2/claims'],
  ['/manager/claim/:id', '/manager/v2/claims/:id'],
];

/** Where a legacy path goes, with its id (URI-encoded) put in; the query string is kept by the caller. */
export function legacyTarget(to: string, id?: string): string {
  return id === undefined ? to : to.replace(':id', encodeURIComponent(id));
}
