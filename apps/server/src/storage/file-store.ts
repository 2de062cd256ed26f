import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface StoredFile {
  size: number;
  contentType: string;
  /** When it was last written (ms since the epoch), where the store knows it. */
  modifiedMs?: number | undefined;
}

/**
 * One store for every file Platen keeps (artwork originals and thumbnails, mockups, renders, proofs, tickets,
 * labels, invoices): a directory under DATA_DIR by default, an S3-compatible bucket when S3_URL is set. Keys
 * are `/`-separated paths that we generate (never from user input), e.g. `artwork/<userId>/<id>.png`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under key, replacing what was there; readers see the old file or the new, never half. */
  put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredFile | null>;
  /** The file as a stream (for answering a download), or null when there is none. */
  stream(key: string): Promise<(StoredFile & { body: Readable }) | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix (e.g. `artwork/`), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  jp2: 'image/jp2',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  zpl: 'text/plain',
  json: 'application/json',
};

/** The content type a file extension stands for (octet-stream when it is not a known one). */
export const contentTypeOfExtension = (ext: string): string =>
  TYPES[ext.toLowerCase()] ?? 'application/octet-stream';

/** The content type a key's extension stands for (the local store keeps no metadata beside the bytes). */
export function contentTypeOf(key: string): string {
  return contentTypeOfExtension(/\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '');
}

/** Refuses keys that could leave the store's root: empty segments, `.`/`..`, backslashes, NUL. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    !key ||
    key.length > 1024 ||
    /[\\\0]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  )
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
