import type { Cart, DesignDraft, Printable, Shipment } from '../entities/entities.ts';
import { DomainError } from '../errors/domain-error.ts';

/** O-8-12: an update naming a printable the cart does not hold is a programming error. */
export function requirePrintable(cart: Pick<Cart, 'printables'>, printableId: string): Printable {
  const printable = cart.printables.find((p) => p.id === printableId);
  if (!printable) throw new DomainError('unknown_printable', `Unknown printable ${printableId}`);
  return printable;
}

/** O-8-13: an update naming a design draft the cart does not hold is a programming error. */
export function requireDesignDraft(cart: Pick<Cart, 'designDrafts'>, draftId: string): DesignDraft {
  const draft = cart.designDrafts.find((d) => d.id === draftId);
  if (!draft) throw new DomainError('unknown_design_draft', `Unknown design draft ${draftId}`);
  return draft;
}

/** Same guard for shipments: the UI only offers shipments that exist. */
export function requireShipment(cart: Pick<Cart, 'shipments'>, shipmentId: string): Shipment {
  const shipment = cart.shipments.find((s) => s.id === shipmentId);
  if (!shipment) throw new DomainError('unknown_shipment', `Unknown shipment ${shipmentId}`);
  return shipment;
}
