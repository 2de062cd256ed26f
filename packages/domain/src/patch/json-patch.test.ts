import specTests from 'json-patch-test-suite/spec_tests.json' with { type: 'json' };
import suiteTests from 'json-patch-test-suite/tests.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { applyPatch, type Json, jsonEqual, parsePointer } from './json-patch.ts';
import { formatPointer } from './json-pointer.ts';

interface SuiteCase {
  comment?: string;
  doc: Json;
  patch: unknown;
  expected?: Json;
  error?: string;
  disabled?: boolean;
}

const cases = [...(suiteTests as unknown as SuiteCase[]), ...(specTests as unknown as SuiteCase[])].filter(
  (c) => !c.disabled,
);

/** Recursively freezes a document so an in-place change throws. */
function freeze<T>(v: T): T {
  if (v && typeof v === 'object') {
    Object.freeze(v);
    for (const c of Object.values(v)) freeze(c);
  }
  return v;
}

describe('R1 json-patch-test-suite (every non-disabled case)', () => {
  it('has the expected number of cases', () => {
    expect(cases.length).toBeGreaterThan(85);
  });
  it.each(cases.map((c, i) => [`${i}: ${c.comment ?? JSON.stringify(c.patch).slice(0, 80)}`, c] as const))(
    '%s',
    (_title, c) => {
      const before = JSON.stringify(c.doc);
      const r = applyPatch(freeze(structuredClone(c.doc)), structuredClone(c.patch));
      if (c.error !== undefined) {
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.errors[0]?.message.length).toBeGreaterThan(0);
          expect(typeof r.errors[0]?.path).toBe('string');
        }
      } else {
        expect(r.ok).toBe(true);
        if (r.ok && c.expected !== undefined) expect(r.doc).toEqual(c.expected);
      }
      expect(JSON.stringify(c.doc)).toBe(before);
    },
  );
});

describe('json pointer', () => {
  it('unescapes ~1 and ~0 in that order and formats back', () => {
    expect(parsePointer('/a~1b/m~0n/~01')).toEqual({ ok: true, tokens: ['a/b', 'm~n', '~1'] });
    expect(formatPointer(['a/b', 'm~n', '~1'])).toBe('/a~1b/m~0n/~01');
    expect(parsePointer('')).toEqual({ ok: true, tokens: [] });
  });
  it('refuses pointers without a leading slash and bad escapes', () => {
    expect(parsePointer('a').ok).toBe(false);
    expect(parsePointer('/a~2').ok).toBe(false);
  });
});

describe('applyPatch', () => {
  it('adds at "-" (end of array) and leaves the input untouched, sharing untouched subtrees', () => {
    const doc = freeze({ list: [1, 2], other: { deep: [1] } }) as Json;
    const r = applyPatch(doc, [{ op: 'add', path: '/list/-', value: 3 }]);
    expect(r).toEqual({ ok: true, doc: { list: [1, 2, 3], other: { deep: [1] } } });
    if (r.ok) expect((r.doc as { other: unknown }).other).toBe((doc as { other: unknown }).other);
  });
  it('is all or nothing: a failing test op reports its path and message', () => {
    const r = applyPatch({ a: 1 }, [
      { op: 'replace', path: '/a', value: 2 },
      { op: 'test', path: '/a', value: 3 },
    ]);
    expect(r).toEqual({ ok: false, errors: [{ path: '/a', message: 'The value does not match the test.' }] });
  });
  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s anywhere in a pointer', (key) => {
    const r = applyPatch({}, [{ op: 'add', path: `/${key}`, value: { polluted: true } }]);
    expect(r.ok).toBe(false);
    const r2 = applyPatch({ a: {} }, [{ op: 'copy', from: `/a/${key}`, path: '/b' }]);
    expect(r2.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('refuses moving a value into its own child', () => {
    expect(applyPatch({ a: { b: 1 } }, [{ op: 'move', from: '/a', path: '/a/b/c' }]).ok).toBe(false);
  });
  it('reports a malformed op by its index', () => {
    expect(applyPatch({}, [null])).toEqual({
      ok: false,
      errors: [{ path: '/0', message: 'Operation 0 must be an object.' }],
    });
    expect(applyPatch({}, 'nope').ok).toBe(false);
  });
  it('compares JSON values deeply, ignoring key order', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: 3 }, { c: 3, a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual(1, '1')).toBe(false);
  });
});
