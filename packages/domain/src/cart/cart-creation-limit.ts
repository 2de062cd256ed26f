/**
 * How many carts an account may start (new or copied from an order) per window: far above what a person does, low
 * enough that a script cannot fill the database with empty carts.
 */
export const CART_CREATION_LIMIT = { max: 100, windowSeconds: 3600 } as const;
