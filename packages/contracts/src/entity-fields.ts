/**
 * The bounded building blocks of the entity schemas: size caps and the capped strings, numbers and records
 * every entity file shares, so a cap is stated once.
 */
import { MAX_QUANTITY_PER_SIZE } from '@platen/domain/cart/quantity-limits';
import { cents } from '@platen/domain/units/units';
import { z } from 'zod';

/** Size caps: generous for real carts, small enough that a hostile body cannot exhaust memory or CPU. */
export const LIMITS = {
  id: 100,
  text: 200,
  longText: 2000,
  url: 2048,
  code: 50,
  shipments: 100,
  printables: 200,
  designDrafts: 200,
  itemsPerShipment: 200,
  sizes: 50,
  sides: 20,
  elements: 50,
  colours: 50,
  quantity: MAX_QUANTITY_PER_SIZE,
  quoteItems: 2000,
  messages: 200,
  countries: 300,
} as const;

export const id = z.string().min(1).max(LIMITS.id);
export const text = z.string().max(LIMITS.text);
export const code = z.string().max(LIMITS.code);
export const url = z.string().max(LIMITS.url);
export const quantity = z.number().int().min(0).max(LIMITS.quantity);
export const money = z.number().int().min(-100_000_000).max(100_000_000);
/** An amount in integer cents (O-9-24), branded on the way in. */
export const centsAmount = money.transform((n) => cents(n));

/** A record with at most `max` keys (zod records have no size cap of their own). */
export function boundedRecord<V extends z.ZodType>(key: z.ZodString, value: V, max: number) {
  return z
    .record(key, value)
    .refine((r) => Object.keys(r).length <= max, { message: `At most ${max} entries` });
}

/** A length in inches (boxes, posters). */
export const inchesDimension = z.number().positive().max(1000);
