import path from 'node:path';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';

/** The store the configuration names: S3 when S3_URL is set (its bucket is created when missing), else DATA_DIR/files. */
export async function createFileStore(config: {
  dataDir: string;
  s3Url?: string | undefined;
}): Promise<FileStore> {
  if (!config.s3Url) return localFileStore(path.join(config.dataDir, 'files'));
  // The AWS SDK loads only when S3 is used.
  const { parseS3Url, s3FileStore } = await import('./s3-file-store.ts');
  const store = s3FileStore(parseS3Url(config.s3Url));
  await store.ensureBucket();
  return store;
}
