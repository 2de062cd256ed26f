/**
 * A short, readable reference of an order id (a UUID): its first eight hex digits in two groups of four, upper
 * case ("3F2A-9C41"). Orders have no number of their own before production; this is what a buyer reads out on the
 * phone, and the full id stays on the page for support.
 */
export function orderReference(orderId: string): string {
  const hex = orderId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return hex.length === 8 ? `${hex.slice(0, 4)}-${hex.slice(4)}` : orderId;
}

/** An order's title: the name the buyer gave it, else "Order 3F2A-9C41"; never the bare UUID. */
export function orderTitle(o: { name?: string | null; orderId: string }): string {
  const name = o.name?.trim();
  return name ? name : `Order ${orderReference(o.orderId)}`;
}
