import { describe, expect, it } from 'vitest';
import { escapePointerToken, formatPointer, unescapePointerToken } from './json-pointer.ts';

describe('json pointer codec (RFC 6901)', () => {
  it('#14.2 escapes ~ before / so "~1" round-trips', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(escapePointerToken('~1')).toBe('~01');
    expect(unescapePointerToken('~01')).toBe('~1');
    expect(unescapePointerToken(escapePointerToken('x/~y'))).toBe('x/~y');
  });

  it('#14.2 formats tokens of any key type; [] is the whole document', () => {
    expect(formatPointer(['shipments', 0, 'a/b'])).toBe('/shipments/0/a~1b');
    expect(formatPointer([])).toBe('');
  });
});
