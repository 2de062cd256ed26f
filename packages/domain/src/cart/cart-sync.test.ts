import { describe, expect, it } from 'vitest';
import { addShipment } from './shipments.ts';
import { sampleCart } from '../../test/sample-cart.ts';
import { saveQuoteName } from './save-quote-name.ts';
import {
  CART_SYNC_DEBOUNCE_MS,
  cartPatchRequest,
  cartSyncOutcome,
  diffDocument,
  type PatchOperation,
} from './cart-sync.ts';

/** A tiny RFC 6902 applier for the ops diffDocument produces, to check the round trip. */
function applyOps(doc: unknown, ops: PatchOperation[]): unknown {
  let root = structuredClone(doc);
  for (const op of ops) {
    if (op.path === '') {
      root = op.op === 'remove' ? undefined : structuredClone(op.value);
      continue;
    }
    const keys = op.path
      .slice(1)
      .split('/')
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop()!;
    let parent = root as Record<string, unknown>;
    for (const k of keys) parent = parent[k] as Record<string, unknown>;
    if (op.op === 'remove') delete parent[last];
    else parent[last] = structuredClone(op.value);
  }
  return root;
}

describe('cart sync', () => {
  it('O-4-21 / O-9-01 changes are debounced 700 ms', () => {
    expect(CART_SYNC_DEBOUNCE_MS).toBe(700);
  });

  it('O-4-22 changes are sent as a patch with the version they apply to', () => {
    const before = sampleCart();
    const after = saveQuoteName(before, { name: 'Q1' }).cart;
    const ops = diffDocument(before, after);
    expect(ops).toEqual([{ op: 'replace', path: '/po', value: 'Q1' }]);
    expect(cartPatchRequest(4, ops)).toEqual({ _v: 4, _d: ops });
  });

  it('O-4-22 the diff round-trips through a JSON-patch apply', () => {
    const before = sampleCart();
    const after = addShipment(saveQuoteName(before, { name: 'a/b~c' }).cart, { shipmentId: 's9' });
    const { shippingMethod: _m, ...plain } = after.shipments[0]!;
    const edited = { ...after, shipments: [plain, ...after.shipments.slice(1)], 'we/ird~key': 1 };
    expect(applyOps(before, diffDocument(before, edited))).toEqual(edited);
    expect(diffDocument(before, structuredClone(before))).toEqual([]);
  });

  it('O-4-23 the version increments on success', () => {
    const sent = cartPatchRequest(7, []);
    expect(cartSyncOutcome(sent, { _v: 8 })).toEqual({ kind: 'committed', version: 8, log: [] });
  });

  it('O-4-24 if the server version differs, the full cart is fetched again', () => {
    const sent = cartPatchRequest(7, []);
    expect(cartSyncOutcome(sent, { _v: 7 }).kind).toBe('refetch');
    expect(cartSyncOutcome(sent, { _v: 12 }).kind).toBe('refetch');
  });

  it('O-8-09 cart patch errors are only handed back for logging, never as messages', () => {
    const outcome = cartSyncOutcome(cartPatchRequest(1, []), { _v: 2, _errors: ['bad op'] });
    expect(outcome).toEqual({ kind: 'committed', version: 2, log: ['bad op'] });
    expect(Object.keys(outcome)).not.toContain('messages');
  });
});
