import type { Cents } from '../units/units.ts';
import type { DeliveryEstimate } from './shipping-services.ts';

/** R-9-56: how the order router groups items into shipments: cheapest or fastest. */
export const ROUTER_GROUPING_PREFERENCES = ['cheapest', 'fastest'] as const;
export type RouterGroupingPreference = (typeof ROUTER_GROUPING_PREFERENCES)[number];

/** One way to route a shipment: its price and how long it takes to arrive. */
export interface RoutingOption {
  id: string;
  price: Cents;
  estimate: DeliveryEstimate;
}

/**
 * The option the preference picks: cheapest by price then by latest arrival; fastest by latest arrival
 * (estimate max, the promise a customer holds us to) then by price. Ties keep the first option.
 */
export function pickRoutingOption<T extends RoutingOption>(
  options: readonly T[],
  preference: RouterGroupingPreference,
): T | undefined {
  const rank = (o: T): [number, number] =>
    preference === 'cheapest' ? [o.price, o.estimate.max] : [o.estimate.max, o.price];
  return options.reduce<T | undefined>((best, o) => {
    if (!best) return o;
    const [a1, a2] = rank(o);
    const [b1, b2] = rank(best);
    return a1 < b1 || (a1 === b1 && a2 < b2) ? o : best;
  }, undefined);
}
