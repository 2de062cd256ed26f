import type { FileStore } from '../../storage/file-store.ts';

export interface FileCacheLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * Cached PNG (or WebP) files under one prefix of the file store with a bound on their number and total size: after each
 * write the oldest files go until both fit. The store itself is the index (no memory of its own), so several
 * server and worker processes sharing the store (a data folder or an S3 bucket) keep one bound between them.
 */
export function boundedFileCache(
  files: FileStore,
  prefix: string,
  limits: FileCacheLimits,
  ext: 'png' | 'webp' = 'png',
) {
  const keyOf = (key: string) => `${prefix}/${key}.${ext}`;

  async function trim() {
    const found: { key: string; bytes: number; at: number }[] = [];
    for await (const key of files.list(`${prefix}/`)) {
      if (!key.endsWith(`.${ext}`)) continue;
      const head = await files.head(key);
      if (head) found.push({ key, bytes: head.size, at: head.modifiedMs ?? 0 });
    }
    found.sort((a, b) => a.at - b.at);
    let bytes = found.reduce((n, f) => n + f.bytes, 0);
    let count = found.length;
    for (const f of found) {
      if (count <= limits.maxFiles && bytes <= limits.maxBytes) break;
      await files.delete(f.key);
      count--;
      bytes -= f.bytes;
    }
  }

  return {
    prefix,
    /** The store key of a cache key (a writer, e.g. a render job, may put the file there itself, then call `added`). */
    keyOf,
    async get(key: string): Promise<Buffer | null> {
      return files.get(keyOf(key));
    },
    async put(key: string, data: Uint8Array): Promise<void> {
      await files.put(keyOf(key), data, `image/${ext}`);
      await trim();
    },
    /** After a file was stored at keyOf(key) by someone else (a render job): applies the bound. */
    added: trim,
  };
}
