import type { PatchError } from './json-patch.ts';
import { formatPointer } from './json-pointer.ts';

/** Cart fields only the server writes: the id, and the order time set by order placement. */
export const SERVER_OWNED_CART_FIELDS = ['_id', 'orderedAt'] as const;

/**
 * O-7-09: a client patch may change anything in the cart except the server-owned fields; returns one error per
 * changed field (path as a JSON pointer), empty when the patch kept them.
 */
export function serverFieldChanges(before: Record<string, unknown>, after: unknown): PatchError[] {
  const next = (typeof after === 'object' && after !== null ? after : {}) as Record<string, unknown>;
  return SERVER_OWNED_CART_FIELDS.filter((f) => before[f] !== next[f]).map((f) => ({
    path: `/${f}`,
    message: `${f} is set by the server and cannot be changed.`,
  }));
}

/** A schema issue path (['shipments', 0, 'address']) as a JSON pointer ('/shipments/0/address'). */
export function issuePathToPointer(path: readonly PropertyKey[]): string {
  return formatPointer(path);
}
