import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateKey, keysWritten, repeatedKey } from './json-body.ts';

describe('duplicateKey', () => {
  it('#13.11 finds a key repeated in one object at any depth, escaped or not', () => {
    expect(duplicateKey('{"a":1,"a":2}')).toBe('a');
    expect(duplicateKey('{"x":[1,{"b":{"c":1,"d":[{"e":1,"e":2}]}}]}')).toBe('e');
    expect(duplicateKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(duplicateKey('[{"k":1},{"k":2,"q":{},"k":3}]')).toBe('k');
    expect(duplicateKey('{"":1,"":2}')).toBe('');
  });

  it('#13.11 the same key in different objects, or inside strings, is no duplicate', () => {
    expect(duplicateKey('{"a":1,"b":{"a":1},"c":[{"a":1},{"a":2}]}')).toBeNull();
    expect(duplicateKey('{"a":"\\"a\\":1,","b":"{\\"a\\":2}","c":"\\\\"}')).toBeNull();
    expect(duplicateKey('{"a":[],"b":{},"c":[{}],"d":"]}"}')).toBeNull();
    expect(duplicateKey('[1,"a","a",{"a":1}]')).toBeNull();
    expect(duplicateKey('"plain"')).toBeNull();
    expect(duplicateKey('12')).toBeNull();
  });

  it('#13.11 no false alarm on any JSON text without repeats; a repeat spliced into any object is found', () => {
    // JSON.stringify never repeats a key.
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(duplicateKey(JSON.stringify(v))).toBeNull();
      }),
      { numRuns: 300 },
    );
    // An object whose first key is written twice, nested beside arbitrary JSON (strings full of quotes, braces,
    // colons and escapes included).
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.jsonValue(),
        (obj, other) => {
          const text = JSON.stringify(obj);
          const key = Object.keys(JSON.parse(text))[0] as string;
          const doubled = `[${JSON.stringify(other)},{"w":{${JSON.stringify(key)}:0,${text.slice(1)}}]`;
          expect(() => JSON.parse(doubled)).not.toThrow();
          expect(duplicateKey(doubled)).toBe(key);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('repeatedKey (the counting fast path before duplicateKey)', () => {
  const both = (text: string) => repeatedKey(text, JSON.parse(text));
  it('#13.11 finds what duplicateKey finds, whitespace and escapes included', () => {
    expect(both('{"a":1,"a":2}')).toBe('a');
    expect(both('{ "a" : 1 ,\n "\\u0061"\t: 2 }')).toBe('a');
    expect(both('[{"k":1},{"k":2,"q":{},"k":3}]')).toBe('k');
    expect(both('{"a":"\\":","b":{"c":"x\\"y:"}}')).toBeNull();
    expect(both('[1,"a","a",{"a":1}]')).toBeNull();
    expect(both('"plain"')).toBeNull();
    expect(keysWritten('{"a":"b:","c" :[ "d" ,{"e":1}]}')).toBe(3);
  });

  it('#13.11 agrees with duplicateKey on any JSON text, with and without a repeat', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        expect(both(text)).toBeNull();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.jsonValue(),
        (obj, other) => {
          const text = JSON.stringify(obj);
          const key = Object.keys(JSON.parse(text))[0] as string;
          const doubled = `[${JSON.stringify(other)},{"w":{${JSON.stringify(key)}:0,${text.slice(1)}}]`;
          expect(both(doubled)).toBe(key);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
