import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on a free loopback port, with an S3_URL for it; `close()` removes it. */
export async function startS3(bucket = 'platen'): Promise<{ url: string; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'platen-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
