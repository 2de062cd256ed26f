import { describe, expect, it } from 'vitest';
import { unstorableText } from './text-guard.ts';

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
