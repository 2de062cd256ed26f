/** O-2-27 / O-2-28: more than one shipment goes to checkout review, otherwise to cart detail. */
export const cartFromOrderUrl = (cart: { _id: string; shipments: unknown[] }) => {
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  return cart.shipments.length > 1 ? `${base}/checkout/review` : base;
};
