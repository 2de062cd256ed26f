import { type CheckoutStep, stepOfRoute } from '@platen/domain/checkout/checkout-steps';
import type { UIMatch } from 'react-router';

/** The route name a route declares in its `handle` (names of STEP_ROUTES, O-2-31..36). */
export interface RouteHandle {
  route?: string;
}

/** The name of the deepest matched route that has one. */
export function currentRouteName(matches: readonly UIMatch[]): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as RouteHandle | undefined)?.route;
    if (name) return name;
  }
  return null;
}

/** O-2-31..36: the checkout step of the current screen; null when the screen belongs to no step. */
export const currentStep = (matches: readonly UIMatch[]): CheckoutStep | null => {
  const name = currentRouteName(matches);
  return name ? stepOfRoute(name) : null;
};
