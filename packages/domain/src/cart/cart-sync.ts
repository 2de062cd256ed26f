/**
 * Cart sync protocol (O-4-21..24): local edits are debounced, then sent as JSON-patch operations with the
 * version they were made against; the server answers with its version. Pure: timers and HTTP live elsewhere.
 */

import { escapePointerToken } from '../patch/json-pointer.ts';

/** O-4-21 / O-9-01: quiet time after the last edit before the cart is sent. */
export const CART_SYNC_DEBOUNCE_MS = 700;

/** One RFC 6902 operation, the subset the diff produces. */
export type PatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

/** O-4-22 / O-7-09: the PATCH payload: `_v` the version the edits apply to, `_d` the operations. */
export interface CartPatchRequest {
  _v: number;
  _d: PatchOperation[];
}

/** O-7-09: the PATCH answer; `_errors` are only logged (O-8-09). */
export interface CartPatchAnswer {
  _v: number;
  _errors?: unknown[] | null;
}

/** What the caller does next after an answer. */
export type CartSyncOutcome =
  | { kind: 'committed'; version: number; log: unknown[] }
  | { kind: 'refetch'; log: unknown[] };

/** O-4-22: builds the patch request for edits made against `version`. */
export function cartPatchRequest(version: number, operations: PatchOperation[]): CartPatchRequest {
  return { _v: version, _d: operations };
}

/**
 * O-4-23 / O-4-24 / O-8-09: when the server moved exactly one version past ours the patch committed and our
 * version increments; any other server version means someone else changed the cart, so fetch it in full.
 * Patch errors are returned for logging only, never as user messages.
 */
export function cartSyncOutcome(sent: CartPatchRequest, answer: CartPatchAnswer): CartSyncOutcome {
  const log = answer._errors ?? [];
  return answer._v === sent._v + 1
    ? { kind: 'committed', version: sent._v + 1, log }
    : { kind: 'refetch', log };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * O-4-22: the operations that turn `before` into `after`. Objects are diffed key by key; arrays of equal
 * length element by element, otherwise replaced whole (index shifts make element ops fragile).
 */
export function diffDocument(before: unknown, after: unknown, path = ''): PatchOperation[] {
  if (Object.is(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const ops: PatchOperation[] = [];
    for (const key of Object.keys(before)) {
      const child = `${path}/${escapePointerToken(key)}`;
      if (!(key in after) || after[key] === undefined) {
        if (before[key] !== undefined) ops.push({ op: 'remove', path: child });
      } else ops.push(...diffDocument(before[key], after[key], child));
    }
    for (const key of Object.keys(after)) {
      if (after[key] !== undefined && (!(key in before) || before[key] === undefined)) {
        ops.push({ op: 'add', path: `${path}/${escapePointerToken(key)}`, value: after[key] });
      }
    }
    return ops;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => diffDocument(item, after[i], `${path}/${i}`));
  }
  return [{ op: 'replace', path, value: after }];
}
