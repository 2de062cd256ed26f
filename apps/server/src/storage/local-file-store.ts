import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, contentTypeOf, type FileStore } from './file-store.ts';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under a directory (DATA_DIR/files by default): the key is the relative path. */
export function localFileStore(root: string): FileStore {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async head(key) {
      const s = await stat(file(key)).catch((err) => {
        if (missing(err)) return null;
        throw err;
      });
      return s?.isFile() ? { size: s.size, contentType: contentTypeOf(key), modifiedMs: s.mtimeMs } : null;
    },
    async stream(key) {
      const head = await this.head(key);
      if (!head) return null;
      return { ...head, body: createReadStream(file(key)) };
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix) {
      const base = path.join(root, ...prefix.split('/').filter(Boolean));
      const walk = async function* (dir: string): AsyncGenerator<string> {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if (missing(err)) return;
          throw err;
        }
        for (const e of entries) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) yield* walk(p);
          else if (e.isFile() && !e.name.endsWith('.tmp'))
            yield path.relative(root, p).split(path.sep).join('/');
        }
      };
      yield* walk(base);
    },
  };
}
