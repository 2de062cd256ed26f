import type { QuoteItemRef } from '@platen/domain/quote/build-quote-request';
import type { Dispatch } from '@reduxjs/toolkit';
import { cartEdited } from './cart-slice.ts';

/**
 * O-5-75: the quote flags items whose total quantity is 0; they leave their shipments through the cart reducer
 * (`removeShipmentItems`), so the change syncs like any other edit. Answers how many were removed.
 */
export function removeQuoteRemovals(dispatch: Dispatch, removals: readonly QuoteItemRef[]): number {
  if (removals.length === 0) return 0;
  dispatch(cartEdited({ type: 'removeShipmentItems', items: removals }));
  return removals.length;
}
