import type { Cart } from '../entities/entities.ts';

/**
 * O-4-24 (docs/decisions/cart-sync-client.md): a tab whose save was refused because the cart moved
 * on keeps only its own changes. Three documents: `base` (what this tab's edits were made against), `local`
 * (base with this tab's unsent edits) and `server` (the cart as it is now). A part of the document this tab did
 * not change takes the server's value; a part only this tab changed takes ours; a part both changed to
 * different values keeps the server's value (an edit acknowledged to another tab is never undone) and is
 * reported as a conflict. Lists of records are matched by their id (`id`, else `printableId`), so two tabs adding
 * or removing different printables, shipments or items both keep theirs. An address is one value: two tabs'
 * fields are never mixed into an address nobody typed.
 */
export interface CartRebase {
  doc: Cart;
  /** Where this tab's change lost to the server's, as JSON pointers with record ids instead of indexes. */
  conflicts: string[];
}

type Json = unknown;
const ATOMIC_KEYS = new Set(['address']);

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function equal(a: Json, b: Json): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => equal(a[k], b[k]));
  }
  return false;
}

/** The id field shared by every element of the lists, or null when the lists are not lists of records. */
function recordKey(...lists: Json[][]): 'id' | 'printableId' | null {
  for (const key of ['id', 'printableId'] as const) {
    if (lists.every((l) => l.every((x) => isObject(x) && typeof x[key] === 'string'))) return key;
  }
  return null;
}

function merge(
  base: Json,
  local: Json,
  server: Json,
  path: string,
  conflicts: string[],
  atomic = false,
): Json {
  if (equal(local, base)) return server; // not ours: theirs (or unchanged)
  if (equal(server, base) || equal(local, server)) return local; // only ours, or the same change
  if (!atomic && isObject(base) && isObject(local) && isObject(server)) {
    const out: Record<string, Json> = {};
    for (const k of new Set([...Object.keys(server), ...Object.keys(local), ...Object.keys(base)])) {
      const v = merge(base[k], local[k], server[k], `${path}/${k}`, conflicts, ATOMIC_KEYS.has(k));
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (!atomic && Array.isArray(base) && Array.isArray(local) && Array.isArray(server)) {
    const key = recordKey(base, local, server);
    if (key) return mergeRecords(base, local, server, key, path, conflicts);
  }
  conflicts.push(path);
  return server;
}

function mergeRecords(
  base: Json[],
  local: Json[],
  server: Json[],
  key: 'id' | 'printableId',
  path: string,
  conflicts: string[],
): Json[] {
  const byId = (list: Json[]) => new Map(list.map((x) => [(x as Record<string, string>)[key], x]));
  const b = byId(base);
  const l = byId(local);
  const s = byId(server);
  const out: Json[] = [];
  // The server's order first (with what it added), then what this tab added.
  for (const id of s.keys()) {
    const v = merge(b.get(id), l.get(id), s.get(id), `${path}/${id}`, conflicts);
    if (v !== undefined) out.push(v);
  }
  for (const [id, mine] of l) {
    if (s.has(id)) continue;
    // Added here: keep it. Removed by the server: stays removed, a conflict when this tab had changed it.
    if (!b.has(id)) out.push(mine);
    else if (!equal(mine, b.get(id))) conflicts.push(`${path}/${id}`);
  }
  return out;
}

/** Items whose printable is gone (removed in one tab while the other set its quantities) leave the cart. */
function dropOrphanItems(cart: Cart, conflicts: string[]): Cart {
  const printables = new Set(cart.printables.map((p) => p.id));
  if (cart.shipments.every((s) => s.items.every((i) => printables.has(i.printableId)))) return cart;
  return {
    ...cart,
    shipments: cart.shipments.map((s) => {
      const items = s.items.filter((i) => printables.has(i.printableId));
      for (const i of s.items) {
        if (!printables.has(i.printableId)) conflicts.push(`/shipments/${s.id}/items/${i.printableId}`);
      }
      return items.length === s.items.length ? s : { ...s, items };
    }),
  };
}

/** Rebases this tab's changes (`base` -> `local`) onto the server's cart; see CartRebase. */
export function rebaseCart(base: Cart, local: Cart, server: Cart): CartRebase {
  const conflicts: string[] = [];
  const merged = merge(base, local, server, '', conflicts) as Cart;
  return { doc: dropOrphanItems(merged, conflicts), conflicts };
}

const CONFLICT_LABELS: ReadonlyArray<[RegExp, string]> = [
  [/\/quantities(\/|$)/, 'quantities'],
  [/\/address(\/|$)/, 'an address'],
  [/^\/shipments\/[^/]+\/items\//, 'a product in a shipment'],
  [/\/shippingMethod$/, 'a shipping method'],
  [/^\/shipments/, 'a shipment'],
  [/^\/shippingMode/, 'one or several addresses'],
  [/^\/features/, 'order options'],
  [/^\/designDrafts/, 'a design'],
  [/^\/printables/, 'a product'],
  [/^\/po$/, 'the cart name'],
];

/**
 * The message-centre text for conflicts: what kinds of change were replaced by the newer version.
 * Null without conflicts.
 */
export function rebaseConflictMessage(conflicts: readonly string[]): string | null {
  if (conflicts.length === 0) return null;
  const kinds = [
    ...new Set(conflicts.map((p) => CONFLICT_LABELS.find(([re]) => re.test(p))?.[1] ?? 'the cart')),
  ];
  const n = conflicts.length;
  return `This cart was changed in another tab or by someone else at the same time as you. ${n} of your changes (${kinds.join(', ')}) ${n === 1 ? 'was' : 'were'} replaced by the newer version: please check ${n === 1 ? 'it' : 'them'}.`;
}
