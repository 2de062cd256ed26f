import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../artwork/artwork-files.ts';

export interface FileCacheLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * A folder of cached files with a bound on their number and total size: after each write the oldest files go
 * until both fit. The folder itself is the index (no memory of its own), so several server processes sharing the
 * data folder keep one bound between them.
 */
export function boundedFileCache(dir: string, limits: FileCacheLimits) {
  const fileOf = (key: string) => path.join(dir, `${key}.png`);

  async function trim() {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.png'));
    const files = (
      await Promise.all(
        names.map(async (n) => {
          const s = await stat(path.join(dir, n)).catch(() => null);
          return s ? { file: path.join(dir, n), bytes: s.size, at: s.mtimeMs } : null;
        }),
      )
    ).filter((f) => f !== null);
    files.sort((a, b) => a.at - b.at);
    let bytes = files.reduce((n, f) => n + f.bytes, 0);
    let count = files.length;
    for (const f of files) {
      if (count <= limits.maxFiles && bytes <= limits.maxBytes) break;
      await unlink(f.file).catch(() => {});
      count--;
      bytes -= f.bytes;
    }
  }

  return {
    dir,
    /** Where the file for a key is (a writer may put it there itself, then call `added`). */
    fileOf,
    async get(key: string): Promise<Buffer | null> {
      return readFile(fileOf(key)).catch(() => null);
    },
    async put(key: string, data: Uint8Array): Promise<void> {
      await writeFileAtomic(fileOf(key), data);
      await trim();
    },
    /** After a file was written at fileOf(key) by someone else (the image sandbox): applies the bound. */
    added: trim,
  };
}
