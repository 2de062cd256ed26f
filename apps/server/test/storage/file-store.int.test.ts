import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedFileCache } from '../../src/services/mockup/bounded-file-cache.ts';
import { createFileStore } from '../../src/storage/create-file-store.ts';
import type { FileStore } from '../../src/storage/file-store.ts';
import { parseS3Url } from '../../src/storage/s3-file-store.ts';
import { startS3 } from '../support/s3.ts';

const kinds = ['local', 's3'] as const;

describe.each(kinds)('#16.3 file storage on %s', (kind) => {
  let store: FileStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'local') {
      const dir = mkdtempSync(path.join(tmpdir(), 'platen-files-'));
      store = await createFileStore({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const s3 = await startS3();
      // The bucket does not exist yet: the store creates it.
      store = await createFileStore({ dataDir: '/nonexistent', s3Url: s3.url });
      cleanup = s3.close;
    }
  });
  afterAll(async () => cleanup?.());

  it('#16.3 put then get, head and stream give back the same bytes and type', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await store.put('artwork/u1/a.png', bytes, 'image/png');
    expect((await store.get('artwork/u1/a.png'))?.equals(bytes)).toBe(true);
    const head = await store.head('artwork/u1/a.png');
    expect(head).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect(head?.modifiedMs).toBeGreaterThan(Date.now() - 3_600_000);
    const s = await store.stream('artwork/u1/a.png');
    const chunks: Buffer[] = [];
    for await (const c of s!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(s?.contentType).toBe('image/png');
  });

  it('#16.3 a missing file is null everywhere; delete is idempotent; put replaces', async () => {
    expect(await store.get('nope/x.png')).toBeNull();
    expect(await store.head('nope/x.png')).toBeNull();
    expect(await store.stream('nope/x.png')).toBeNull();
    await store.put('mockups/ab/k.png', Buffer.from('one'), 'image/png');
    await store.put('mockups/ab/k.png', Buffer.from('two!'), 'image/png');
    expect((await store.get('mockups/ab/k.png'))?.toString()).toBe('two!');
    await store.delete('mockups/ab/k.png');
    await store.delete('mockups/ab/k.png');
    expect(await store.head('mockups/ab/k.png')).toBeNull();
  });

  it('#16.3 list walks a prefix; keys that could leave the store are refused', async () => {
    await store.put('labels/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await store.put('labels/2/b.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const keys: string[] = [];
    for await (const k of store.list('labels/')) keys.push(k);
    expect(keys.sort()).toEqual(['labels/1.pdf', 'labels/2/b.pdf']);
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a\\b', ''])
      await expect(store.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
  });

  it('#13.3 #16.3 the bounded template-view cache keeps its bound on this store', async () => {
    const cache = boundedFileCache(store, 'bounded-test', { maxFiles: 2, maxBytes: 1_000_000 });
    for (let i = 0; i < 4; i++) await cache.put(`k${i}`, new Uint8Array([i]));
    const kept: string[] = [];
    for await (const key of store.list('bounded-test/')) kept.push(key);
    expect(kept).toHaveLength(2);
    expect(await cache.get(kept[0]!.slice('bounded-test/'.length, -'.png'.length))).not.toBeNull();
  });
});

describe('#16.3 S3 bucket creation', () => {
  it('#16.3 servers and workers starting at once on a missing bucket all start (one creates it)', async () => {
    const s3 = await startS3('fresh-bucket');
    try {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => createFileStore({ dataDir: '/nonexistent', s3Url: s3.url })),
      );
      await stores[0]!.put('a/b.txt', Buffer.from('x'), 'text/plain');
      expect((await stores[3]!.get('a/b.txt'))?.toString()).toBe('x');
    } finally {
      await s3.close();
    }
  });
});

describe('#16.3 S3_URL', () => {
  it('#16.3 names endpoint, bucket, prefix, region and URL-encoded keys', () => {
    expect(parseS3Url('s3://AK%2F1:se%40cret@minio.local:9000/platen/prod?region=eu-west-1')).toEqual({
      endpoint: 'https://minio.local:9000',
      bucket: 'platen',
      prefix: 'prod/',
      region: 'eu-west-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se@cret',
    });
    expect(parseS3Url('s3+http://k:s@127.0.0.1:4568/b').endpoint).toBe('http://127.0.0.1:4568');
    expect(() => parseS3Url('http://k:s@h/b')).toThrow(/s3:\/\//);
    expect(() => parseS3Url('s3://h/b')).toThrow(/access key/);
    expect(() => parseS3Url('s3://k:s@h/')).toThrow(/bucket/);
  });
});
