import type { Issue } from '../errors/domain-error.ts';
/**
 * RFC 6902 JSON Patch over RFC 6901 JSON Pointers, applied immutably: the input document is never changed; the
 * result shares every untouched subtree with it (copy on write along each op's path). Failures are returned
 * values `{ok: false, errors: [{path, message}]}` naming the op's pointer; nothing throws on user input.
 *
 * Keys that could reach an object's prototype (`__proto__`, `constructor`, `prototype`) are refused in every
 * pointer, so a patch can never pollute a prototype whatever the caller does with the result.
 */

import { unescapePointerToken } from './json-pointer.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type PatchOp =
  | { op: 'add'; path: string; value: Json }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: Json }
  | { op: 'move'; from: string; path: string }
  | { op: 'copy'; from: string; path: string }
  | { op: 'test'; path: string; value: Json };

/**
 * A refused patch op: an Issue whose path is the JSON pointer the failing op targets (or `/<index>` of the op
 * when the op itself is malformed).
 */
export type PatchError = Pick<Issue, 'path' | 'message'>;

export type PatchResult = { ok: true; doc: Json } | { ok: false; errors: PatchError[] };

/** Keys a pointer may never name. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const OPS = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);
const ARRAY_INDEX = /^(?:0|[1-9][0-9]*)$/;
/** Pointer depth cap: deeper documents are not carts. */
const MAX_DEPTH = 64;

class PatchFailure {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

const isObject = (v: unknown): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** RFC 6901: '' is the whole document; otherwise '/'-separated tokens with ~1 -> '/' and ~0 -> '~'. */
export function parsePointer(
  pointer: string,
): { ok: true; tokens: string[] } | { ok: false; message: string } {
  if (pointer === '') return { ok: true, tokens: [] };
  if (!pointer.startsWith('/'))
    return { ok: false, message: 'A JSON pointer must be empty or start with "/".' };
  const raw = pointer.slice(1).split('/');
  if (raw.length > MAX_DEPTH)
    return { ok: false, message: `A JSON pointer may have at most ${MAX_DEPTH} parts.` };
  const tokens: string[] = [];
  for (const part of raw) {
    if (/~(?![01])/.test(part))
      return { ok: false, message: `Invalid escape in "${part}": use ~0 for ~ and ~1 for /.` };
    const token = unescapePointerToken(part);
    if (FORBIDDEN_KEYS.has(token)) return { ok: false, message: `The key "${token}" is not allowed.` };
    tokens.push(token);
  }
  return { ok: true, tokens };
}

/** Deep JSON equality: object key order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => jsonEqual(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao);
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]));
}

function arrayIndex(arr: readonly Json[], token: string, pointer: string, allowEnd: boolean): number {
  if (token === '-') {
    if (allowEnd) return arr.length;
    throw new PatchFailure(pointer, 'The "-" index (after the last element) can only be used to add.');
  }
  if (!ARRAY_INDEX.test(token)) throw new PatchFailure(pointer, `"${token}" is not an array index.`);
  const i = Number(token);
  if (i > arr.length || (!allowEnd && i === arr.length)) {
    throw new PatchFailure(
      pointer,
      `Index ${token} is out of bounds (the array has ${arr.length} elements).`,
    );
  }
  return i;
}

/** The value at tokens, or a failure naming the pointer. */
function getAt(doc: Json, tokens: readonly string[], pointer: string): Json {
  let node: Json = doc;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[arrayIndex(node, token, pointer, false)] as Json;
    else if (isObject(node) && Object.hasOwn(node, token)) node = node[token] as Json;
    else throw new PatchFailure(pointer, 'No value exists at this path.');
  }
  return node;
}

/**
 * Returns a copy of doc where the container at parent tokens is replaced by `change(container)`. Every object
 * and array on the way is copied (shallowly); siblings are shared.
 */
function updateAt(
  doc: Json,
  tokens: readonly string[],
  pointer: string,
  change: (container: Json, last: string) => Json,
): Json {
  const last = tokens[tokens.length - 1] as string;
  const walk = (node: Json, depth: number): Json => {
    if (depth === tokens.length - 1) return change(node, last);
    const token = tokens[depth] as string;
    if (Array.isArray(node)) {
      const i = arrayIndex(node, token, pointer, false);
      const copy = node.slice();
      copy[i] = walk(node[i] as Json, depth + 1);
      return copy;
    }
    if (isObject(node) && Object.hasOwn(node, token)) {
      return { ...node, [token]: walk(node[token] as Json, depth + 1) };
    }
    throw new PatchFailure(pointer, 'The parent of this path does not exist.');
  };
  return walk(doc, 0);
}

function add(doc: Json, tokens: string[], pointer: string, value: Json): Json {
  if (tokens.length === 0) return value;
  return updateAt(doc, tokens, pointer, (container, last) => {
    if (Array.isArray(container)) {
      const i = arrayIndex(container, last, pointer, true);
      const copy = container.slice();
      copy.splice(i, 0, value);
      return copy;
    }
    if (isObject(container)) return { ...container, [last]: value };
    throw new PatchFailure(pointer, 'The parent of this path is not an object or an array.');
  });
}

function remove(doc: Json, tokens: string[], pointer: string): Json {
  if (tokens.length === 0) throw new PatchFailure(pointer, 'The whole document cannot be removed.');
  return updateAt(doc, tokens, pointer, (container, last) => {
    if (Array.isArray(container)) {
      const i = arrayIndex(container, last, pointer, false);
      const copy = container.slice();
      copy.splice(i, 1);
      return copy;
    }
    if (isObject(container) && Object.hasOwn(container, last)) {
      const { [last]: _gone, ...rest } = container;
      return rest;
    }
    throw new PatchFailure(pointer, 'No value exists at this path.');
  });
}

function replace(doc: Json, tokens: string[], pointer: string, value: Json): Json {
  if (tokens.length === 0) return value;
  return updateAt(doc, tokens, pointer, (container, last) => {
    if (Array.isArray(container)) {
      const i = arrayIndex(container, last, pointer, false);
      const copy = container.slice();
      copy[i] = value;
      return copy;
    }
    if (isObject(container) && Object.hasOwn(container, last)) return { ...container, [last]: value };
    throw new PatchFailure(pointer, 'No value exists at this path.');
  });
}

/** Checks an op's shape; returns it typed or a failure naming the op's index. */
function readOp(raw: unknown, index: number): PatchOp {
  const at = `/${index}`;
  if (!isObject(raw)) throw new PatchFailure(at, `Operation ${index} must be an object.`);
  const op = raw.op;
  if (typeof op !== 'string' || !OPS.has(op)) {
    throw new PatchFailure(
      at,
      `Operation ${index}: "op" must be one of add, remove, replace, move, copy, test.`,
    );
  }
  if (typeof raw.path !== 'string')
    throw new PatchFailure(at, `Operation ${index}: "path" must be a string.`);
  if ((op === 'add' || op === 'replace' || op === 'test') && !Object.hasOwn(raw, 'value')) {
    throw new PatchFailure(raw.path, `Operation ${index} (${op}) needs a "value".`);
  }
  if ((op === 'move' || op === 'copy') && typeof raw.from !== 'string') {
    throw new PatchFailure(raw.path, `Operation ${index} (${op}) needs a "from" pointer.`);
  }
  return raw as unknown as PatchOp;
}

function pointerTokens(pointer: string): string[] {
  const parsed = parsePointer(pointer);
  if (!parsed.ok) throw new PatchFailure(pointer, parsed.message);
  return parsed.tokens;
}

/** Applies one op (already shape-checked) to doc, returning the new document. */
function applyOp(doc: Json, op: PatchOp): Json {
  const tokens = pointerTokens(op.path);
  switch (op.op) {
    case 'add':
      return add(doc, tokens, op.path, op.value);
    case 'remove':
      return remove(doc, tokens, op.path);
    case 'replace':
      return replace(doc, tokens, op.path, op.value);
    case 'test': {
      const actual = getAt(doc, tokens, op.path);
      if (!jsonEqual(actual, op.value)) throw new PatchFailure(op.path, 'The value does not match the test.');
      return doc;
    }
    case 'copy': {
      const value = getAt(doc, pointerTokens(op.from), op.from);
      return add(doc, tokens, op.path, value);
    }
    case 'move': {
      if (op.from === op.path) {
        getAt(doc, tokens, op.from);
        return doc;
      }
      if (op.path.startsWith(`${op.from}/`)) {
        throw new PatchFailure(op.path, 'A value cannot be moved into one of its own children.');
      }
      const fromTokens = pointerTokens(op.from);
      const value = getAt(doc, fromTokens, op.from);
      return add(remove(doc, fromTokens, op.from), tokens, op.path, value);
    }
  }
}

/**
 * Applies the operations in order, all or nothing. The input document is left untouched; on failure the
 * first failing op is reported and no partial result escapes.
 */
export function applyPatch(doc: Json, ops: unknown): PatchResult {
  if (!Array.isArray(ops))
    return { ok: false, errors: [{ path: '', message: 'A patch must be an array of operations.' }] };
  let current = doc;
  for (let i = 0; i < ops.length; i++) {
    try {
      current = applyOp(current, readOp(ops[i], i));
    } catch (err) {
      if (err instanceof PatchFailure)
        return { ok: false, errors: [{ path: err.path, message: err.message }] };
      throw err;
    }
  }
  return { ok: true, doc: current };
}
