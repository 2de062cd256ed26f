import { describe, expect, it } from 'vitest';
import { cartsRepository } from './carts-repository.ts';
import { testTargets } from './testing.ts';
import { sessionsRepository, usersRepository } from './users-repository.ts';

const targets = await testTargets();

const newUser = (id: string) => ({
  id,
  email: `${id}@example.com`,
  name: 'Ada Lovelace',
  company: null,
  passwordHash: 'x',
  apiKeyHash: `key-hash-${id}`,
  roleLevel: 0,
});

/** The row as the database holds it, bypassing every cache. */
async function stored(db: { query: (t: string, p: unknown[]) => Promise<{ rows: unknown[] }> }, id: string) {
  const r = await db.query('SELECT doc, version FROM carts WHERE id = $1', [id]);
  return r.rows[0] as { doc: Record<string, unknown>; version: number };
}

describe.each(targets)('process-local read cache on $kind', (target) => {
  it('exists only where this process is the sole writer (PGlite), never on PostgreSQL', async () => {
    const { db, drop } = await target.open();
    try {
      expect(db.cache !== null).toBe(target.kind === 'pglite');
    } finally {
      await drop();
    }
  });

  it('O-7-09 reads after writes answer the committed version; a rolled-back write is never seen', async () => {
    const { db, drop } = await target.open();
    try {
      await usersRepository(db).insert(newUser('u1'));
      const carts = cartsRepository(db);
      await carts.create('c1', 'u1', { _id: 'c1', po: null });
      expect((await carts.get('c1', 'u1'))?.version).toBe(0);
      expect(await carts.compareAndSet('c1', 'u1', 0, { _id: 'c1', po: 'one' }, [])).toBe(1);
      expect(await carts.getText('c1', 'u1')).toMatchObject({ version: 1 });
      expect((await carts.get('c1', 'u1'))?.doc).toEqual({ _id: 'c1', po: 'one' });

      // A compare-and-set inside a transaction that then fails: nothing changes, in the database or the cache.
      await expect(
        db.transaction(async (tx) => {
          expect(await cartsRepository(tx).compareAndSet('c1', 'u1', 1, { _id: 'c1', po: 'two' }, [])).toBe(
            2,
          );
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await carts.get('c1', 'u1'))?.version).toBe(1);
      expect((await stored(db, 'c1')).version).toBe(1);

      // The same write committed: seen at once, with its order time.
      await db.transaction(async (tx) => {
        await cartsRepository(tx).compareAndSet('c1', 'u1', 1, { _id: 'c1', po: 'two' }, [], {
          orderedAt: '2026-11-20T10:00:00.000Z',
        });
      });
      const now = await carts.get('c1', 'u1');
      expect(now).toEqual({
        doc: { _id: 'c1', po: 'two' },
        version: 2,
        orderedAt: '2026-11-20T10:00:00.000Z',
      });
      expect(await stored(db, 'c1')).toEqual({ doc: { _id: 'c1', po: 'two' }, version: 2 });
      // Ownership holds through the cache too.
      await usersRepository(db).insert(newUser('u2'));
      expect(await carts.get('c1', 'u2')).toBeNull();
      expect(await carts.getText('c1', 'u2')).toBeNull();
    } finally {
      await drop();
    }
  });

  it('a deleted session stops authenticating at once', async () => {
    const { db, drop } = await target.open();
    try {
      await usersRepository(db).insert(newUser('u3'));
      const sessions = sessionsRepository(db);
      await sessions.create('s3', 'u3', 3600);
      expect((await sessions.user('s3'))?.id).toBe('u3');
      expect((await sessions.user('s3'))?.id).toBe('u3');
      await sessions.delete('s3');
      expect(await sessions.user('s3')).toBeNull();
      await sessions.create('s4', 'u3', 1);
      expect((await sessions.user('s4'))?.id).toBe('u3');
      await new Promise((r) => setTimeout(r, 1100));
      expect(await sessions.user('s4')).toBeNull();
    } finally {
      await drop();
    }
  });

  it('#13.9 a rotated API key stops authenticating at once; a rolled-back rotation changes nothing', async () => {
    const { db, drop } = await target.open();
    try {
      const users = usersRepository(db);
      await users.insert(newUser('u5'));
      expect((await users.byApiKeyHash('key-hash-u5'))?.id).toBe('u5');
      expect((await users.byApiKeyHash('key-hash-u5'))?.id).toBe('u5'); // held by the cache on PGlite
      await expect(
        db.transaction(async (tx) => {
          expect(await usersRepository(tx).rotateApiKey('u5', 'never-committed')).toBe(true);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await users.byApiKeyHash('key-hash-u5'))?.id).toBe('u5');
      expect(await users.byApiKeyHash('never-committed')).toBeNull();
      expect(await users.rotateApiKey('u5', 'key-hash-u5-b')).toBe(true);
      expect(await users.byApiKeyHash('key-hash-u5')).toBeNull();
      expect((await users.byApiKeyHash('key-hash-u5-b'))?.id).toBe('u5');
      expect(await users.rotateApiKey('nobody', 'x')).toBe(false);
    } finally {
      await drop();
    }
  });
});
