import type { Cart } from '../entities/entities.ts';
import { type AddExtraColours, addExtraColours } from './add-extra-colours.ts';
import type { IsDesignReady } from './cart-validity.ts';
import {
  type ChooseRushOrder,
  chooseRushOrder,
  toggleFoldPoly,
  togglePreProduction,
  toggleSendProof,
} from './feature-toggles.ts';
import {
  type CreatePrintable,
  completePrintable,
  createPrintable,
  type PrintableRef,
  removePrintable,
  type UpdateDesignDraft,
  type UpdatePrintable,
  updateDesignDraft,
  updatePrintable,
} from './printables.ts';
import { type SaveQuoteName, saveQuoteName } from './save-quote-name.ts';
import {
  type AddShipment,
  addShipment,
  type RemoveShipmentItems,
  removeShipment,
  removeShipmentItems,
  type SetQuantities,
  type SetShipmentAddress,
  type SetShippingMode,
  type ShipmentRef,
  setQuantities,
  setShipmentAddress,
  setShippingMode,
} from './shipments.ts';
import { type ChooseShippingMethod, chooseShippingMethod } from './shipping-method.ts';

/** Every edit of the cart document, as data: the web store and the server apply the same actions. */
export type CartAction =
  | ({ type: 'chooseShippingMethod' } & ChooseShippingMethod)
  | ({ type: 'chooseRushOrder' } & ChooseRushOrder)
  | { type: 'togglePreProduction' }
  | { type: 'toggleFoldPoly' }
  | { type: 'toggleSendProof' }
  | ({ type: 'createPrintable' } & CreatePrintable)
  | ({ type: 'completePrintable' } & PrintableRef)
  | ({ type: 'updatePrintable' } & UpdatePrintable)
  | ({ type: 'removePrintable' } & PrintableRef)
  | ({ type: 'updateDesignDraft' } & UpdateDesignDraft)
  | ({ type: 'addExtraColours' } & AddExtraColours)
  | ({ type: 'saveQuoteName' } & SaveQuoteName)
  | ({ type: 'setShippingMode' } & SetShippingMode)
  | ({ type: 'addShipment' } & AddShipment)
  | ({ type: 'removeShipment' } & ShipmentRef)
  | ({ type: 'removeShipmentItems' } & RemoveShipmentItems)
  | ({ type: 'setShipmentAddress' } & SetShipmentAddress)
  | ({ type: 'setQuantities' } & SetQuantities);

/** What the reducer needs from outside, injected so it stays pure and deterministic in tests. */
export interface CartDeps {
  isDesignReady: IsDesignReady;
  newId: () => string;
}

/** Applies one action to the cart document, returning a new cart (the input is never mutated). */
export function reduceCart(cart: Cart, action: CartAction, deps: CartDeps): Cart {
  switch (action.type) {
    case 'chooseShippingMethod':
      return chooseShippingMethod(cart, action);
    case 'chooseRushOrder':
      return chooseRushOrder(cart, action);
    case 'togglePreProduction':
      return togglePreProduction(cart);
    case 'toggleFoldPoly':
      return toggleFoldPoly(cart);
    case 'toggleSendProof':
      return toggleSendProof(cart);
    case 'createPrintable':
      return createPrintable(cart, action);
    case 'completePrintable':
      return completePrintable(cart, action);
    case 'updatePrintable':
      return updatePrintable(cart, action);
    case 'removePrintable':
      return removePrintable(cart, action);
    case 'updateDesignDraft':
      return updateDesignDraft(cart, action, deps.isDesignReady);
    case 'addExtraColours':
      return addExtraColours(cart, action, deps.newId);
    case 'saveQuoteName':
      return saveQuoteName(cart, action).cart;
    case 'setShippingMode':
      return setShippingMode(cart, action);
    case 'addShipment':
      return addShipment(cart, action);
    case 'removeShipment':
      return removeShipment(cart, action);
    case 'removeShipmentItems':
      return removeShipmentItems(cart, action);
    case 'setShipmentAddress':
      return setShipmentAddress(cart, action);
    case 'setQuantities':
      return setQuantities(cart, action);
  }
}
