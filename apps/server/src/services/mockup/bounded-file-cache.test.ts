import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFileStore } from '../../storage/local-file-store.ts';
import { boundedFileCache } from './bounded-file-cache.ts';

describe('bounded file cache', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'platen-cache-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const fileOf = (root: string, key: string) => path.join(root, 'views', `${key}.png`);

  it('#13.3 keeps at most maxFiles files: the oldest go first', async () => {
    const root = fresh();
    const cache = boundedFileCache(localFileStore(root), 'views', { maxFiles: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 6; i++) {
      await cache.put(`k${i}`, new Uint8Array([i]));
      // Distinct ages regardless of the file system's time resolution.
      utimesSync(fileOf(root, `k${i}`), 1000 + i, 1000 + i);
    }
    await cache.added();
    expect(readdirSync(path.join(root, 'views')).sort()).toEqual(['k3.png', 'k4.png', 'k5.png']);
    expect(await cache.get('k5')).toEqual(Buffer.from([5]));
    expect(await cache.get('k0')).toBeNull();
  });

  it('#13.3 keeps at most maxBytes bytes', async () => {
    const root = fresh();
    const cache = boundedFileCache(localFileStore(root), 'views', { maxFiles: 100, maxBytes: 250 });
    for (let i = 0; i < 5; i++) {
      await cache.put(`k${i}`, new Uint8Array(100));
      utimesSync(fileOf(root, `k${i}`), 1000 + i, 1000 + i);
    }
    await cache.added();
    expect(readdirSync(path.join(root, 'views')).sort()).toEqual(['k3.png', 'k4.png']);
  });
});
