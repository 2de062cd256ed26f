import { describe, expect, it } from 'vitest';
import { BoundedMap, CachedCart, LocalCache } from './local-cache.ts';
import type { UserRow } from './user-row.ts';

const user: UserRow = {
  id: 'u1',
  email: 'a@example.com',
  name: 'Ada',
  company: null,
  roleLevel: 0,
};

describe('BoundedMap', () => {
  it('drops the least recently used entry past its cap', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
    expect(m.size).toBe(2);
  });
});

describe('BoundedMap with a weight budget', () => {
  it('drops the least recently used entries once the summed weight passes the budget, and counts deletes', () => {
    const m = new BoundedMap<string, string>(100, (v) => v.length, 10);
    m.set('a', 'xxxx');
    m.set('b', 'xxxx');
    expect(m.weight).toBe(8);
    m.set('c', 'xxxx'); // 12 > 10: a goes
    expect(m.get('a')).toBeUndefined();
    expect(m.weight).toBe(8);
    m.set('b', 'x'); // replacing counts the new weight only
    expect(m.weight).toBe(5);
    m.delete('c');
    expect(m.weight).toBe(1);
    m.set('big', 'x'.repeat(50)); // over budget alone: kept (the newest entry always stays), the rest go
    expect(m.get('big')).toBeDefined();
    expect(m.size).toBe(1);
  });
});

describe('CachedCart', () => {
  it('parses the document from the text on first use', () => {
    const fromText = new CachedCart('u1', 3, null, '{"po": "y", "_id": "c"}');
    expect(fromText.doc).toEqual({ _id: 'c', po: 'y' });
    expect(fromText.doc).toBe(fromText.doc);
    const both = new CachedCart('u1', 3, null, '{"_id":"c"}', { _id: 'c' });
    expect(both.text).toBe('{"_id":"c"}');
  });
});

describe('LocalCache', () => {
  it('a cart entry only moves forward: an older version offered late never replaces a newer one', () => {
    const cache = new LocalCache();
    cache.offerCart('c1', new CachedCart('u1', 5, null, '{"v":5}'));
    cache.offerCart('c1', new CachedCart('u1', 4, null, '{"v":4}'));
    expect(cache.carts.get('c1')?.version).toBe(5);
    cache.offerCart('c1', new CachedCart('u1', 6, null, '{"v":6}'));
    expect(cache.carts.get('c1')?.doc).toEqual({ v: 6 });
  });

  it('a deleted session is never remembered again, even by a read that raced the delete', () => {
    const cache = new LocalCache();
    cache.offerSession('s1', user, Date.now() + 60_000);
    expect(cache.sessions.get('s1')?.user.id).toBe('u1');
    cache.endSession('s1');
    expect(cache.sessions.get('s1')).toBeUndefined();
    cache.offerSession('s1', user, Date.now() + 60_000);
    expect(cache.sessions.get('s1')).toBeUndefined();
  });

  it('#13.9 a rotated API key is never remembered again, even by a read that raced the rotation', () => {
    const cache = new LocalCache();
    cache.offerApiKey('old-hash', user);
    expect(cache.apiKeys.get('old-hash')?.id).toBe('u1');
    cache.revokeApiKey('old-hash');
    expect(cache.apiKeys.get('old-hash')).toBeUndefined();
    cache.offerApiKey('old-hash', user);
    expect(cache.apiKeys.get('old-hash')).toBeUndefined();
    cache.offerApiKey('new-hash', user);
    expect(cache.apiKeys.get('new-hash')?.id).toBe('u1');
  });
});
