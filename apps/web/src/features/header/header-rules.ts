import type { CheckoutStep } from '@platen/domain/checkout/checkout-steps';

/** O-2-37: the progress bar's steps and labels, verbatim. */
export const PROGRESS_STEPS: ReadonlyArray<{ step: CheckoutStep; label: string }> = [
  { step: 'CART', label: '1. Shopping cart' },
  { step: 'SHIPPING_ADDRESS', label: '2. Shipping Address' },
  { step: 'SHIPPING_METHOD', label: '3. Shipping Method' },
  { step: 'REVIEW', label: '4. Review Order' },
];

/** O-2-38: the progress bar shows on CART, SHIPPING_ADDRESS, SHIPPING_METHOD and REVIEW only. */
export const showsProgress = (step: CheckoutStep | null): boolean =>
  step !== null && PROGRESS_STEPS.some((p) => p.step === step);

/** O-2-39: the "N items" cart link shows on PRODUCT and DESIGN. */
export const showsCartLink = (step: CheckoutStep | null): boolean => step === 'PRODUCT' || step === 'DESIGN';

/** O-2-40 (docs/decisions/header-exit-modal.md): "1 item", otherwise "N items" (also "0 items"). */
export const itemCountLabel = (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`;

/** O-2-42..44: the logo opens the exit modal only with items in the cart and a known step. */
export const logoOpensExitModal = (itemCount: number, step: CheckoutStep | null): boolean =>
  itemCount > 0 && step !== null;

/** O-2-45..50: the exit modal's texts, verbatim. */
export const EXIT_TEXTS = {
  title: 'Are you sure you want to exit?',
  unnamed: 'Name your cart to save it for later.',
  save: 'Save cart',
  returnToCart: 'Return to cart',
  exit: 'Exit',
  saved: (name: string) => `Your cart was saved as '${name}'.`,
} as const;

/** Manager home (O-2-43/44) and the drafts page for one cart marked as a quote (O-2-51). */
export const MANAGER_HOME = '/manager/v2';
export const draftsUrl = (cartId: string) =>
  `/manager/v2/orders/drafts?${new URLSearchParams({ cartId, quote: 'true' }).toString()}`;
