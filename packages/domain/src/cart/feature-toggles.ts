import type { Cart, Features } from '../entities/entities.ts';

export interface ChooseRushOrder {
  days: number;
}

const withFeatures = (cart: Cart, patch: Partial<Features>): Cart => ({
  ...cart,
  features: { ...cart.features, ...patch },
});

/** O-4-08 / O-4-09: choosing a rush days value sets it; choosing the same value again turns rush off. */
export function chooseRushOrder(cart: Cart, action: ChooseRushOrder): Cart {
  return withFeatures(cart, { rushOrder: cart.features.rushOrder === action.days ? null : action.days });
}

/** O-4-10: pre-production flips on and off (null counts as off). */
export function togglePreProduction(cart: Cart): Cart {
  return withFeatures(cart, { preProduction: !cart.features.preProduction });
}

/** O-4-11: fold poly flips on and off (null counts as off). */
export function toggleFoldPoly(cart: Cart): Cart {
  return withFeatures(cart, { foldPoly: !cart.features.foldPoly });
}

/** O-4-12 / O-4-13: send-proof flips on and off; stored as features.sendProof (docs/decisions/send-proof.md). */
export function toggleSendProof(cart: Cart): Cart {
  return withFeatures(cart, { sendProof: !cart.features.sendProof });
}
