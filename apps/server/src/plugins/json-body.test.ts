import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateKey } from './json-body.ts';

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

  it('#13.11 agrees with a parse that counts keys, on any JSON value', () => {
    // JSON.stringify never repeats a key; splicing a repeat of an existing key in must always be found.
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        expect(duplicateKey(text)).toBeNull();
        const m = /\{"((?:[^"\\]|\\.)*)":/.exec(text);
        if (m && JSON.stringify(JSON.parse(text)) === text) {
          const at = m.index + 1;
          const doubled = `${text.slice(0, at)}"${m[1]}":0,${text.slice(at)}`;
          expect(() => JSON.parse(doubled)).not.toThrow();
          expect(duplicateKey(doubled)).toBe(JSON.parse(`"${m[1]}"`));
        }
      }),
      { numRuns: 500 },
    );
  });
});
