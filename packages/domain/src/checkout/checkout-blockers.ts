import { validateCheckoutAddress } from '../address/validate-checkout-address.ts';
import { consideredShipments } from '../cart/considered-shipments.ts';
import type { Address, Cart } from '../entities/entities.ts';
import type { Issue } from '../errors/domain-error.ts';
import { shipmentLimitIssues } from './shipment-limits.ts';

/** Decides whether an address is complete and valid for shipping (address/ owns the full rules, O-5-29..65). */
export type IsAddressValid = (address: Address) => boolean;

/** O-5-25: the checkout address form's rules (O-5-29..36, lengths O-5-53..59) decide validity. */
export const isCheckoutAddressValid: IsAddressValid = (address) =>
  validateCheckoutAddress(address).length === 0;

const hasQuantity = (quantities: Record<string, number>): boolean =>
  Object.values(quantities).some((q) => q > 0);

/**
 * O-5-25..28 (+ O-9-03/04 limits): everything that blocks checkout, empty when the cart may proceed. In single
 * mode only the first shipment is checked (O-4-05). Items of incomplete printables do not count.
 */
export function checkoutBlockers(
  cart: Pick<Cart, 'shipments' | 'shippingMode' | 'printables'>,
  isAddressValid: IsAddressValid = isCheckoutAddressValid,
): Issue[] {
  const shipments = consideredShipments(cart);
  if (shipments.length === 0) {
    return [{ path: 'shipments', code: 'no_shipments', message: 'Add at least one shipping address.' }];
  }
  const complete = new Set(cart.printables.filter((p) => p.complete).map((p) => p.id));
  const issues: Issue[] = [];
  let anyQuantity = false;
  shipments.forEach((shipment, s) => {
    if (!shipment.address || !isAddressValid(shipment.address)) {
      issues.push({
        path: `shipments.${s}.address`,
        code: 'invalid_address',
        message: `Shipment ${s + 1} needs a valid address.`,
      });
    }
    shipment.items.forEach((item, i) => {
      if (!complete.has(item.printableId)) return;
      if (hasQuantity(item.quantities)) anyQuantity = true;
      else {
        issues.push({
          path: `shipments.${s}.items.${i}.quantities`,
          code: 'item_without_quantity',
          message: `Shipment ${s + 1}: enter a quantity above 0 for at least one size.`,
        });
      }
    });
  });
  if (!anyQuantity) {
    issues.push({
      path: 'shipments',
      code: 'no_quantity',
      message: 'Enter a quantity above 0 for at least one item.',
    });
  }
  return [...issues, ...shipmentLimitIssues(cart)];
}
