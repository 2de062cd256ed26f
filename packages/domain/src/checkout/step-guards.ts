import { isCartValid, type IsDesignReady } from '../cart/cart-validity.ts';
import type { Cart } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { checkoutBlockers, isCheckoutAddressValid, type IsAddressValid } from './checkout-blockers.ts';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps.ts';

export interface StepGuardDeps {
  isDesignReady: IsDesignReady;
  isAddressValid?: IsAddressValid;
}

export type StepGuard = { ok: true } | { ok: false; reason: string; issues: Issue[] };

const allow: StepGuard = { ok: true };

/**
 * O-4-02 (docs/decisions/checkout-step-guards.md): the cart steps are always open; checkout needs a valid
 * cart (O-4-04); shipping method and review need every checkout rule met (O-5-25..28); confirmation needs a
 * placed order. Going back never fails, since each step's condition includes the ones before it.
 */
export function canEnterStep(step: CheckoutStep, cart: Cart, deps: StepGuardDeps): StepGuard {
  switch (step) {
    case 'PRODUCT':
    case 'DESIGN':
    case 'CART':
      return allow;
    case 'SHIPPING_ADDRESS':
      return isCartValid(cart, deps.isDesignReady)
        ? allow
        : {
            ok: false,
            reason: 'cart_invalid',
            issues: [{ path: 'printables', message: 'Finish the design of at least one item first.' }],
          };
    case 'SHIPPING_METHOD':
    case 'REVIEW': {
      const before = canEnterStep('SHIPPING_ADDRESS', cart, deps);
      if (!before.ok) return before;
      const issues = checkoutBlockers(cart, deps.isAddressValid ?? isCheckoutAddressValid);
      return issues.length === 0 ? allow : { ok: false, reason: 'checkout_blocked', issues };
    }
    case 'CONFIRMATION':
      return cart.orderedAt
        ? allow
        : {
            ok: false,
            reason: 'not_ordered',
            issues: [{ path: 'orderedAt', message: 'The order is not placed yet.' }],
          };
  }
}

/** O-4-02: the furthest step up to `wanted` the user may enter; where a blocked navigation lands instead. */
export function furthestAllowedStep(wanted: CheckoutStep, cart: Cart, deps: StepGuardDeps): CheckoutStep {
  const upTo = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(wanted) + 1);
  let reached: CheckoutStep = 'PRODUCT';
  for (const step of upTo) {
    if (!canEnterStep(step, cart, deps).ok) break;
    reached = step;
  }
  return reached;
}
