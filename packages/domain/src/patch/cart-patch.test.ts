import { describe, expect, it } from 'vitest';
import { issuePathToPointer, serverFieldChanges } from './cart-patch.ts';

describe('cart patch rules', () => {
  it('O-7-09 a patch may not change _id or orderedAt', () => {
    const before = { _id: 'c1', orderedAt: null, po: null };
    expect(serverFieldChanges(before, { ...before, po: 'x' })).toEqual([]);
    expect(serverFieldChanges(before, { ...before, _id: 'c2' }).map((e) => e.path)).toEqual(['/_id']);
    expect(serverFieldChanges(before, { ...before, orderedAt: '2026-01-01T00:00:00Z' })[0]?.path).toBe(
      '/orderedAt',
    );
    expect(serverFieldChanges(before, null).map((e) => e.path)).toEqual(['/_id', '/orderedAt']);
  });
  it('turns schema issue paths into JSON pointers', () => {
    expect(issuePathToPointer(['shipments', 0, 'a/b'])).toBe('/shipments/0/a~1b');
    expect(issuePathToPointer([])).toBe('');
  });
});
