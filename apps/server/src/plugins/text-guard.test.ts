import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTextMayBeUnstorable, unstorableText } from './text-guard.ts';

describe('unstorableText (R9: text PostgreSQL cannot store)', () => {
  it('finds a NUL or an unpaired surrogate in strings and keys, with its path', () => {
    expect(unstorableText({ a: ['ok', 'b\u0000'] }, 'body')).toBe('body.a.1');
    expect(unstorableText({ po: 'x\ud800' }, 'body')).toBe('body.po');
    expect(unstorableText({ po: '\udc00y' }, 'body')).toBe('body.po');
    expect(unstorableText({ 'k\u0000': 1 }, 'body')).toBe('body.k?');
  });

  it('accepts ordinary and astral text, numbers and nulls', () => {
    expect(unstorableText({ po: 'Zoë 🎽 \u202e', n: 1, z: null, l: [true] }, 'body')).toBeNull();
    expect(unstorableText(undefined, 'body')).toBeNull();
  });

  it('walks a very deep value without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe('jsonTextMayBeUnstorable (the JSON body shortcut before the walk)', () => {
  it('R9 never clears a text whose parsed value holds a NUL or an unpaired surrogate, in any string or key', () => {
    // Strings and keys of any UTF-16 code units, often a NUL, a half of an emoji's pair or a quote.
    const unit = fc.oneof(
      fc.constantFrom('\u0000', '\ud83d', '\ude00', '\ud83d\ude00', '"', '\\', 'u'),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    );
    const anyText = { stringUnit: unit };
    fc.assert(
      fc.property(fc.jsonValue(anyText), (v) => {
        const text = JSON.stringify(v);
        if (!jsonTextMayBeUnstorable(text)) expect(unstorableText(JSON.parse(text), 'body')).toBeNull();
        // The same value written with every non-ASCII character escaped, as another client may send it.
        const escaped = text.replace(
          /[\u007f-\uffff]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
        if (!jsonTextMayBeUnstorable(escaped)) expect(unstorableText(JSON.parse(escaped), 'body')).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('R9 flags NUL and lone surrogates written raw or escaped, and clears ordinary and astral text', () => {
    for (const bad of ['"a\\u0000"', '{"k\\u0000":1}', '"\\ud800"', '"\\uDC00"', '"x\ud800"', '"\udc00y"']) {
      expect(jsonTextMayBeUnstorable(bad)).toBe(true);
    }
    expect(jsonTextMayBeUnstorable(JSON.stringify({ po: 'Zoë 🎽 \u202e', n: 1, l: [true, null] }))).toBe(
      false,
    );
  });
});
