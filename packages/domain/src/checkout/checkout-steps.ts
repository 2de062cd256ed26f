/** O-4-01: the checkout steps in order; PRODUCT, DESIGN and CART together form the cart phase. */
export const CHECKOUT_STEPS = [
  'PRODUCT',
  'DESIGN',
  'CART',
  'SHIPPING_ADDRESS',
  'SHIPPING_METHOD',
  'REVIEW',
  'CONFIRMATION',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** O-4-01: the phases the steps group into. */
export const CHECKOUT_PHASES = {
  cart: ['PRODUCT', 'DESIGN', 'CART'],
  shippingAddress: ['SHIPPING_ADDRESS'],
  shippingMethod: ['SHIPPING_METHOD'],
  review: ['REVIEW'],
  confirmation: ['CONFIRMATION'],
} as const satisfies Record<string, readonly CheckoutStep[]>;
export type CheckoutPhase = keyof typeof CHECKOUT_PHASES;

/** The named ordering routes (O-2-04..16) that belong to a step. */
export const STEP_ROUTES = {
  PRODUCT: ['cartBase', 'printableBase', 'printableDetail', 'printableFamily', 'printableCategory'],
  DESIGN: ['printableDesign'],
  CART: ['cartDetail'],
  SHIPPING_ADDRESS: ['checkoutBase', 'checkoutQuantity'],
  SHIPPING_METHOD: ['checkoutShippingMethod'],
  REVIEW: ['checkoutReview'],
  CONFIRMATION: ['confirmation'],
} as const satisfies Record<CheckoutStep, readonly string[]>;
export type StepRoute = (typeof STEP_ROUTES)[CheckoutStep][number];

/**
 * O-2-31..36: the step a route belongs to, or null for routes outside the flow (integration, mockup, the
 * order base), which the header treats as an unknown step.
 */
export function stepOfRoute(route: string): CheckoutStep | null {
  for (const step of CHECKOUT_STEPS) {
    if ((STEP_ROUTES[step] as readonly string[]).includes(route)) return step;
  }
  return null;
}

/** O-4-01: the phase a step belongs to. */
export function phaseOfStep(step: CheckoutStep): CheckoutPhase {
  const phases = Object.keys(CHECKOUT_PHASES) as CheckoutPhase[];
  return phases.find((p) => (CHECKOUT_PHASES[p] as readonly CheckoutStep[]).includes(step)) ?? 'cart';
}

/** Position of a step in the flow (0-based), for "is this before that" comparisons. */
export const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step);
