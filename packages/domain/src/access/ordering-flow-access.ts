import type { Features } from '../entities/entities.ts';
import { fail, ok, type Result } from '../errors/domain-error.ts';
import { type AccessUser, can, type PermissionsFor } from './can.ts';

/** How the ordering flow ends for this cart. */
export type CheckoutMode = 'place-order' | 'coupa-punchout';

/** What the ordering flow does differently; the only input is features.coupa (O-6-01). */
export interface OrderingFlowPolicy {
  mode: CheckoutMode;
  /** Confirm places an order (false: the cart goes back to the procurement system for approval). */
  placesOrder: boolean;
  /** The flow takes payment / checks the balance (false: billed against the buyer's purchase order). */
  collectsPayment: boolean;
  /** The PO field is asked for in the flow (false: the procurement system supplies the PO later). */
  asksForPo: boolean;
}

/**
 * O-6-01 / O-6-02 (open): features.coupa turns checkout into a punchout return: the cart is sent back to the
 * buyer's procurement system, which raises the purchase order. docs/decisions/coupa-ordering-flow.md.
 */
export function orderingFlowPolicy(features: Pick<Features, 'coupa'> | null | undefined): OrderingFlowPolicy {
  return features?.coupa === true
    ? { mode: 'coupa-punchout', placesOrder: false, collectsPayment: false, asksForPo: false }
    : { mode: 'place-order', placesOrder: true, collectsPayment: true, asksForPo: true };
}

/**
 * O-6-07 (open): who may enter the ordering flow: anyone who may place orders (sub-users need "shop"; staff act
 * through assume). Inside the flow no further role checks apply (O-6-01).
 */
export function orderingFlowEntry(user: AccessUser, permissionsFor?: PermissionsFor): Result<true> {
  if (can(user, 'order.place', undefined, permissionsFor)) return ok(true);
  return fail([
    { path: 'user', message: 'You do not have permission to place orders', code: 'order-place-forbidden' },
  ]);
}
