import type { Address } from '../entities/entities.ts';
import { normaliseAddress } from './normalise-address.ts';

/**
 * O-5-71: true when two addresses are the same entry ignoring the name. Both are normalised first, so case,
 * punctuation, a missing country (US) and a zip's dropped leading zero do not make a duplicate look new.
 */
export function isExistingEntry(a: Address, b: Address): boolean {
  const { name: _a, ...left } = normaliseAddress(a);
  const { name: _b, ...right } = normaliseAddress(b);
  return (Object.keys(left) as (keyof typeof left)[]).every((field) => left[field] === right[field]);
}

/** The saved entry equal to the address (ignoring name), if any. */
export function findExistingEntry<T extends Address>(saved: readonly T[], address: Address): T | undefined {
  return saved.find((entry) => isExistingEntry(entry, address));
}
